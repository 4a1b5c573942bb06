import { eq, sql } from 'drizzle-orm';
import { orders } from '../src/db/orders-schema';
import { transactions } from '../src/db/schema';
import { adminSuite, drivers } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';
import { salesByDayFromPayments, salesByDayRows } from './sales-by-day';

/**
 * The dashboard's sums by day (sales_by_day) are kept by the database as payments are written: after
 * each kind of write they are what the payments on record add up to.
 */
describe.each(drivers)('sales_by_day on %s', (driver) => {
  const suite = adminSuite(driver);
  const agree = async () => {
    const db = suite.t.database.db;
    const kept = await salesByDayRows(db);
    expect(kept).toEqual(await salesByDayFromPayments(db));
    return kept;
  };

  it('holds the demo history from the migration and seed', async () => {
    expect((await agree()).length).toBeGreaterThan(0);
  });

  it('follows a paid order, its refunds, its cancellation and the removal of its payments', async () => {
    const db = suite.t.database.db;
    const event = await addEvent(db, 'EXPERIENCE');
    const id = await orderId(suite.t, event, { quantity: 2 });
    await completeSandbox(suite.t, await sandboxPath(suite.t, id));
    const [paid] = await db.select().from(transactions).where(eq(transactions.orderId, id));
    expect(paid).toBeDefined();
    await agree();

    await db.update(transactions).set({ refunded: 500, status: 'PARTIALLY_REFUNDED' }).where(eq(transactions.id, paid.id));
    await agree();
    await db.update(orders).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(orders.id, id));
    await agree();
    await db.update(transactions).set({ refunded: paid.amountPaid, status: 'REFUNDED' }).where(eq(transactions.id, paid.id));
    await agree();
    // Moved to another day, then given back its tickets by an order no longer cancelled.
    await db
      .update(transactions)
      .set({ date: sql`${transactions.date} - interval '40 days'` })
      .where(eq(transactions.id, paid.id));
    await agree();
    await db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, id));
    await agree();
    await db.update(transactions).set({ status: 'FAILED' }).where(eq(transactions.id, paid.id));
    await agree();
    await db.update(transactions).set({ status: 'SUCCESS', refunded: 0 }).where(eq(transactions.id, paid.id));
    await agree();
    await db.delete(transactions).where(eq(transactions.orderId, id));
    await agree();
  });
});
