import { experienceApi, partyApi } from '@shared/api';
import type { EventKind, Experience, Party } from '@shared/domain';
import { useEffect, useState } from 'react';

export type LoadedEvent = { kind: 'experiences'; event: Experience } | { kind: 'parties'; event: Party };

export type AdminEventState = { state: 'none' } | { state: 'loading' } | { state: 'failed' } | ({ state: 'loaded' } & LoadedEvent);

async function fetchEvent(kind: EventKind, id: string): Promise<LoadedEvent> {
  return kind === 'experiences' ? { kind, event: await experienceApi.get(id) } : { kind, event: await partyApi.get(id) };
}

/** One event from the API (none without an id); `onFailure` runs once if it cannot be loaded. */
export function useAdminEvent(kind: EventKind, id: string | null, onFailure: () => void): AdminEventState {
  const [loaded, setLoaded] = useState<{ key: string; value: AdminEventState }>();
  const key = `${kind}/${id}`;
  useEffect(() => {
    if (id === null) return;
    let live = true;
    fetchEvent(kind, id).then(
      (value) => live && setLoaded({ key, value: { state: 'loaded', ...value } }),
      (error: unknown) => {
        console.error(`Could not load ${key}`, error);
        if (!live) return;
        setLoaded({ key, value: { state: 'failed' } });
        onFailure();
      },
    );
    return () => {
      live = false;
    };
    // onFailure is fixed per page; the event is decided by kind and id.
  }, [kind, id, key]);
  if (id === null) return { state: 'none' };
  return loaded?.key === key ? loaded.value : { state: 'loading' };
}
