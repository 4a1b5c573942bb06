import { type EventKindName, PROMO_MESSAGES, type PromoDiscount } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { promoCodes } from '../db/events-schema';
import { HttpError } from '../http/errors';
import { judgePromoCode } from './lookup';
import { usesOf } from './uses';

/**
 * The code an order asks for, in order create's transaction after the event's row lock: locks the
 * code's row (lock order: event, then promo code; orders/LOCKING.md), counts its uses under that
 * lock and answers what it takes off. A code that cannot be used is a 400 with its reason, thrown
 * before anything is written: never a silent full price.
 */
export async function promoForOrder(
  tx: Db,
  code: string,
  event: { id: string; kind: EventKindName },
): Promise<{ id: string; discount: PromoDiscount }> {
  const verdict = await judgePromoCode(tx, code, event, true);
  if (!verdict) throw new HttpError(400, PROMO_MESSAGES.unknown);
  if ('refused' in verdict) throw new HttpError(400, verdict.refused);
  return verdict.usable;
}

/**
 * For a first payment of an order priced with a code, under the order's lock: the code's row is
 * locked (event, order, then promo code) and its uses by other orders counted, so a late payment
 * whose hold gave its use back cannot make the code used more often than its maximum. Undefined
 * for a code without a maximum.
 */
export async function promoUsesForPayment(
  tx: Db,
  codeId: string,
  orderId: string,
): Promise<{ usedByOthers: number; maxUses: number } | undefined> {
  const [code] = await tx.select({ maxUses: promoCodes.maxUses }).from(promoCodes).where(eq(promoCodes.id, codeId)).for('update');
  if (!code || code.maxUses === null) return undefined;
  return { usedByOthers: await usesOf(tx, codeId, orderId), maxUses: code.maxUses };
}
