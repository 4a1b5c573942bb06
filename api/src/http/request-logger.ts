import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's `request.log`: the app's logger with the request's id, made the first time something
 * logs for the request. By default Fastify makes that pino child as each request arrives, though
 * most requests log nothing but their access line (http/request-log.ts, which names the id
 * itself), and a child copies its parent, rebuilds its formatters and serialises the id: a cost on
 * every request of the busiest routes for nothing.
 */
class RequestLogger {
  declare readonly fatal: FastifyBaseLogger['fatal'];
  declare readonly error: FastifyBaseLogger['error'];
  declare readonly warn: FastifyBaseLogger['warn'];
  declare readonly info: FastifyBaseLogger['info'];
  declare readonly debug: FastifyBaseLogger['debug'];
  declare readonly trace: FastifyBaseLogger['trace'];
  declare readonly silent: FastifyBaseLogger['silent'];
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child itself, made on first use. */
  get logger(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

for (const level of LEVELS) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: unknown[]) {
      const { logger } = this;
      (logger[level] as (...args: unknown[]) => void).apply(logger, args);
    },
  });
}

/** Fastify's childLoggerFactory: request.log is a RequestLogger. */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options);
