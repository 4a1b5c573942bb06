// The waiting list of a sold-out event (docs/product-rules.md#waiting-list): joining it and a claim
// link's offer on the check-out page, and each event's list in the back office with its two
// actions; the calls, their cache names and hooks, in the scheme of endpoints.ts and queries.ts.
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitingListEntries, WaitingListEntry, WaitingListJoin, WaitingListJoined, WaitingListOffer } from '@shared/domain';
import { http } from './client';
import { queryKeys } from './queryKeys';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

export const waitingListApi = {
  join: async (eventId: string, body: WaitingListJoin) =>
    (await http.post<WaitingListJoined>(at('/waiting-list', eventId), body)).data.data,
  offer: async (token: string) => (await http.get<WaitingListOffer>(at('/waiting-list/claims', token))).data.data,
  list: async (eventId: string) => (await http.get<WaitingListEntries>(`${at('/admin/events', eventId)}/waiting-list`)).data.data,
  remove: async (id: string): Promise<WaitingListEntry> =>
    (await http.delete<{ data: WaitingListEntry }>(at('/admin/waiting-list', id))).data.data,
  offerNow: async (id: string): Promise<WaitingListEntry> =>
    (await http.post<{ data: WaitingListEntry }>(`${at('/admin/waiting-list', id)}/offer`)).data.data,
};

/** Under the events' names: an offer or a removal changes the tickets left, which every event read shows. */
export const waitingListKeys = {
  list: (eventId: string) => [...queryKeys.events.all, 'waiting-list', eventId] as const,
  offer: (token: string) => ['waiting-list-offer', token] as const,
};

/** Public: joins the event's waiting list; answers the entry and its place in line. */
export function useJoinWaitingList(eventId: string) {
  return useMutation({ mutationFn: (body: WaitingListJoin) => waitingListApi.join(eventId, body) });
}

/** Public: what the claim link `token` holds while its offer is open; nothing is asked without a token. */
export function useWaitingListOffer(token: string | null) {
  return useQuery({
    queryKey: waitingListKeys.offer(token ?? ''),
    queryFn: token ? () => waitingListApi.offer(token) : skipToken,
    // A link that has run out is an answer, not a failure to retry; the log names no token.
    retry: false,
    meta: { failure: 'Could not load the waiting-list offer' },
  });
}

/** Admin: an event's waiting list in the order people joined; nothing is asked without an id. */
export function useWaitingList(eventId: string | undefined) {
  return useQuery({
    queryKey: waitingListKeys.list(eventId ?? ''),
    queryFn: eventId ? () => waitingListApi.list(eventId) : skipToken,
    meta: { failure: 'Could not load the waiting list' },
  });
}

/** Admin: an entry's action; the list and every event read (tickets left) are fetched again after it. */
function useWaitingListAction(action: (id: string) => Promise<WaitingListEntry>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => action(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.events.all }),
  });
}

export const useRemoveWaitingListEntry = () => useWaitingListAction(waitingListApi.remove);
export const useOfferWaitingListEntry = () => useWaitingListAction(waitingListApi.offerNow);
