// The event a checkout route has before the API answers (docs/product-rules.md#check-out): the one
// the previous screen passed along in the navigation state, else the one this tab's checkout store
// remembers. The API's answer is remembered in its place, so a reload or the way back from the
// payment provider shows it at once.
import type { EventKind } from '@shared/domain';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { WireEvent } from './checkoutEvent';
import { checkoutStore } from './checkoutStore';

export function useRememberedEvent(kind: EventKind, id: string | null, answered: WireEvent | undefined): WireEvent | undefined {
  const navigationEvent = (useLocation().state as { event?: WireEvent } | null)?.event;
  const remembered = useMemo(() => {
    if (navigationEvent && (!id || navigationEvent.id === id)) return navigationEvent;
    return checkoutStore.get(kind, id)?.event;
  }, [kind, id, navigationEvent]);

  useEffect(() => {
    if (remembered) checkoutStore.setEvent(kind, remembered);
  }, [kind, remembered]);
  useEffect(() => {
    if (answered) checkoutStore.setEvent(kind, answered);
  }, [kind, answered]);

  return remembered;
}
