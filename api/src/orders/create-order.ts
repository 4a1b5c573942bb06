import { type DiscountFor, MAX_QUANTITY, type OrderPayload, priceOrder } from '@shared/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders } from '../db/orders-schema';
import { HttpError, notFound } from '../http/errors';
import { findEventRow, kindOf, shortageMessage, ticketCounts } from './capacity';

/**
 * Prices the order from the database copy of its event and holds its tickets, or refuses.
 * Amounts in the payload are never read.
 */
export async function createOrder(db: Db, payload: OrderPayload, holdMinutes: number): Promise<{ id: string }> {
  const ids = new Set(payload.items.map((item) => (payload.type === 'PARTY' ? item.partyId : item.experienceId)));
  if (ids.size !== 1) throw new HttpError(400, 'One order is for one event.');
  const [eventId] = ids as Set<string>;
  const quantity = payload.items.reduce((total, item) => total + item.quantity, 0);
  if (quantity > MAX_QUANTITY) throw new HttpError(400, `At most ${MAX_QUANTITY} tickets per order.`);
  const kind = kindOf(payload.type);

  // Sold-out fast path, outside any lock: a buyer who cannot have the tickets even by this reading
  // hears so without queueing for the event lock (when an event sells out, that is most buyers).
  // Tickets are only ever given under the lock below.
  const now = await ticketCounts(db, payload.type, eventId);
  if (now?.status === 'OPEN' && quantity > now.capacity - now.taken) throw new HttpError(409, shortageMessage(now.capacity - now.taken));

  return db.transaction(async (tx) => {
    const event = await findEventRow(tx, payload.type, eventId, true);
    if (!event) throw notFound(`${kind.noun} not found`);
    if (event.status !== 'OPEN') throw new HttpError(400, `This ${kind.noun.toLowerCase()} is closed.`);

    const left = event.capacity - ((await ticketCounts(tx, payload.type, eventId))?.taken ?? 0);
    if (quantity > left) throw new HttpError(409, shortageMessage(left));

    const price = priceOrder({
      kind: payload.type === 'PARTY' ? 'party' : 'experience',
      price: event.price,
      accomodationPriceSingle: event.accomodationPriceSingle,
      accomodationPriceShared: event.accomodationPriceShared,
      // A CHECK constraint keeps discount_for to DiscountFor's values.
      ...('discount' in event ? { discount: event.discount, discountFor: event.discountFor as DiscountFor } : {}),
      quantity,
      room: payload.room,
      gender: payload.gender,
      installment: payload.installment,
    });
    const [later2 = 0, later3 = 0, later4 = 0] = price.instalments;
    const [order] = await tx
      .insert(orders)
      .values({
        kind: payload.type,
        eventId,
        quantity,
        firstName: payload.firstName,
        lastName: payload.lastName,
        email: payload.email,
        phoneNumber: payload.phoneNumber,
        address: payload.address,
        room: payload.room,
        gender: payload.gender,
        installment: payload.installment,
        paymentType: payload.paymentType,
        unitPrice: price.unitPrice,
        accommodationUnit: price.accommodationUnit,
        discount: price.discount,
        total: price.total,
        dueNow: price.dueNow,
        vat: price.vat,
        charge: price.charge,
        instalment2: later2,
        instalment3: later3,
        instalment4: later4,
        holdExpiresAt: sql`now() + make_interval(mins => ${holdMinutes})`,
      })
      .returning({ id: orders.id });
    return order;
  });
}
