import { AdminEventPage, AdminEventPageQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { pageAdminEvents } from '../events/admin-page';
import { errorResponses } from '../http/errors';

/** The Event Hub's table of events (events/admin-page.ts), a page at a time. */
export const adminEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
          'total counts the events the filter keeps over all pages; counts holds all, upcoming and past of both kinds.',
        querystring: AdminEventPageQuery,
        response: { 200: AdminEventPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await pageAdminEvents(db, request.query)), page, pageSize };
    },
  );
};
