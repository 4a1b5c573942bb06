// The admin's ticket list of one event (GET /admin/events/{id}/tickets): its calls, its cache names
// and its hooks, in the scheme of endpoints.ts, queryKeys.ts and queries.ts.
import { keepPreviousData, queryOptions, skipToken, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import type { EventTicket, EventTicketList, EventTicketPage, EventTicketPageQuery } from '@shared/domain';
import { http } from './client';
import { queryKeys } from './queryKeys';

const ticketsOf = (eventId: string) => `/admin/events/${encodeURIComponent(eventId)}/tickets`;

export const eventTicketApi = {
  /** Every ticket of the event at once, newest order first: what the CSV holds. */
  list: async (eventId: string): Promise<EventTicket[]> => (await http.get<EventTicketList>(ticketsOf(eventId))).data.data,
  /** One page of them, searched and sorted by the API. */
  page: async (eventId: string, query: EventTicketPageQuery): Promise<EventTicketPage> =>
    (await http.get<EventTicketPage>(ticketsOf(eventId), { params: query })).data,
};

/** Under the orders' names: a refund, a cancellation or a corrected buyer refreshes every order read, this list included. */
export const eventTicketKeys = {
  list: (eventId: string) => [...queryKeys.orders.all, 'event-tickets', eventId] as const,
  page: (eventId: string, query: EventTicketPageQuery) => [...queryKeys.orders.all, 'event-tickets', eventId, 'page', query] as const,
};

/** Admin: every ticket of one event with its attendee, check-in and its order's money; nothing is asked without an id. */
export function useEventTickets(eventId: string | undefined) {
  return useQuery({
    queryKey: eventTicketKeys.list(eventId ?? ''),
    queryFn: eventId ? () => eventTicketApi.list(eventId) : skipToken,
    meta: { failure: 'Could not load the tickets' },
  });
}

/**
 * How long a page of tickets, once answered, counts as fresh: long enough for the answer to a
 * prefetch (usePrefetchEventTicketPage) to be handed to the page's own read without asking again
 * while the page's code still loads, even on a slow, busy machine (the data grid alone took over
 * 2 s there); short enough that a later visit asks again, as every read does, and a write that
 * changes orders refreshes it at once (docs/architecture.md#the-ticket-list-asks-before-its-page-loads).
 */
export const EVENT_TICKET_PAGE_HANDOVER_MS = 10_000;

const eventTicketPageQuery = (eventId: string, query: EventTicketPageQuery) =>
  queryOptions({
    queryKey: eventTicketKeys.page(eventId, query),
    queryFn: () => eventTicketApi.page(eventId, query),
    staleTime: EVENT_TICKET_PAGE_HANDOVER_MS,
    meta: { failure: 'Could not load the tickets' },
  });

/**
 * Admin: one page of an event's tickets as the API searches and sorts them; the last page stays
 * until the next arrives. Nothing is asked without an id.
 */
export function useEventTicketPage(eventId: string | undefined, query: EventTicketPageQuery) {
  return useQuery({
    ...eventTicketPageQuery(eventId ?? '', query),
    ...(!eventId && { queryFn: skipToken }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Asks for the page of tickets useEventTicketPage will read, from a route that renders before the
 * page's code is in (during render, before the lazy page suspends); not again while it is cached.
 */
export function usePrefetchEventTicketPage(eventId: string, query: EventTicketPageQuery): void {
  usePrefetchQuery(eventTicketPageQuery(eventId, query));
}
