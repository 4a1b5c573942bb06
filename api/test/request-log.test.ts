import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/connect';

describe('request log', () => {
  it('writes one line per request, when it is answered, with what was asked, the status and the time taken', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', DATA_DIR: '/tmp/api-request-log-test' });
    // Neither request below reaches the database.
    const app = buildApp({ config, db: {} as Db, logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/api/docs/json' });
      await app.inject({ method: 'GET', url: '/api/experience/get?status=NOPE' });
    } finally {
      await app.close();
    }
    const requestLines = lines.filter((line) => line.url !== undefined || line.msg === 'incoming request');
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
    ]);
  });
});
