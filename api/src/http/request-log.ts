import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access-log line per request, written when it is answered: what was asked (method, url,
 * client), the status and the time taken. Fastify's default is two lines (one on arrival, one on
 * completion), which doubled the logging cost, the largest per-request cost of the API at `info`.
 * Requests that never complete are still logged by Fastify's error and stream-error lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
