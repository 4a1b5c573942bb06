import { useCallback, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { EventValues, FormError } from './eventValues';
import { showValidationError } from './validationToast';

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** Where a field's error shows: marked, said under it (tied by aria-describedby) and focused. */
export interface FieldErrorProps {
  error: boolean;
  helperText: ReactNode;
  inputRef: (element: HTMLElement | null) => void;
}

/**
 * The state of an event form: its values, typed setters for the inputs, image bookkeeping, and the
 * rule it failed last (docs/product-rules.md#event-forms): that field is marked with the message
 * under it until it is changed, focus goes to it, and the spec's toast says it too.
 */
export function useEventForm<V extends EventValues>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [busy, setBusy] = useState({ images: false, poster: false });
  const [error, setError] = useState<FormError<V>>();
  const elements = useRef(new Map<string, HTMLElement>());

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError((current) => (current?.field === key ? undefined : current));
  }, []);

  /** Marks the field, says why under it and in a toast, and moves focus to it. */
  const fail = useCallback((failed: FormError<V>) => {
    setError(failed);
    showValidationError(failed.message);
    elements.current.get(failed.field)?.focus();
  }, []);

  /** error, helperText and inputRef for the field `key`; `helper` is what it says when it is fine. */
  const errorProps = (key: keyof V & string, helper?: ReactNode): FieldErrorProps => ({
    error: error?.field === key,
    helperText: error?.field === key ? error.message : helper,
    inputRef: (element) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
  });

  /** value + onChange (and the error props) for a text input bound to `key`. */
  const bind = (key: TextKey<V> | TextKey<EventValues>, helper?: ReactNode) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value as V[typeof key]),
    ...errorProps(key as keyof V & string, helper),
  });

  // Uploads finish in any order, so images are added to whatever the list is by then.
  const images = useMemo(
    () => ({
      add: (url: string) => {
        setValues((v) => ({ ...v, images: [...v.images, url] }));
        setError((current) => (current?.field === 'images' ? undefined : current));
      },
      remove: (url: string) => setValues((v) => ({ ...v, images: v.images.filter((u) => u !== url) })),
      /** Moves the image at `from` to `to`: the admin's order is the order the event page shows. */
      move: (from: number, to: number) =>
        setValues((v) => {
          const next = [...v.images];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved);
          return { ...v, images: next };
        }),
      busy: (b: boolean) => setBusy((current) => ({ ...current, images: b })),
    }),
    [],
  );
  const poster = useMemo(
    () => ({
      add: (url: string) => {
        setValues((v) => ({ ...v, posterImage: url }));
        setError((current) => (current?.field === 'posterImage' ? undefined : current));
      },
      remove: () => setValues((v) => ({ ...v, posterImage: '' })),
      busy: (b: boolean) => setBusy((current) => ({ ...current, poster: b })),
    }),
    [],
  );

  return { values, setValues, set, bind, errorProps, fail, images, poster, uploading: busy.images || busy.poster };
}

export type EventForm<V extends EventValues> = ReturnType<typeof useEventForm<V>>;
