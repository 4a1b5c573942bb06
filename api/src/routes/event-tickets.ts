import { EventTicketList } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { eventTickets } from '../orders/event-tickets';

const ByEventId = z.object({ id: z.guid() });

/** The admin's ticket list of an event (orders/event-tickets.ts): buyer details and money, admins only. */
export const eventTicketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/events/:id/tickets',
    {
      config: { access: 'events:read' },
      schema: {
        tags: ['tickets'],
        summary: "An event's tickets, newest order first: code, attendee, check-in, buyer and where the order's money stands",
        params: ByEventId,
        response: { 200: EventTicketList, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await eventTickets(db, request.params.id) }),
  );
};
