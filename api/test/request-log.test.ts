import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/connect';

describe('request log', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', DATA_DIR: '/tmp/api-request-log-test' });

  beforeAll(async () => {
    // None of the requests below reaches the database.
    const app = buildApp({ config, db: {} as Db, logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/api/docs/json' });
      await app.inject({ method: 'GET', url: '/api/experience/get?status=NOPE' });
      await app.inject({ method: 'GET', url: '/api/no-such-route' });
    } finally {
      await app.close();
    }
  });

  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one line per request, when it is answered, with what was asked, the status and the time taken', () => {
    const requestLines = parsed().filter((line) => line.url !== undefined || line.msg === 'incoming request');
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        url: '/api/docs/json',
        ip: '127.0.0.1',
        statusCode: 200,
        reqId: expect.any(String),
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/api/experience/get?status=NOPE', statusCode: 400 }),
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/api/no-such-route', statusCode: 404 }),
    ]);
  });

  it("names the request's id once per line, the same in what the request itself logs as in its access line", () => {
    for (const line of lines.filter((text) => text.includes('"reqId"'))) expect(line.match(/"reqId"/g)).toHaveLength(1);
    const notFound = parsed().find((line) => line.msg === 'Route GET:/api/no-such-route not found');
    const completed = parsed().find((line) => line.url === '/api/no-such-route');
    expect(notFound?.reqId).toEqual(expect.any(String));
    expect(completed?.reqId).toBe(notFound?.reqId);
  });
});
