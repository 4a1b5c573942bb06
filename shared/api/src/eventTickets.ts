// The admin's ticket list of one event (GET /admin/events/{id}/tickets): its calls, its cache names
// and its hooks, in the scheme of endpoints.ts, queryKeys.ts and queries.ts.
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
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
 * Admin: one page of an event's tickets as the API searches and sorts them; the last page stays
 * until the next arrives. Nothing is asked without an id.
 */
export function useEventTicketPage(eventId: string | undefined, query: EventTicketPageQuery) {
  return useQuery({
    queryKey: eventTicketKeys.page(eventId ?? '', query),
    queryFn: eventId ? () => eventTicketApi.page(eventId, query) : skipToken,
    placeholderData: keepPreviousData,
    meta: { failure: 'Could not load the tickets' },
  });
}
