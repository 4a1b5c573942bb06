import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, payments } from '../db/orders-schema';

const BATCH = 500;

/**
 * Marks pending orders whose hold ran out EXPIRED. Capacity reads already ignore expired holds;
 * this keeps order states honest. Rows a confirmation is working on are skipped, not waited for.
 */
export async function expireHolds(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'PENDING'), lte(orders.holdExpiresAt, sql`now()`)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const expired = await tx.update(orders).set({ status: 'EXPIRED' }).where(inArray(orders.id, due)).returning({ id: orders.id });
    if (expired.length === 0) return 0;
    // A sandbox page left open can no longer be paid; a live provider may still report a late
    // payment, which the confirmation judges against capacity (LOCKING.md).
    await tx
      .update(payments)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          inArray(
            payments.orderId,
            expired.map((order) => order.id),
          ),
          eq(payments.mode, 'sandbox'),
          eq(payments.status, 'PENDING'),
        ),
      );
    return expired.length;
  });
}
