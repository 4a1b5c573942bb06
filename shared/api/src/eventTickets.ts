// The admin's ticket list of one event (GET /admin/events/{id}/tickets): its call, its cache name
// and its hook, in the scheme of endpoints.ts, queryKeys.ts and queries.ts.
import { skipToken, useQuery } from '@tanstack/react-query';
import type { EventTicket, EventTicketList } from '@shared/domain';
import { http } from './client';
import { queryKeys } from './queryKeys';

export const eventTicketApi = {
  list: async (eventId: string): Promise<EventTicket[]> =>
    (await http.get<EventTicketList>(`/admin/events/${encodeURIComponent(eventId)}/tickets`)).data.data,
};

/** Under the orders' names: a refund, a cancellation or a corrected buyer refreshes every order read, this list included. */
export const eventTicketKeys = {
  list: (eventId: string) => [...queryKeys.orders.all, 'event-tickets', eventId] as const,
};

/** Admin: every ticket of one event with its attendee, check-in and its order's money; nothing is asked without an id. */
export function useEventTickets(eventId: string | undefined) {
  return useQuery({
    queryKey: eventTicketKeys.list(eventId ?? ''),
    queryFn: eventId ? () => eventTicketApi.list(eventId) : skipToken,
    meta: { failure: 'Could not load the tickets' },
  });
}
