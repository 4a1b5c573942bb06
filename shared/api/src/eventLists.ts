// The public event lists, without the client: a public page takes them from index.html's early answers and
// asks with a plain fetch when there is none, so it never downloads the API client or the query
// cache (docs/architecture.md#the-shell-and-the-remotes).
import type { EventKindNames, EventStatus } from '@shared/domain';
import { takeEarlyJson } from './earlyAnswers';

/** Where the API is served from: every call's address starts with it. */
export const apiBase = '/api';

/** The API's word for the kind: /api/experience/get, /api/party/get. */
export type EventListKind = EventKindNames['word'];

/** An event list's path below apiBase; index.html starts the ones a public page shows. */
export const eventListPath = (kind: EventListKind, status: EventStatus) => `/${kind}/get?status=${status}`;

/**
 * A public event list: the answer index.html fetched with the page (once), else the API's answer
 * now. Rejects when the API cannot be reached or answers an error.
 */
export async function fetchEventList<T>(kind: EventListKind, status: EventStatus): Promise<T[]> {
  const url = `${apiBase}${eventListPath(kind, status)}`;
  const early = await takeEarlyJson<{ data: T[] }>(url);
  if (early) return early.data;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}
