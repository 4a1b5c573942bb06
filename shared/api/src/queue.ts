// A visitor's place in an event's on-sale queue (docs/product-rules.md#on-sale-queue): the browser
// keeps its one ticket per event, asks its place every few seconds until its turn comes, and keeps
// the admission for order create. Nothing is asked when the event does not queue.
import { useQuery } from '@tanstack/react-query';
import { QUEUE_CHECK_SECONDS, type QueueState, type QueueStatus } from '@shared/domain';
import { http, statusOf } from './client';
import { queryKeys } from './queryKeys';

const ticketKey = (eventId: string) => `evently:queue-ticket:${eventId}`;
const admissionKey = (eventId: string) => `evently:queue-admission:${eventId}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // No storage: the place lives as long as this page.
  }
}

export const queueApi = {
  join: async (eventId: string, ticket?: string) =>
    (await http.post<QueueStatus>(`/queue/${encodeURIComponent(eventId)}/join`, ticket ? { ticket } : {})).data.data,
  status: async (eventId: string, ticket: string) =>
    (await http.get<QueueStatus>(`/queue/${encodeURIComponent(eventId)}/status`, { params: { ticket } })).data.data,
};

/**
 * This browser's place: its ticket's status, or a new place when it has none (or the queue no
 * longer knows it); the ticket and, once through, the admission are remembered for the event.
 */
export async function placeInQueue(eventId: string): Promise<QueueState> {
  const ticket = read(ticketKey(eventId));
  let state: QueueState;
  try {
    state = ticket ? await queueApi.status(eventId, ticket) : await queueApi.join(eventId);
  } catch (error) {
    if (!(ticket && statusOf(error) === 404)) throw error;
    state = await queueApi.join(eventId);
  }
  write(ticketKey(eventId), state.ticket);
  if (state.admissionToken) write(admissionKey(eventId), state.admissionToken);
  return state;
}

/** The admission this browser holds for the event, sent with its order (none: the event does not queue). */
export const admissionFor = (eventId: string): string | undefined => read(admissionKey(eventId)) ?? undefined;

/** Gives up a place whose turn passed, so the next ask joins the line again. */
export function leaveQueue(eventId: string): void {
  write(ticketKey(eventId), null);
  write(admissionKey(eventId), null);
}

/** The visitor's place while `enabled`, asked again when the queue says (checkAgainSeconds) until they are through or it sold out. */
export function useQueuePlace(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.queue.place(eventId),
    queryFn: () => placeInQueue(eventId),
    enabled,
    refetchInterval: (query) => {
      const state = query.state.data;
      if (!state) return QUEUE_CHECK_SECONDS.min * 1000;
      return state.admitted || state.soldOut || state.checkAgainSeconds === 0 ? false : state.checkAgainSeconds * 1000;
    },
    // A place is never shown from an earlier visit: it moves.
    gcTime: 0,
    meta: { failure: `Could not get a place in the queue of ${eventId}` },
  });
}
