import { eventHasRooms, MAX_QUANTITY, type OrderPayload, type OrderType, QUEUE_MESSAGES, ROOM_REQUIRED_MESSAGE } from '@shared/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders } from '../db/orders-schema';
import { priceForEvent } from '../events/pricing';
import { HttpError, notFound } from '../http/errors';
import { promoForOrder } from '../promo-codes/for-order';
import { type EventRow, findEventRow, kindOf, shortageMessage, ticketCounts, ticketsBoughtByBuyer } from './capacity';
import { newOrderReference } from './reference';
import { heldClaim, markClaimed } from './waiting-list-claim';

/** What an order request comes to: the order held, or a refusal the buyer is told (409). */
export type OrderOutcome = { created: { id: string; reference: string } } | { refused: string };

export interface OrderTaker {
  /**
   * Prices the order from the database copy of its event and holds its tickets, or refuses.
   * Amounts in the payload are never read. Bad requests (400, 404) are thrown as HttpErrors;
   * "not enough tickets", the answer most buyers of a popular event get, is returned.
   */
  create(payload: OrderPayload): Promise<OrderOutcome>;
}

export interface OrderRules {
  holdMinutes: number;
  /** Tickets one buyer e-mail may hold unpaid at once for one event. */
  maxHeldTicketsPerBuyer: number;
  /**
   * Refuses (403) an order for an event sold through the on-sale queue without a valid admission
   * (queue/admission.ts); taken under the event lock with the event as it is now.
   */
  admission?: (event: EventRow, token: string | undefined) => Promise<void>;
}

export function orderTaker(db: Db, rules: OrderRules): OrderTaker {
  // Buyers of one event arriving while its count is being read share that reading instead of
  // each queueing for a connection to read it again; a reading is never kept once it is in.
  const readings = new Map<string, ReturnType<typeof ticketCounts>>();
  const sharedCounts = (type: OrderType, eventId: string) => {
    const key = `${type}:${eventId}`;
    let reading = readings.get(key);
    if (!reading) {
      reading = ticketCounts(db, type, eventId).finally(() => readings.delete(key));
      readings.set(key, reading);
    }
    return reading;
  };
  return { create: (payload) => createOrder(db, payload, rules, sharedCounts) };
}

async function createOrder(
  db: Db,
  payload: OrderPayload,
  { holdMinutes, maxHeldTicketsPerBuyer, admission }: OrderRules,
  counts: (type: OrderType, eventId: string) => ReturnType<typeof ticketCounts>,
): Promise<OrderOutcome> {
  const ids = new Set(payload.items.map((item) => (payload.type === 'PARTY' ? item.partyId : item.experienceId)));
  if (ids.size !== 1) throw new HttpError(400, 'One order is for one event.');
  const [eventId] = ids as Set<string>;
  const quantity = payload.items.reduce((total, item) => total + item.quantity, 0);
  if (quantity > MAX_QUANTITY) throw new HttpError(400, `At most ${MAX_QUANTITY} tickets per order.`);
  const kind = kindOf(payload.type);

  // Sold-out fast path, outside any lock: a buyer who cannot have the tickets even by this reading
  // hears so without queueing for the event lock (when an event sells out, that is most buyers).
  // Tickets are only ever given under the lock below.
  // A waiting-list claim is for tickets its own offer holds, which this reading counts as taken.
  const now = payload.waitingListClaim ? undefined : await counts(payload.type, eventId);
  if (now?.status === 'OPEN') {
    // The event's own rules first: an order it can never take is told so (400), not that it is sold out.
    assertOnSale(now, quantity);
    if (quantity > now.capacity - now.taken) return { refused: shortageMessage(now.capacity - now.taken) };
  }

  return db.transaction(async (tx) => {
    const event = await findEventRow(tx, payload.type, eventId, true);
    if (!event) throw notFound(`${kind.label} not found`);
    if (event.status !== 'OPEN') throw new HttpError(400, `This ${kind.label.toLowerCase()} is closed.`);
    assertOnSale(event, quantity);
    const claim = payload.waitingListClaim
      ? await heldClaim(tx, eventId, payload.waitingListClaim, { email: payload.email, quantity })
      : undefined;
    // A waiting-list offer is its own admission: its tickets are held for this buyer already.
    if (!claim) await admission?.(event, payload.admissionToken);

    const counts = await ticketCounts(tx, payload.type, eventId, undefined, payload.email);
    // The claim's own offer is among the tickets held: they are this buyer's.
    const left = event.capacity - (counts?.taken ?? 0) + (claim?.quantity ?? 0);
    if (quantity > left) return { refused: shortageMessage(left) };
    // Counted under the same lock, so a buyer's parallel orders cannot each see room under the cap:
    // without it, one anonymous buyer could hold an event's whole stock and keep it looking sold out.
    const heldByBuyer = counts?.heldByBuyer ?? 0;
    if (heldByBuyer + quantity > maxHeldTicketsPerBuyer) return { refused: buyerCapMessage(maxHeldTicketsPerBuyer, heldByBuyer) };
    if (event.maxPerEmail !== null) {
      const bought = heldByBuyer + (await ticketsBoughtByBuyer(tx, payload.type, eventId, payload.email));
      if (bought + quantity > event.maxPerEmail) throw new HttpError(400, perEmailMessage(event.maxPerEmail, bought));
    }

    // The payload keeps the wire's spelling (installment); from here on the order says instalment.
    const instalment = payload.installment;
    // An event without rooms books none, whatever the payload says; one with rooms needs a choice.
    const hasRooms = eventHasRooms({
      accomodationPriceSingle: event.accommodationPriceSingle,
      accomodationPriceShared: event.accommodationPriceShared,
    });
    const room = hasRooms ? payload.room : 'NONE';
    if (room === 'NONE' && hasRooms) throw new HttpError(400, ROOM_REQUIRED_MESSAGE);
    // A promo code: its row locked after the event's, its uses counted under that lock (400 when it cannot be used).
    const promo = payload.promoCode ? await promoForOrder(tx, payload.promoCode, event) : undefined;
    const price = priceForEvent(event, { quantity, room, gender: payload.gender, instalment, promo: promo?.discount });
    const [later2 = 0, later3 = 0, later4 = 0] = price.instalments;
    const values = {
      kind: payload.type,
      eventId,
      quantity,
      attendees: payload.attendees ?? [],
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email,
      phoneNumber: payload.phoneNumber,
      address: payload.address,
      room,
      gender: payload.gender,
      instalment,
      paymentType: payload.paymentType,
      unitPrice: price.unitPrice,
      accommodationUnit: price.accommodationUnit,
      discount: price.discount,
      total: price.total,
      dueNow: price.dueNow,
      vat: price.vat,
      charge: price.charge,
      promoCodeId: promo?.id ?? null,
      promoDiscount: price.promoDiscount,
      instalment2: later2,
      instalment3: later3,
      instalment4: later4,
      holdExpiresAt: sql`now() + make_interval(mins => ${holdMinutes})`,
    };
    // A reference drawn before is drawn again; ON CONFLICT keeps the transaction (and its lock) going.
    for (;;) {
      const [order] = await tx
        .insert(orders)
        .values({ ...values, reference: newOrderReference() })
        .onConflictDoNothing({ target: orders.reference })
        .returning({ id: orders.id, reference: orders.reference });
      if (order && claim) await markClaimed(tx, claim, order.id);
      if (order) return { created: order };
    }
  });
}

/**
 * An event's own sale rules that need no count (docs/product-rules.md#sale-rush): tickets go on sale
 * at its on-sale time, and one order buys at most its maxPerOrder.
 */
function assertOnSale(event: Pick<EventRow, 'onSaleAt' | 'maxPerOrder'>, quantity: number): void {
  if (event.onSaleAt !== null && event.onSaleAt.getTime() > Date.now()) throw new HttpError(400, QUEUE_MESSAGES.notOnSale);
  if (quantity > event.maxPerOrder) throw new HttpError(400, perOrderMessage(event.maxPerOrder));
}

/** The 400 message when an order asks for more than the event sells at once. */
export const perOrderMessage = (max: number) => `At most ${max} ${max === 1 ? 'ticket' : 'tickets'} per order for this event.`;

/** The 400 message when a buyer's e-mail would own more tickets of the event than it allows. */
export function perEmailMessage(max: number, already: number): string {
  const have = already === 0 ? '' : ` This e-mail address already has ${already}.`;
  return `At most ${max} ${max === 1 ? 'ticket' : 'tickets'} per e-mail address for this event.${have}`;
}

/** The 409 message when a buyer would hold more unpaid tickets of one event than allowed. */
export function buyerCapMessage(max: number, held: number): string {
  const already =
    held === 0
      ? ''
      : ` You already hold ${held} unpaid ${held === 1 ? 'ticket' : 'tickets'} for it: please pay for them or wait for them to be released.`;
  return `One buyer can hold at most ${max} unpaid ${max === 1 ? 'ticket' : 'tickets'} for an event at a time.${already}`;
}
