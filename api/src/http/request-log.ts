import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access-log line per request, written when it is answered: what was asked (method, url,
 * client), the status and the time taken. Fastify's default is two lines (one on arrival, one on
 * completion), which doubled the logging cost, the largest per-request cost of the API at `info`.
 * The fields are flat values rather than pino's req/res serializers, which build two objects per
 * line (host, port...) and cost a quarter of a cached list's whole answer. Requests that never
 * complete are still logged by Fastify's error and stream-error lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
