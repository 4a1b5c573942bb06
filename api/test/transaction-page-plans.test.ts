import { TransactionPageQuery } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { orderPageQueries } from '../src/merchandise/orders';
import { transactionPageQueries } from '../src/transactions/queries';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';
import { copyOrder, type PlanReader, planReader } from './query-plans';
import { createTestApp, describeOnPostgres, rowsOf, type TestApp } from './helpers';

/** Payments on record: enough that reading them all costs the planner more than an index does. */
const PAYMENTS = 50_000;
/** Orders, each with about two of the payments. */
const ORDERS = 25_000;
/** Merchandise orders. */
const MERCHANDISE_ORDERS = 20_000;

/**
 * Every page Payment Tracking asks for reads indexes, never the whole of transactions or orders, and
 * so does every page of merchandise orders:
 * the plans of a page's two statements (its rows and its count) at scale, on PostgreSQL, whose
 * planner is the one production runs.
 */
describeOnPostgres('the plans of GET /api/admin/transactions at scale', () => {
  let t: TestApp;
  let plans: PlanReader;

  beforeAll(async () => {
    t = await createTestApp('postgres', { SEED_DEMO: '0' });
    const db = t.database.db;
    const event = await addEvent(db, 'EXPERIENCE');
    // One real order, copied into many; each payment belongs to one of them or to none (the demo history).
    await completeSandbox(t, await sandboxPath(t, await orderId(t, event)));
    await copyOrder(t, ORDERS);
    await db.execute(sql`insert into transactions (order_id, product_type, product_id, product_name, payer_email, payer_first_name,
        payer_last_name, payer_phone_number, payment_method, date, amount_paid, total_amount, individual_price, quantity, gender,
        room, instalment, instalment_type, status, refunded)
      select case when g % 5 = 0 then null else numbered.id end,
        case when g % 3 = 0 then 'Merchandise' else 'Experience' end,
        case when g % 3 = 0 then '1' else ${event.id} end,
        case when g % 3 = 0 then 'Camo Cap' else 'Scale Weekend' end,
        'buyer' || g || '@example.com', 'First' || (g % 997), 'Last' || (g % 1009), '447700900123',
        case when g % 4 = 0 then 'Paypal' else 'Stripe' end,
        timestamptz '2026-01-01' + g * interval '1 minute', 1000 + g % 500, 1000, 1000, 1, 'FEMALE', 'NONE', 'FULL', 'FULL',
        (array['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'PENDING', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'])[g % 10 + 1],
        case when g % 10 = 8 then 1000 + g % 500 when g % 10 = 9 then 100 else 0 end
      from generate_series(1, ${PAYMENTS}) g
      join (select id, row_number() over (order by id) as n from orders) numbered on numbered.n = g % ${ORDERS} + 1`);
    await db.execute(sql`insert into merchandise_orders (id, item_name, payer_email, payment_type, date, status, quantity, amount, delivery_date)
      select g, 'Camo Cap', 'buyer' || g || '@example.com', (array['Bank Transfer', 'Stripe', 'Paypal'])[g % 3 + 1],
        timestamptz '2026-01-01' + g * interval '1 minute', (array['Pending', 'Confirmed', 'Delivered', 'Delivered'])[g % 4 + 1],
        1, 1500, timestamptz '2026-02-01' + g * interval '1 minute'
      from generate_series(1, ${MERCHANDISE_ORDERS}) g`);
    plans = await planReader(t, ['transactions', 'orders', 'merchandise_orders']);
  }, 120_000);

  afterAll(async () => {
    await plans?.end();
    await t?.close();
  });

  const plan: PlanReader['plan'] = (statement) => plans.plan(statement);

  const pages: [string, TransactionPageQuery][] = [
    ['the first page', {}],
    ['a deep page', { page: 4_000 }],
    ['the last page', { page: PAYMENTS / 10 }],
    ['a status', { status: 'Pending' }],
    ['the Failed status', { status: 'Failed' }],
    ['the most common status', { status: 'Successful' }],
    ['a method', { method: 'Paypal' }],
    ['a product type', { productType: 'Merchandise' }],
    ['a search by e-mail', { search: 'buyer4242@' }],
    ['a search by a whole e-mail', { search: 'buyer4242@example.com' }],
    ['a search by name', { search: 'first42 last17' }],
    ['a sort by name', { sort: 'payer', dir: 'asc', page: 3 }],
    ['a sort by e-mail, descending', { sort: 'payerEmail', dir: 'desc' }],
    ['a sort by event', { sort: 'productName', dir: 'asc' }],
    ['a sort by type', { sort: 'productType', dir: 'desc' }],
    ['a sort by method', { sort: 'paymentMethod', dir: 'asc' }],
    ['a sort by date, oldest first', { sort: 'date', dir: 'asc', page: 7 }],
    ['a sort by amount', { sort: 'amountPaid', dir: 'desc', page: 2 }],
    ['a sort by refunded amount', { sort: 'refunded', dir: 'desc' }],
    ['a sort by status', { sort: 'status', dir: 'asc' }],
    ['a status and a method, sorted by amount', { status: 'Refunded', method: 'Stripe', sort: 'amountPaid', dir: 'asc' }],
  ];

  it.each(pages)('reads %s by index, the count included', async (_, query) => {
    const statements = transactionPageQueries(t.database.db, TransactionPageQuery.parse(query));
    const rows = await plan(statements.rows);
    expect(rows).not.toMatch(/Seq Scan on (transactions|orders)\b/);
    expect(rows).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    const count = await plan(statements.total);
    expect(count).not.toMatch(/Seq Scan on transactions\b/);
  });

  it("asks the trigram index for a whole address's part up to its '@', not for the domain every payer shares", async () => {
    const statements = transactionPageQueries(t.database.db, TransactionPageQuery.parse({ search: 'buyer4242@example.com' }));
    for (const statement of [statements.rows, statements.total]) {
      const searched = (await plan(statement)).split('\n').filter((line) => /Index Cond: .* ~~ /.test(line));
      expect(searched).toEqual([expect.stringContaining("~~ '%buyer4242@%'")]);
    }
    const run = await plans.run(statements.total);
    expect(run).toMatch(/Bitmap Heap Scan on transactions .*rows=1 loops=1/);
  });

  it('joins only the rows of a deep page to their orders, not the rows before it', async () => {
    const run = await plans.run(transactionPageQueries(t.database.db, TransactionPageQuery.parse({ page: 4_000 })).rows);
    const orderLookups = [...run.matchAll(/on orders\b.*loops=(\d+)/g)].map((match) => Number(match[1]));
    expect(orderLookups.length).toBeGreaterThan(0);
    expect(Math.max(...orderLookups)).toBeLessThanOrEqual(10);
  });

  it.each([
    ['the first page of merchandise orders', { page: 1, pageSize: 10 }],
    ['a deep page of merchandise orders', { page: 1_500, pageSize: 10 }],
    ['a status of merchandise orders', { status: 'Pending' as const, page: 3, pageSize: 10 }],
    ['the most common status of merchandise orders', { status: 'Delivered' as const, page: 1, pageSize: 10 }],
  ])('reads the rows of %s by index', async (_, query) => {
    // Its count of a common status may read the table whole: its rows are a few short columns, so
    // PostgreSQL reads half of them faster from the table than through an index.
    const rows = await plan(orderPageQueries(t.database.db, query).rows);
    expect(rows).not.toMatch(/Seq Scan on merchandise_orders\b/);
    expect(rows).toMatch(/Index (Only )?Scan/);
  });

  it('has the payments and orders it set out to have', async () => {
    const [{ payments, orders }] = await rowsOf<{ payments: number; orders: number }>(
      t.database.db,
      sql`select (select count(*)::int from transactions) as payments, (select count(*)::int from orders) as orders`,
    );
    expect(payments).toBe(PAYMENTS + 1);
    expect(orders).toBe(ORDERS);
  });
});
