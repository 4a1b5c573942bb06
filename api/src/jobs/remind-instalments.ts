import { and, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments, orders, outbox } from '../db/orders-schema';
import { INSTALMENT_REMINDER } from '../mail/outbox-kinds';

const BATCH = 200;
// A buyer hears about an instalment from a week before it is due until a week after, every three
// days: enough to pay in time, not so often that the mail reads as spam.
const DAYS_AHEAD = 7;
const DAYS_OVERDUE = 7;
const DAYS_BETWEEN = 3;

/**
 * Up to BATCH instalment orders with an instalment coming due and no recent reminder, claimed
 * (SKIP LOCKED) when run in a transaction. The instalments are found from instalments_unpaid_due_idx,
 * the unpaid ones by due date, never by reading every instalment on record.
 */
export function ordersDueForReminder(db: Db) {
  const comingDue = db
    .select({ one: sql`1` })
    .from(instalments)
    .where(
      and(
        eq(instalments.orderId, orders.id),
        isNull(instalments.paidAt),
        sql`${instalments.dueDate} between current_date - ${sql.raw(String(DAYS_OVERDUE))} and current_date + ${sql.raw(String(DAYS_AHEAD))}`,
      ),
    );
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PARTIALLY_PAID'),
        or(isNull(orders.remindedAt), lte(orders.remindedAt, sql`now() - interval '${sql.raw(String(DAYS_BETWEEN))} days'`)),
        exists(comingDue),
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
}

/**
 * Queues a reminder for each instalment order with an instalment coming due and no recent
 * reminder. The order row is claimed (SKIP LOCKED) and stamped in the same transaction as the
 * queued e-mail, so two API instances never remind the same buyer twice.
 */
export async function remindInstalments(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const reminded = await tx
      .update(orders)
      .set({ remindedAt: sql`now()` })
      .where(inArray(orders.id, ordersDueForReminder(tx)))
      .returning({ id: orders.id });
    if (reminded.length > 0) {
      await tx.insert(outbox).values(reminded.map((order) => ({ kind: INSTALMENT_REMINDER, payload: { orderId: order.id } })));
    }
    return reminded.length;
  });
}
