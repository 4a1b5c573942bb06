import { eventHasRooms, PROMO_MESSAGES, type PromoCheck, type PromoCheckResult } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events } from '../db/events-schema';
import { fromRow } from '../events/model';
import { priceForEvent } from '../events/pricing';
import { notFound } from '../http/errors';
import { judgePromoCode } from './lookup';

/**
 * POST /promo-codes/check: whether the code would take something off this order, and how much
 * before VAT, from the same rule and the same pricing as order create. Only reads: the use is
 * taken by the order itself, under the code's lock. Without a room the tickets alone are priced;
 * without a gender, before a party's gender discount.
 */
export async function checkPromoCode(db: Db, { code, eventId, quantity, room, gender }: PromoCheck): Promise<PromoCheckResult['data']> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) throw notFound('Event not found');
  const event = fromRow(row);
  const verdict = await judgePromoCode(db, code, event, false);
  if (!verdict || 'refused' in verdict) return { valid: false, discount: 0, message: verdict?.refused ?? PROMO_MESSAGES.unknown };
  const hasRooms = eventHasRooms({
    accomodationPriceSingle: event.accommodationPriceSingle,
    accomodationPriceShared: event.accommodationPriceShared,
  });
  const roomChosen = hasRooms && room !== undefined && room !== 'NONE';
  const priced = {
    ...event,
    ...(roomChosen ? {} : { accommodationPriceSingle: 0, accommodationPriceShared: 0 }),
    ...(event.kind === 'PARTY' && !gender ? { discount: 0 } : {}),
  };
  const price = priceForEvent(priced, {
    quantity,
    room: roomChosen ? room : 'NONE',
    gender: gender ?? 'FEMALE',
    instalment: 'FULL',
    promo: verdict.usable.discount,
  });
  return { valid: true, discount: price.promoDiscount };
}
