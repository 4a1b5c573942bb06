// The public event lists, axios-free: a public page takes them from index.html's early answers
// and loads the API client (with axios) only when there is none.
import type { EventStatus } from '@shared/domain';
import { takeEarlyJson } from './early-answers';

/** Where the API is served from: the client's baseURL. */
export const apiBase = '/api';

export type EventListKind = 'experience' | 'party';

/** An event list's path below apiBase; index.html starts the ones a public page shows. */
export const eventListPath = (kind: EventListKind, status: EventStatus) => `/${kind}/get?status=${status}`;

/** The list index.html fetched with the page, once; undefined when it did not or the request failed. */
export async function takeEarlyEventList<T>(kind: EventListKind, status: EventStatus): Promise<T[] | undefined> {
  return (await takeEarlyJson<{ data: T[] }>(`${apiBase}${eventListPath(kind, status)}`))?.data;
}
