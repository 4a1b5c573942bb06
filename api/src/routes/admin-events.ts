import { AdminEventPage, AdminEventPageQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import type { ListCache } from '../db/list-cache';
import { sendCachedJson } from '../http/cached-json';
import { pageAdminEvents } from '../events/admin-page';
import { errorResponses } from '../http/errors';

/**
 * The Event Hub's table of events (events/admin-page.ts), a page at a time. A page is the same for
 * every member who may see it and sums its events' payments: one copy a page is kept for a moment
 * (db/list-cache.ts), cleared by any write.
 */
export const adminEventRoutes: FastifyPluginAsyncZod<{ db: Db; lists: ListCache }> = async (app, { db, lists }) => {
  app.get(
    '/admin/events',
    {
      config: { access: 'events:read' },
      schema: {
        tags: ['events'],
        summary:
          "One page of a kind's events as the Event Hub lists them, 10 a page by default: upcoming (OPEN) soonest first, " +
          'then past (CLOSED) most recent first; with every tab and filter count',
        description:
          'filter keeps the upcoming events, the past ones or all of them; ties are ordered by id. Each row is what the ' +
          "table shows: title, status, day, start time and zone, price, capacity and tickets sold (the event lists' figure). " +
          'total counts the events the filter keeps over all pages; counts holds all, upcoming and past of both kinds. ' +
          'Each API process keeps a page for LIST_CACHE_MS (its own writes clear it), so a change made through another ' +
          'shows within that time.',
        querystring: AdminEventPageQuery,
        response: { 200: AdminEventPage, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      // Keyed by the whole query as parsed (its defaults filled in), so a page is never kept under
      // another's key, whatever the query comes to hold.
      return sendCachedJson(reply, lists, `admin-events:${JSON.stringify(request.query)}`, AdminEventPage, async () => ({
        ...(await pageAdminEvents(db, request.query)),
        page,
        pageSize,
      }));
    },
  );
};
