import { QueueJoin, QueueStatus, QueueStatusQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { errorResponses } from '../http/errors';
import { perClientLimit } from '../http/per-client-limit';
import type { OnSaleQueue } from '../queue/line';

const EventParams = z.object({ eventId: z.guid('Please give a valid event id') });

export const queueRoutes: FastifyPluginAsyncZod<{ queue: OnSaleQueue; config: Pick<Config, 'orders'> }> = async (
  app,
  { queue, config },
) => {
  // Counted per client address, across instances when Redis is set: a browser checks its place
  // every few seconds, a script flooding the line with tickets is stopped.
  const rateLimit = perClientLimit(config.orders.queue.rateLimitPerMinute, '1 minute', 'queue requests');
  app.post(
    '/queue/:eventId/join',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['queue'],
        summary: "Joins an event's on-sale queue, or answers the place of the ticket this browser already holds",
        params: EventParams,
        body: QueueJoin.nullish(),
        response: { 200: QueueStatus, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => ({ data: await queue.join(request.params.eventId, request.body?.ticket) }),
  );

  app.get(
    '/queue/:eventId/status',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['queue'],
        summary: "A queue ticket's place, estimated wait and, once its turn came, the admission token order create takes",
        params: EventParams,
        querystring: QueueStatusQuery,
        response: { 200: QueueStatus, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => ({ data: await queue.status(request.params.eventId, request.query.ticket) }),
  );
};
