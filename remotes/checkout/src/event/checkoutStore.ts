// Checkout details are held temporarily: the chosen event, quantity, the contact
// details and the payment being started live in sessionStorage, so they survive a reload and the
// trip to the payment provider and back in the same tab, and are gone when the tab closes. The
// URL's ?event= stays the source of truth; this is a cache (docs/product-rules.md#check-out).
import type { EventKind } from '@shared/domain';
import type { CheckoutFormValues } from '../confirmation/checkoutForm';
import type { WireEvent } from './checkoutEvent';

export type Provider = 'stripe' | 'paypal';

export interface StoredCheckout {
  kind: EventKind;
  event: WireEvent;
  quantity: number;
  form?: CheckoutFormValues;
  /** The promo code applied, asked about again when the buyer comes back (docs/product-rules.md#promo-codes). */
  promoCode?: string;
  /** Set between Pay Now and leaving for the provider. */
  payment?: { redirectUrl: string; provider: Provider };
}

const KEY = 'checkoutDetails';

function read(): StoredCheckout | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredCheckout) : undefined;
  } catch {
    return undefined;
  }
}

export const checkoutStore = {
  /** The stored checkout of this kind (and of this event when an id is given). */
  get(kind: EventKind, eventId?: string | null): StoredCheckout | undefined {
    const stored = read();
    if (!stored || stored.kind !== kind) return undefined;
    return eventId && stored.event.id !== eventId ? undefined : stored;
  },
  /** Stores the event; keeps quantity and details only while it is the same event. */
  setEvent(kind: EventKind, event: WireEvent): void {
    const stored = read();
    const same = stored?.kind === kind && stored.event.id === event.id;
    sessionStorage.setItem(KEY, JSON.stringify(same ? { ...stored, event } : { kind, event, quantity: 1 }));
  },
  update(kind: EventKind, eventId: string, patch: Partial<Omit<StoredCheckout, 'kind' | 'event'>>): void {
    const stored = this.get(kind, eventId);
    if (stored) sessionStorage.setItem(KEY, JSON.stringify({ ...stored, ...patch }));
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};
