import type { EventKind } from '@shared/domain';
import { useEffect, useState } from 'react';
import { kindInfo, type AdminEvent } from '../eventKinds';

export interface KindLists {
  /** OPEN: upcoming, soonest first. */
  upcoming: AdminEvent[];
  /** CLOSED: past, most recent first. */
  past: AdminEvent[];
}

export interface EventLists {
  loading: boolean;
  lists: Record<EventKind, KindLists>;
}

const none: KindLists = { upcoming: [], past: [] };
const when = (e: AdminEvent) => `${e.date}|${e.time}`;

async function load(kind: EventKind): Promise<KindLists> {
  try {
    const [open, closed] = await Promise.all([kindInfo[kind].list('OPEN'), kindInfo[kind].list('CLOSED')]);
    return {
      upcoming: open.sort((a, b) => when(a).localeCompare(when(b))),
      past: closed.sort((a, b) => when(b).localeCompare(when(a))),
    };
  } catch (error) {
    // A failed list load ends loading with an empty list.
    console.error(`Could not load ${kind}`, error);
    return none;
  }
}

/** Both kinds at once (open and closed fetched together): the tabs show both counts. */
export function useEventLists(): EventLists {
  const [state, setState] = useState<EventLists>({ loading: true, lists: { experiences: none, parties: none } });
  useEffect(() => {
    let live = true;
    void Promise.all([load('experiences'), load('parties')]).then(([experiences, parties]) => {
      if (live) setState({ loading: false, lists: { experiences, parties } });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
