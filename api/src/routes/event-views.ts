import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { eventViewCounts, recordEventView } from '../events/views';
import { errorResponses, notFound } from '../http/errors';

const ById = z.object({ id: z.guid() });

const NO_EVENT = 'Event not found';

/** The admin's EVENT VIEW figure: views in the last 30 days and in the 30 before. */
export const EventViews = z.object({
  data: z.object({
    last30: z.int().min(0).describe('Views of the event page in the last 30 days, today included'),
    previous30: z.int().min(0).describe('Views in the 30 days before those'),
  }),
});

/** Event page views (docs/product-rules.md#event-views): the storefront counts, the admin reads. */
export const eventViewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/events/:id/views',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: "Counts one view of the event's page today; sends and keeps nothing about the visitor",
        params: ById,
        response: { 204: z.null().describe('Counted'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await recordEventView(db, request.params.id, new Date()))) throw notFound(NO_EVENT);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/events/:id/views',
    {
      config: { access: 'events:read' },
      schema: {
        tags: ['events'],
        summary: "Views of the event's page in the last 30 days and the 30 before",
        params: ById,
        response: { 200: EventViews, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const data = await eventViewCounts(db, request.params.id, new Date());
      if (!data) throw notFound(NO_EVENT);
      return { data };
    },
  );
};
