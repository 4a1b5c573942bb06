// Refunds racing each other on a real server (orders/REFUNDS.md). PGlite runs one transaction at a
// time, so these only mean something on PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { connect, type Database } from '../src/db/connect';
import { orders, payments, refundParts, refunds } from '../src/db/orders-schema';
import { transactions } from '../src/db/schema';
import { REFUND_RACE, refundOrder } from '../src/orders/refunds';
import { paymentsFor } from '../src/orders/start-payment';
import { checkoutCompletedEvent } from './fakes/stripe';
import { describeOnPostgres, rowsOf, type TestApp } from './helpers';
import { closeLiveApp, createLiveApp, deliverStripeWebhook, type LiveApp } from './live-app';
import { addEvent, orderId, startPayment } from './orders-helpers';

describeOnPostgres('refunds under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let live: LiveApp;
  /** A second API instance's connection pool on the same database. */
  let second: Database;
  beforeAll(async () => {
    live = await createLiveApp('postgres');
    t = live.t;
    second = await connect(t.config);
  });
  afterAll(async () => {
    await second.close();
    await closeLiveApp(live);
  });
  const db = () => t.database.db;

  /** An order paid in full through Stripe Checkout and its webhook. */
  const paidOrder = async () => {
    const id = await orderId(t, await addEvent(db(), 'EXPERIENCE'));
    const sessionId = (await startPayment(t, id, 'stripe')).json().redirectUrl.split('/').at(-1);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    const payload = JSON.stringify(checkoutCompletedEvent(sessionId, id, order.charge, `pi_race_${sessionId.slice(-10)}`));
    const paid = await deliverStripeWebhook(t, payload);
    expect(paid.statusCode).toBe(200);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.status, 'SUCCEEDED')));
    return { id, payment };
  };
  /** Each request on one of the two instances in turn; answers what each got: its refund, or its error. */
  const refundAtOnce = (id: string, amounts: (number | undefined)[]) =>
    Promise.allSettled(
      amounts.map((amount, i) =>
        refundOrder(i % 2 ? second.db : db(), paymentsFor(t.config), {
          orderId: id,
          amount,
          reason: 'Refund race',
          source: 'ADMIN',
          log: t.app.log,
        }),
      ),
    );
  const refundedOf = async (paymentId: string) => (await db().select().from(payments).where(eq(payments.id, paymentId)))[0].refunded;
  const stripeRefundCalls = () =>
    live.stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds').length;

  it('two refunds of the whole amount at once, on two instances: one is made, the other refused; Stripe is asked once', async () => {
    const { id, payment } = await paidOrder();
    const calls = stripeRefundCalls();
    const [a, b] = await refundAtOnce(id, [undefined, undefined]);
    const made = [a, b].filter((result) => result.status === 'fulfilled');
    const refused = [a, b].filter((result) => result.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ value: { amount: payment.amount, status: 'SUCCEEDED' } });
    expect(refused).toHaveLength(1);
    expect([400, 409]).toContain(refused[0].reason.statusCode);
    expect(stripeRefundCalls() - calls).toBe(1);
    expect(await refundedOf(payment.id)).toBe(payment.amount);
    const [transaction] = await db().select().from(transactions).where(eq(transactions.paymentId, payment.id));
    expect(transaction).toMatchObject({ refunded: payment.amount, status: 'REFUNDED' });
    expect((await db().select().from(orders).where(eq(orders.id, id)))[0].status).toBe('CANCELLED');
  }, 30_000);

  it('twenty refunds of a quarter each at once give back exactly the whole, never more', async () => {
    const { id, payment } = await paidOrder();
    const quarter = Math.floor(payment.amount / 4);
    const results = await refundAtOnce(id, Array(20).fill(quarter));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason.statusCode).toBe(400);
    }
    const made = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, id), eq(refunds.status, 'SUCCEEDED')));
    expect(made.reduce((sum, refund) => sum + refund.amount, 0)).toBe(4 * quarter);
    expect(await refundedOf(payment.id)).toBe(4 * quarter);
  }, 30_000);

  it('a refund that races a writer not taking the order lock is stopped by the database (409), writing nothing', async () => {
    const { id, payment } = await paidOrder();
    // A writer that skips the order lock (and any row the order's foreign keys would lock): it
    // brings back a FAILED part of the whole payment, and has not committed yet.
    const [failed] = await db()
      .insert(refunds)
      .values({ orderId: id, amount: payment.amount, reason: 'by hand', source: 'ADMIN', status: 'FAILED', failure: 'refused' })
      .returning();
    const [part] = await db()
      .insert(refundParts)
      .values({ refundId: failed.id, paymentId: payment.id, amount: payment.amount, status: 'FAILED' })
      .returning();
    const rogue = new pg.Client({ connectionString: t.config.database.driver === 'postgres' ? t.config.database.url : '' });
    await rogue.connect();
    try {
      await rogue.query('begin');
      await rogue.query(`update refund_parts set status = 'PENDING' where id = $1`, [part.id]);
      // The refund reads the payment as it was committed (nothing refunded), then waits on its row.
      const racing = refundAtOnce(id, [payment.amount]);
      await waitForLockWait();
      await rogue.query('commit');
      const [result] = await racing;
      expect(result).toMatchObject({ status: 'rejected', reason: { statusCode: 409, message: REFUND_RACE } });
    } finally {
      await rogue.end();
    }
    expect(await refundedOf(payment.id)).toBe(payment.amount);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, id))).toEqual([failed]);
    expect(await db().select().from(refundParts).where(eq(refundParts.paymentId, payment.id))).toEqual([{ ...part, status: 'PENDING' }]);
  }, 30_000);

  /** Until a statement on this database waits for a row lock. */
  async function waitForLockWait() {
    for (let i = 0; i < 100; i++) {
      const [waiting] = await rowsOf<{ n: number }>(
        db(),
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The refund never waited for the payment row');
  }
});
