import { EventTicketList, EventTicketPage, EventTicketQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect';
import type { ListCache } from '../db/list-cache';
import { errorResponses } from '../http/errors';
import { eventTickets, pageEventTickets } from '../orders/event-tickets';

const ByEventId = z.object({ id: z.guid() });

/** The admin's ticket list of an event (orders/event-tickets.ts): buyer details and money, admins only. */
export const eventTicketRoutes: FastifyPluginAsyncZod<{ db: Db; totals: ListCache<number> }> = async (app, { db, totals }) => {
  app.get(
    '/admin/events/:id/tickets',
    {
      config: { access: 'events:read' },
      schema: {
        tags: ['tickets'],
        summary:
          "An event's tickets, newest order first: code, attendee, check-in, buyer and where the order's money stands; " +
          'one page of them, searched and sorted, with page',
        description:
          'Without page: every ticket of the event in one answer, { data }. With page (from 1): pageSize tickets ' +
          '(10 unless told, at most 100) and the total matching over all pages. search keeps the tickets each of whose ' +
          "words is in the ticket's code, its attendee's name, the buyer's first or last name or e-mail, or the order's " +
          'reference, in any case. sort names a column (date: when the order was placed; status: the check-in, by its label), ' +
          'dir its direction (desc unless told); ties keep the list order. The money columns are not sortable. total counts ' +
          'the matching tickets over all pages; each API process keeps it for LIST_CACHE_MS by event and search (its own ' +
          'writes clear it), so a ticket issued through another shows in it within that time.',
        params: ByEventId,
        querystring: EventTicketQuery,
        // The page first: an answer with its paging figures is a page, else the whole list.
        response: { 200: z.union([EventTicketPage, EventTicketList]), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, ...paging } = request.query;
      return page === undefined ? { data: await eventTickets(db, id) } : pageEventTickets(db, id, { page, ...paging }, totals);
    },
  );
};
