import { useWaitingListOffer } from '@shared/api';
import type { WaitingListOffer } from '@shared/domain';
import { useSearchParams } from 'react-router-dom';
import type { CheckoutEvent } from '../event/checkoutEvent';

/** A claim link's open offer for the event on screen (docs/product-rules.md#waiting-list). */
export interface Claim {
  token: string;
  offer: WaitingListOffer['data'];
}

/** What the page's `?claim=` comes to: undefined without one. */
export type ClaimState = Claim | 'loading' | 'gone' | undefined;

/**
 * What the page's `?claim=` holds for this event: the claim while its offer is open, 'gone' once it
 * has run out or been used (or names another event), 'loading' until the API has said.
 */
export function useClaim(eventId: string): ClaimState {
  const token = useSearchParams()[0].get('claim');
  const read = useWaitingListOffer(token);
  if (!token) return undefined;
  if (read.isError || (read.data && read.data.eventId !== eventId)) return 'gone';
  return read.data ? { token, offer: read.data } : 'loading';
}

/** The claim when its offer is open. */
export const liveClaim = (state: ClaimState): Claim | undefined => (typeof state === 'object' ? state : undefined);

/**
 * The event as the claimer may order it: the tickets left are the ones the offer holds for them
 * (the event reads sold out to everyone else, because of those very tickets).
 */
export const heldFor = (event: CheckoutEvent, state: ClaimState): CheckoutEvent => {
  const claim = liveClaim(state);
  return claim ? { ...event, ticketsLeft: claim.offer.quantity } : event;
};

/** The claim's part of a checkout address: '&claim={token}', or nothing. */
export const claimQuery = (state: ClaimState): string => {
  const claim = liveClaim(state);
  return claim ? `&claim=${encodeURIComponent(claim.token)}` : '';
};

/** The most tickets one order of the event may take: its per-order limit. */
export const maxPerOrderOf = (event: CheckoutEvent): number => event.maxPerOrder;
