import { experienceApi, partyApi } from '@shared/api';
import type { EventKind } from '@shared/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toCheckoutEvent, type CheckoutEvent, type WireEvent } from './checkoutEvent';
import { checkoutStore } from './checkoutStore';

export type CheckoutEventState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; event: CheckoutEvent };

const fetchEvent = (kind: EventKind, id: string): Promise<WireEvent> =>
  kind === 'experiences' ? experienceApi.get(id) : partyApi.get(id);

/**
 * The event a checkout route is about: shown at once from the navigation state or the
 * checkout store, and always (re)loaded from the API when the URL names it, so a deep link works
 * and the tickets left are current. 'missing' when there is no event to be had at all.
 */
export function useCheckoutEvent(kind: EventKind): CheckoutEventState {
  const [params] = useSearchParams();
  const id = params.get('event');
  const navigationEvent = (useLocation().state as { event?: WireEvent } | null)?.event;
  const cached = useMemo(() => {
    if (navigationEvent && (!id || navigationEvent.id === id)) return navigationEvent;
    return checkoutStore.get(kind, id)?.event;
  }, [kind, id, navigationEvent]);

  const [loaded, setLoaded] = useState<{ key: string; event?: WireEvent; failed?: true }>();
  const key = `${kind}/${id}`;

  useEffect(() => {
    if (cached) checkoutStore.setEvent(kind, cached);
  }, [kind, cached]);

  useEffect(() => {
    if (!id) return;
    let current = true;
    fetchEvent(kind, id).then(
      (event) => {
        if (!current) return;
        checkoutStore.setEvent(kind, event);
        setLoaded({ key, event });
      },
      (error: unknown) => {
        console.error('Could not load the checkout event', error);
        if (current) setLoaded({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, id, key]);

  const fresh = loaded?.key === key ? loaded : undefined;
  const wire = fresh?.event ?? cached;
  if (wire) return { status: 'ready', event: toCheckoutEvent(kind, wire) };
  if (!id || fresh?.failed) return { status: 'missing' };
  return { status: 'loading' };
}
