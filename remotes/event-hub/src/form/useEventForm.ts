import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { EventValues } from './eventValues';

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** The state of an event form: its values, typed setters for the inputs, and image bookkeeping. */
export function useEventForm<V extends EventValues>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [busy, setBusy] = useState({ images: false, poster: false });

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value })), []);

  /** value + onChange for a text input bound to `key`. */
  const bind = (key: TextKey<V> | TextKey<EventValues>) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value as V[typeof key]),
  });

  // Uploads finish in any order, so images are added to whatever the list is by then.
  const images = useMemo(
    () => ({
      add: (url: string) => setValues((v) => ({ ...v, images: [...v.images, url] })),
      remove: (url: string) => setValues((v) => ({ ...v, images: v.images.filter((u) => u !== url) })),
      busy: (b: boolean) => setBusy((current) => ({ ...current, images: b })),
    }),
    [],
  );
  const poster = useMemo(
    () => ({
      add: (url: string) => setValues((v) => ({ ...v, posterImage: url })),
      remove: () => setValues((v) => ({ ...v, posterImage: '' })),
      busy: (b: boolean) => setBusy((current) => ({ ...current, poster: b })),
    }),
    [],
  );

  return { values, setValues, set, bind, images, poster, uploading: busy.images || busy.poster };
}

export type EventForm<V extends EventValues> = ReturnType<typeof useEventForm<V>>;
