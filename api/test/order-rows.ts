// Reading back what happened to an order, for the suites that pay, refund and cancel orders.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/connect';
import { orders, payments } from '../src/db/orders-schema';
import { transactions } from '../src/db/schema';

/** The queries of one order's rows, each run on the database `db()` answers when it is called. */
export function orderRows(db: () => Db) {
  return {
    orderRow: async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0],
    /** The payments that took money, oldest first. */
    paymentsOf: (id: string) =>
      db()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.status, 'SUCCEEDED')))
        .orderBy(asc(payments.createdAt)),
    transactionsOf: (id: string) =>
      db().select().from(transactions).where(eq(transactions.orderId, id)).orderBy(asc(transactions.instalmentType)),
  };
}
