import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access-log line per request, written when it is answered: what was asked (method, url,
 * client), the status and the time taken. Fastify's default is two lines (one on arrival, one on
 * completion), which doubled the logging cost, the largest per-request cost of the API at `info`.
 * The fields are flat values rather than pino's req/res serializers, which build two objects per
 * line (host, port...) and cost a quarter of a cached list's whole answer. The line goes through
 * the app's logger with the request's id as one of its fields, so that a request that logs nothing
 * else never makes a logger of its own (http/request-logger.ts). Requests that never complete are
 * still logged by Fastify's error and stream-error lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      reqId: request.id,
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    const { log } = request.server;
    if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request completed');
  }
}
