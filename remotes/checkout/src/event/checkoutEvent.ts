import {
  DEFAULT_SALE_SETTINGS,
  MAX_QUANTITY,
  summarizeEvent,
  type DiscountFor,
  type EventKind,
  type EventSummary,
  type Experience,
  type Party,
} from '@shared/domain';

/** An event as the API sends it, of either kind. */
export type WireEvent = Experience | Party;

/** What the checkout screens read of an event, whichever kind it is. */
export interface CheckoutEvent extends EventSummary {
  packages: string[];
  discount: number;
  discountFor: DiscountFor;
  /** The event as the API sent it, kept for navigation state and the checkout store. */
  wire: WireEvent;
}

export type CheckoutEventState =
  { status: 'loading' } | { status: 'missing' } | { status: 'unavailable' } | { status: 'ready'; event: CheckoutEvent };

/**
 * What a checkout route shows of the event its URL names (`id`, from ?event=): the API's answer
 * (`read`, a query of @shared/api) as soon as there is one, meanwhile the event the buyer already
 * had (`remembered`); 'missing' when the URL names no event, 'unavailable' when the one it names
 * cannot be loaded (unknown, removed, or the API did not answer).
 */
export function checkoutEventState(
  kind: EventKind,
  id: string | null,
  read: { data?: WireEvent; isError: boolean },
  remembered: WireEvent | undefined,
): CheckoutEventState {
  const wire = read.data ?? remembered;
  if (wire) return { status: 'ready', event: toCheckoutEvent(kind, wire) };
  if (!id) return { status: 'missing' };
  if (read.isError) return { status: 'unavailable' };
  return { status: 'loading' };
}

export function toCheckoutEvent(kind: EventKind, wire: WireEvent): CheckoutEvent {
  const extra =
    'arrivalDate' in wire
      ? { packages: wire.eventPackage, discount: 0, discountFor: '' as const }
      : { packages: [], discount: wire.discount, discountFor: wire.discountFor };
  // A tab may remember an event from before events carried their sale settings (checkoutStore):
  // until the API answers, it sells as it did then.
  return { ...summarizeEvent(kind, { ...DEFAULT_SALE_SETTINGS, ...wire }), ...extra, wire };
}

/**
 * The most tickets one order of this event may take: what is left, within the event's own limits
 * per order and per buyer e-mail address (an order above either is refused) and the tickets one
 * buyer may hold at once (`buyerLimit`, when the API has said).
 */
export function maxQuantity(event: CheckoutEvent, buyerLimit = MAX_QUANTITY): number {
  return Math.min(event.ticketsLeft, MAX_QUANTITY, event.maxPerOrder, event.maxPerEmail ?? MAX_QUANTITY, buyerLimit);
}

const tickets = (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`);

/**
 * Why the quantity stops where it does, when it is the event's own limit rather than what is left:
 * 'At most 4 tickets per order' (docs/product-rules.md#on-sale-time-and-limits); null otherwise.
 */
export function orderLimitNote(event: CheckoutEvent, buyerLimit?: number): string | null {
  const most = maxQuantity(event, buyerLimit);
  if (most >= event.ticketsLeft) return null;
  if (event.maxPerEmail !== null && most === event.maxPerEmail && event.maxPerEmail < event.maxPerOrder)
    return `At most ${tickets(most)} per e-mail address`;
  return most === event.maxPerOrder ? `At most ${tickets(most)} per order` : null;
}

/** Quantity kept within 1..maxQuantity (a stored or stale quantity may exceed what is left now). */
export function clampQuantity(event: CheckoutEvent, quantity: number, buyerLimit?: number): number {
  return Math.max(1, Math.min(Math.floor(quantity) || 1, maxQuantity(event, buyerLimit)));
}
