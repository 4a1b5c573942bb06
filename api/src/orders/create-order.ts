import { eventHasRooms, MAX_QUANTITY, type OrderPayload, type OrderType, ROOM_REQUIRED_MESSAGE } from '@shared/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders } from '../db/orders-schema';
import { priceForEvent } from '../events/pricing';
import { HttpError, notFound } from '../http/errors';
import { promoForOrder } from '../promo-codes/for-order';
import { findEventRow, kindOf, shortageMessage, ticketCounts } from './capacity';
import { newOrderReference } from './reference';

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
  { holdMinutes, maxHeldTicketsPerBuyer }: OrderRules,
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
  const now = await counts(payload.type, eventId);
  if (now?.status === 'OPEN' && quantity > now.capacity - now.taken) return { refused: shortageMessage(now.capacity - now.taken) };

  return db.transaction(async (tx) => {
    const event = await findEventRow(tx, payload.type, eventId, true);
    if (!event) throw notFound(`${kind.label} not found`);
    if (event.status !== 'OPEN') throw new HttpError(400, `This ${kind.label.toLowerCase()} is closed.`);

    const counts = await ticketCounts(tx, payload.type, eventId, undefined, payload.email);
    const left = event.capacity - (counts?.taken ?? 0);
    if (quantity > left) return { refused: shortageMessage(left) };
    // Counted under the same lock, so a buyer's parallel orders cannot each see room under the cap:
    // without it, one anonymous buyer could hold an event's whole stock and keep it looking sold out.
    const heldByBuyer = counts?.heldByBuyer ?? 0;
    if (heldByBuyer + quantity > maxHeldTicketsPerBuyer) return { refused: buyerCapMessage(maxHeldTicketsPerBuyer, heldByBuyer) };

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
      if (order) return { created: order };
    }
  });
}

/** The 409 message when a buyer would hold more unpaid tickets of one event than allowed. */
export function buyerCapMessage(max: number, held: number): string {
  const already =
    held === 0
      ? ''
      : ` You already hold ${held} unpaid ${held === 1 ? 'ticket' : 'tickets'} for it: please pay for them or wait for them to be released.`;
  return `One buyer can hold at most ${max} unpaid ${max === 1 ? 'ticket' : 'tickets'} for an event at a time.${already}`;
}
