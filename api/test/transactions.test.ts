import { PaidUsers, priceWithVat, TransactionList } from '@shared/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { orders } from '../src/db/orders-schema';
import { events, transactions } from '../src/db/schema';
import { SEED_TRANSACTION_COUNT } from '../src/seed/transactions';
import { adminSuite, drivers } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';

describe.each(drivers)('transactions on %s', (driver) => {
  const suite = adminSuite(driver);

  const list = async (query = '') => {
    const response = await suite.t.app.inject({ method: 'GET', url: `/api/transaction/get${query}`, headers: suite.auth });
    expect(response.statusCode).toBe(200);
    return TransactionList.parse(response.json()).data;
  };

  describe('GET /api/transaction/get', () => {
    it('lists every seeded payment in the transaction shape, newest first', async () => {
      const all = await list();
      expect(all).toHaveLength(SEED_TRANSACTION_COUNT);
      const dates = all.map((transaction) => transaction.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(all.map((transaction) => transaction.status))).toEqual(new Set(['SUCCESS', 'PENDING', 'FAILED']));
      const first = all[0];
      expect(first.amountPaid).toBeGreaterThan(0);
      expect(Number.isInteger(first.totalAmount)).toBe(true);
    });

    it("answers the whole order's total with VAT, like what was paid: a full payment's total is what it took", async () => {
      const all = await list();
      const full = all.filter((transaction) => transaction.installmentType === 'FULL' && transaction.status === 'SUCCESS');
      expect(full.length).toBeGreaterThan(0);
      expect(full.every((transaction) => transaction.totalAmount === transaction.amountPaid)).toBe(true);
      const deposits = all.filter((transaction) => transaction.installmentType === 'INSTALLMENT_1');
      expect(deposits.length).toBeGreaterThan(0);
      // A deposit is 25% of the total, each with its VAT: the whole is about four times the deposit.
      for (const deposit of deposits) expect(Math.abs(deposit.totalAmount - 4 * deposit.amountPaid)).toBeLessThanOrEqual(4);
    });

    it("answers an instalment order's total as its first payment and every later instalment, each with its VAT", async () => {
      const event = await addEvent(suite.t.database.db, 'EXPERIENCE', { price: 10_001, shared: 0 });
      const id = await orderId(suite.t, event, { installment: 'INSTALLMENT' });
      await completeSandbox(suite.t, await sandboxPath(suite.t, id));
      const [order] = await suite.t.database.db.select().from(orders).where(eq(orders.id, id));
      const [payment] = (await list(`?productType=Experience&productId=${event.id}`)).filter((transaction) => transaction.orderId === id);
      expect(payment.amountPaid).toBe(order.charge);
      expect(payment.totalAmount).toBe(
        order.charge + priceWithVat(order.instalment2) + priceWithVat(order.instalment3) + priceWithVat(order.instalment4),
      );
      expect(payment.totalAmount).toBeGreaterThan(priceWithVat(order.total) - 4);
    });

    it("answers the order's balance with VAT on each of its payments: what is still owed, 0 once cancelled", async () => {
      const event = await addEvent(suite.t.database.db, 'EXPERIENCE', { price: 10_001, shared: 0 });
      const id = await orderId(suite.t, event, { installment: 'INSTALLMENT' });
      const [order] = await suite.t.database.db.select().from(orders).where(eq(orders.id, id));
      const balances = async () =>
        (await list(`?productType=Experience&productId=${event.id}`)).filter((t) => t.orderId === id).map((t) => t.balance);
      const owed = order.charge + priceWithVat(order.instalment2) + priceWithVat(order.instalment3) + priceWithVat(order.instalment4);
      await completeSandbox(suite.t, await sandboxPath(suite.t, id));
      expect(await balances()).toEqual([owed - order.charge]);
      // The second instalment: both payments show what is left of the same order.
      await completeSandbox(suite.t, await sandboxPath(suite.t, id));
      const left = owed - order.charge - priceWithVat(order.instalment2);
      expect(await balances()).toEqual([left, left]);
      const cancelled = await suite.t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/cancel`,
        headers: suite.auth,
        payload: { reason: 'The buyer phoned to cancel', refund: false },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await balances()).toEqual([0, 0]);
    });

    it('answers a demo payment as an order of its own: paid in full owes nothing, a deposit the rest, a failed one all', async () => {
      const all = await list();
      const demo = all.filter((t) => t.orderId === null);
      for (const t of demo.filter((t) => t.installmentType === 'FULL' && t.status === 'SUCCESS')) expect(t.balance).toBe(0);
      for (const t of demo.filter((t) => t.installmentType === 'INSTALLMENT_1' && t.status === 'SUCCESS'))
        expect(t.balance).toBe(t.totalAmount - t.amountPaid);
      const failed = demo.filter((t) => t.status === 'FAILED');
      expect(failed.length).toBeGreaterThan(0);
      for (const t of failed) expect(t.balance).toBe(t.totalAmount);
    });

    it('filters by product type and by product', async () => {
      const [open] = await suite.t.database.db
        .select()
        .from(events)
        .where(and(eq(events.kind, 'EXPERIENCE'), eq(events.status, 'OPEN')))
        .limit(1);
      const experiencesOnly = await list('?productType=Experience');
      expect(experiencesOnly.length).toBeGreaterThan(0);
      expect(experiencesOnly.every((transaction) => transaction.productType === 'Experience')).toBe(true);
      const one = await list(`?productType=Experience&productId=${open.id}`);
      expect(one.every((transaction) => transaction.productId === open.id && transaction.productName === open.title)).toBe(true);
      expect(await list('?productType=Merchandise')).toEqual([]);
    });

    it.each(['?productType=Tickets', '?productId=abc', "?productId=1'%20or%20'1'='1", '?productId=-4'])(
      'answers 400 for %s',
      async (query) => {
        const response = await suite.t.app.inject({ method: 'GET', url: `/api/transaction/get${query}`, headers: suite.auth });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^product(Type|Id): /);
      },
    );
  });

  describe('GET /api/transaction/paid-users', () => {
    it('counts the tickets of successful first payments, without signing in', async () => {
      const [open] = await suite.t.database.db
        .select()
        .from(events)
        .where(and(eq(events.kind, 'EXPERIENCE'), eq(events.status, 'OPEN')))
        .limit(1);
      const rows = await suite.t.database.db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.productId, open.id),
            eq(transactions.status, 'SUCCESS'),
            inArray(transactions.instalmentType, ['FULL', 'INSTALLMENT_1']),
          ),
        );
      const expected = rows.reduce((total, row) => total + row.quantity, 0);
      expect(expected).toBeGreaterThan(0);

      const response = await suite.t.app.inject({
        method: 'GET',
        url: `/api/transaction/paid-users?productType=Experience&productId=${open.id}`,
      });
      expect(response.statusCode).toBe(200);
      expect(PaidUsers.parse(response.json())).toEqual({ count: expected });
      const event = await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${open.id}` });
      expect(event.json().ticketsSold).toBe(expected);
    });

    it('answers 0 for an event nobody has bought', async () => {
      const response = await suite.t.app.inject({
        method: 'GET',
        url: '/api/transaction/paid-users?productType=Party&productId=6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11',
      });
      expect(response.json()).toEqual({ count: 0 });
    });

    it.each([
      ['', /^productType: /],
      ['?productType=Party', /^productId: /],
      ['?productType=Merchandise&productId=6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11', /^productType: /],
      ['?productType=Party&productId=12', /^productId: /],
    ])('answers 400 for %j', async (query, message) => {
      const response = await suite.t.app.inject({ method: 'GET', url: `/api/transaction/paid-users${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });
  });
});
