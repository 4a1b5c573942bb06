import { type EventKindName, PROMO_MESSAGES, type PromoDiscount } from '@shared/domain';
import type { Db } from '../db/connect';
import { HttpError } from '../http/errors';
import { judgePromoCode } from './lookup';

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
