import type { EventKindName, PromoDiscount } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { promoCodes } from '../db/events-schema';
import { promoRefusal } from './rules';
import { usesOf } from './uses';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/**
 * A code by its text (already upper-case: PromoCodeText), taking its row lock when `lock` is set:
 * the lock is what serialises the uses of one code (orders/LOCKING.md).
 */
export async function findPromoCode(db: Db, code: string, lock: boolean): Promise<PromoCodeRow | undefined> {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A code usable for an event, with what it takes off; or why not. */
export type PromoVerdict = { usable: { id: string; discount: PromoDiscount } } | { refused: string };

/**
 * Whether `code` may be used now for an order of the event. With `lock`, the code's row is locked
 * first and its uses counted after, so two orders cannot both take its last use.
 */
export async function judgePromoCode(
  db: Db,
  code: string,
  event: { id: string; kind: EventKindName },
  lock: boolean,
): Promise<PromoVerdict | undefined> {
  const row = await findPromoCode(db, code, lock);
  if (!row) return undefined;
  const uses = row.maxUses === null ? 0 : await usesOf(db, row.id);
  const refusal = promoRefusal(row, { eventId: event.id, eventKind: event.kind, uses, now: new Date() });
  return refusal ? { refused: refusal } : { usable: { id: row.id, discount: { kind: row.kind, value: row.value } } };
}
