import { MAX_QUANTITY, type DiscountFor, type EventKind, type Experience, type Party } from '@shared/domain';

/** An event as the API sends it, of either kind. */
export type WireEvent = Experience | Party;

/** The fields the checkout screens read, whichever kind of event it is. */
export interface CheckoutEvent {
  kind: EventKind;
  id: string;
  title: string;
  description: string;
  address: string;
  /** UTC-midnight ISO date of the event. */
  date: string;
  time: string;
  price: number;
  images: string[];
  posterImage: string;
  packages: string[];
  accomodationPriceSingle: number;
  accomodationPriceShared: number;
  discount: number;
  discountFor: DiscountFor;
  /** Capacity less tickets bought and held by unpaid orders. */
  ticketsLeft: number;
  /** 'YYYY-MM-DD'. */
  instalmentDeadline: string;
  /** The event as the API sent it, kept for navigation state and the checkout store. */
  wire: WireEvent;
}

export function toCheckoutEvent(kind: EventKind, wire: WireEvent): CheckoutEvent {
  const common = {
    kind,
    id: wire.id,
    title: wire.title,
    description: wire.description,
    address: wire.address,
    price: wire.price,
    images: wire.images,
    posterImage: wire.posterImage,
    accomodationPriceSingle: wire.accomodationPriceSingle,
    accomodationPriceShared: wire.accomodationPriceShared,
    ticketsLeft: wire.ticketsLeft,
    instalmentDeadline: wire.instalmentDeadline,
    wire,
  };
  if (kind === 'experiences') {
    const experience = wire as Experience;
    return { ...common, date: experience.arrivalDate, time: experience.arrivalTime, packages: experience.eventPackage, discount: 0, discountFor: '' };
  }
  const party = wire as Party;
  return { ...common, date: party.date, time: party.time, packages: [], discount: party.discount, discountFor: party.discountFor };
}

/** The most tickets one order of this event may take: what is left, within the per-order limit. */
export function maxQuantity(event: CheckoutEvent): number {
  return Math.min(event.ticketsLeft, MAX_QUANTITY);
}

/** Quantity kept within 1..maxQuantity (a stored or stale quantity may exceed what is left now). */
export function clampQuantity(event: CheckoutEvent, quantity: number): number {
  return Math.max(1, Math.min(Math.floor(quantity) || 1, maxQuantity(event)));
}

/** The product type the transaction API files this kind of event under. */
export const productTypeOf = (kind: EventKind) => (kind === 'parties' ? 'Party' : 'Experience') as 'Party' | 'Experience';
