// The lists state: per kind, the open and closed groups plus when they were fetched.
// Invalidation clears the time, which forces the next reader to fetch again.
import { fetchEventList } from '@shared/api/early';
import { store } from '@shared/store';
import { kindOfSegment, type EventKind, type EventStatus, type Experience, type Party } from '@shared/domain';
import { atom, useAtomValue } from 'jotai';
import { startTransition, useEffect } from 'react';
import { byDate, type Listing, toListing } from './listing';

export interface EventLists {
  open: Listing[];
  closed: Listing[];
  lastFetched: number | null;
  loading: boolean;
}

const empty: EventLists = { open: [], closed: [], lastFetched: null, loading: false };

export const listsAtoms = {
  experiences: atom<EventLists>(empty),
  parties: atom<EventLists>(empty),
};

/**
 * index.html fetched the lists of a public page it opens on; a list fetched again (after an
 * invalidation, or on a page reached later) is a plain fetch too: a public page loads neither the
 * API client nor the query cache of the back office.
 */
async function fetchList(kind: EventKind, status: EventStatus): Promise<Listing[]> {
  const events = await fetchEventList<Experience | Party>(kindOfSegment(kind).word, status);
  return events.map((event) => toListing(kind, event));
}

const fetchBoth = (kind: EventKind) => Promise.all([fetchList(kind, 'OPEN'), fetchList(kind, 'CLOSED')]);

export async function loadLists(kind: EventKind): Promise<void> {
  const current = store.get(listsAtoms[kind]);
  if (current.loading || current.lastFetched !== null) return;
  store.set(listsAtoms[kind], { ...current, loading: true });
  try {
    const [open, closed] = await fetchBoth(kind);
    // Rendering a list of cards is the heaviest work of a public page: as a transition it runs in
    // slices between which the browser can paint and answer the visitor.
    startTransition(() =>
      store.set(listsAtoms[kind], { open: open.sort(byDate), closed: closed.sort(byDate), lastFetched: Date.now(), loading: false }),
    );
  } catch (error) {
    // A failed load ends loading with an empty list and no message.
    console.error(`Could not load ${kind}`, error);
    store.set(listsAtoms[kind], { ...empty, lastFetched: Date.now() });
  }
}

export function invalidateLists(kind: EventKind): void {
  store.set(listsAtoms[kind], { ...store.get(listsAtoms[kind]), lastFetched: null });
}

/** The lists of one kind, fetched on first use (and again after invalidation). */
export function useEventLists(kind: EventKind): EventLists {
  const lists = useAtomValue(listsAtoms[kind], { store });
  useEffect(() => {
    if (lists.lastFetched === null) void loadLists(kind);
  }, [kind, lists.lastFetched]);
  return lists;
}
