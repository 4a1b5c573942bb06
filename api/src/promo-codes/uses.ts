// A code's uses are not a counter: they are the orders carrying it that paid (in full or a first
// instalment) or hold tickets now. An expired, cancelled or refused order gives its use back by
// itself, with no job and no write (docs/product-rules.md#promo-codes).
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { promoCodes } from '../db/events-schema';
import { orders } from '../db/orders-schema';
import { holdsTickets } from '../tickets/holds';

const usesCode = or(inArray(orders.status, ['PAID', 'PARTIALLY_PAID']), holdsTickets) as SQL;

/** The uses of every code, as a column of a select from promo_codes. */
export const usesColumn: SQL<number> = sql<number>`(select count(*)::int from ${orders}
  where ${orders.promoCodeId} = ${promoCodes.id} and ${usesCode})`;

/**
 * The uses of one code, the order `exceptOrderId` left out. Under its row lock it must be a statement of its own, run after the lock is
 * taken, for the reason ticketCounts is (orders/LOCKING.md): a statement sees only what was
 * committed when it started.
 */
export async function usesOf(db: Db, codeId: string, exceptOrderId?: string): Promise<number> {
  const except = exceptOrderId ? sql` and ${orders.id} <> ${exceptOrderId}` : sql``;
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${eq(orders.promoCodeId, codeId)} and ${usesCode}${except}`);
  return row?.uses ?? 0;
}
