import { DashboardSummary } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { bucketStarts } from '../src/dashboard/summary';
import { merchandiseOrders, transactions } from '../src/db/schema';
import { TAKEN_STATUSES } from '../src/transactions/tickets';
import { adminSuite, drivers } from './helpers';
import { addEvent } from './orders-helpers';

const taken: readonly string[] = TAKEN_STATUSES;

describe('bucketStarts', () => {
  const now = new Date('2026-03-15T10:00:00.000Z');

  it('gives 12 or 6 month starts ending with the current month', () => {
    expect(bucketStarts('12m', now)).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(bucketStarts('6m', now)).toEqual(['2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01']);
  });

  it('gives 30 or 7 days ending today', () => {
    expect(bucketStarts('7d', now)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    const thirty = bucketStarts('30d', now);
    expect(thirty).toHaveLength(30);
    expect([thirty[0], thirty[29]]).toEqual(['2026-02-14', '2026-03-15']);
  });
});

describe.each(drivers)('GET /api/dashboard/summary on %s', (driver) => {
  // These write payments straight into the tables, past the API whose writes clear the figures'
  // kept copy, so no copy is kept (list-cache-processes.test.ts tests the copy).
  const suite = adminSuite(driver, { LIST_CACHE_MS: '0' });

  const summary = async (query = '') => {
    const response = await suite.t.app.inject({ method: 'GET', url: `/api/dashboard/summary${query}`, headers: suite.auth });
    expect(response.statusCode).toBe(200);
    return DashboardSummary.parse(response.json());
  };

  it('adds up the seeded year from the database (12 months by default)', async () => {
    const year = await summary();
    expect(year.range).toBe('12m');
    expect(year.sales).toHaveLength(12);

    const since = new Date(`${year.sales[0].start}T00:00:00.000Z`);
    const payments = (await suite.t.database.db.select().from(transactions)).filter(
      (row) => taken.includes(row.status) && row.date >= since,
    );
    const orders = (await suite.t.database.db.select().from(merchandiseOrders)).filter((row) => row.date >= since);
    const sold = orders.filter((row) => row.status !== 'Pending');
    const sumOf = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
    const paid = (type: string) =>
      sumOf(payments.filter((row) => row.productType === type).map((row) => ({ amount: row.amountPaid - row.refunded })));

    expect(year.sources).toEqual([
      { source: 'Experiences', amount: paid('Experience') },
      { source: 'Parties', amount: paid('Party') },
      { source: 'Merchandise', amount: sumOf(sold) },
    ]);
    expect(year.totals.revenue).toBe(paid('Experience') + paid('Party') + sumOf(sold));
    expect(sumOf(year.sales)).toBe(year.totals.revenue);
    expect(year.sales.filter((point) => point.amount > 0).length).toBeGreaterThanOrEqual(6);
    expect(year.totals.ticketsSold).toBe(
      payments.filter((row) => row.instalmentType !== 'INSTALLMENT_2').reduce((total, row) => total + row.quantity, 0),
    );
    expect(year.totals.merchandiseOrders).toBe(orders.length);
    expect(year.totals.openEvents).toBeGreaterThanOrEqual(10);
    expect(year.latestTransactions).toHaveLength(5);
    expect(year.latestMerchandiseOrders).toHaveLength(5);
  });

  it.each([
    ['6m', 6],
    ['30d', 30],
    ['7d', 7],
  ])('answers %s as %i points that add up to less than the year', async (range, points) => {
    const [part, year] = await Promise.all([summary(`?range=${range}`), summary('?range=12m')]);
    expect(part.sales).toHaveLength(points);
    expect(part.totals.revenue).toBeLessThanOrEqual(year.totals.revenue);
    expect(part.sales.reduce((total, point) => total + point.amount, 0)).toBe(part.totals.revenue);
  });

  it('counts payments net of refunds: a refund takes exactly its amount off, a full one leaves nothing; tickets stay sold', async () => {
    const db = suite.t.database.db;
    const party = await addEvent(db, 'PARTY');
    const before = await summary('?range=7d');
    const [payment] = await db
      .insert(transactions)
      .values({
        productType: 'Party',
        productId: party.id,
        productName: 'Refund test party',
        payerEmail: 'ada@example.com',
        payerFirstName: 'Ada',
        payerLastName: 'Obi',
        payerPhoneNumber: '447700900123',
        paymentMethod: 'Stripe',
        date: new Date(),
        amountPaid: 12_345,
        totalAmount: 12_345,
        individualPrice: 12_345,
        quantity: 2,
        gender: 'FEMALE',
        room: 'SINGLE',
        instalment: 'FULL',
        instalmentType: 'FULL',
        status: 'SUCCESS',
      })
      .returning({ id: transactions.id });
    const refund = (refunded: number, status: string) =>
      db.update(transactions).set({ refunded, status }).where(eq(transactions.id, payment.id));
    /** What the summary gained since `before`: revenue, today's point, the parties' share, tickets. */
    const gained = async () => {
      const now = await summary('?range=7d');
      const parties = (of: DashboardSummary) => of.sources.find((entry) => entry.source === 'Parties')?.amount;
      return {
        revenue: now.totals.revenue - before.totals.revenue,
        today: (now.sales.at(-1)?.amount ?? 0) - (before.sales.at(-1)?.amount ?? 0),
        parties: (parties(now) ?? 0) - (parties(before) ?? 0),
        ticketsSold: now.totals.ticketsSold - before.totals.ticketsSold,
      };
    };

    expect(await gained()).toEqual({ revenue: 12_345, today: 12_345, parties: 12_345, ticketsSold: 2 });
    await refund(2_345, 'PARTIALLY_REFUNDED');
    expect(await gained()).toEqual({ revenue: 10_000, today: 10_000, parties: 10_000, ticketsSold: 2 });
    await refund(12_345, 'REFUNDED');
    expect(await gained()).toEqual({ revenue: 0, today: 0, parties: 0, ticketsSold: 2 });
  });

  it.each(['1y', '', 'DROP TABLE'])('answers 400 for range=%j', async (range) => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: `/api/dashboard/summary?range=${encodeURIComponent(range)}`,
      headers: suite.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^range: /);
  });
});
