import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { requestLogger } from './request-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const child = jest.spyOn(parent, 'child');
  const make = (options = {}) =>
    requestLogger.call({} as never, parent as FastifyBaseLogger, { reqId: 'req-7' }, options, {} as never) as FastifyBaseLogger;
  return { lines, child, make };
}

describe('requestLogger', () => {
  it('makes no child for a request that logs nothing', () => {
    const { child, make } = capture();
    const log = make();
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it("makes one child, the first time the request logs, whose lines carry the request's id", () => {
    const { lines, child, make } = capture();
    const log = make();
    log.info({ orderId: 'o-1' }, 'payment started');
    log.warn('provider slow');
    log.debug('not at info');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, reqId: 'req-7', orderId: 'o-1', msg: 'payment started' }),
      expect.objectContaining({ level: 40, reqId: 'req-7', msg: 'provider slow' }),
    ]);
  });

  it("keeps a route's own level", () => {
    const { lines, make } = capture();
    const log = make({ level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('left out');
    log.error('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });
});
