import { type DashboardRange } from '@shared/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { dashboardQueries } from '../src/dashboard/summary';
import { events } from '../src/db/schema';
import { experienceKind } from '../src/events/kinds';
import { sliceQuery } from '../src/events/admin-page';
import { selectEventsQuery } from '../src/events/queries';
import { ticketsSoldColumn } from '../src/transactions/tickets';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';
import { salesByDayFromPayments, salesByDayRows } from './sales-by-day';
import { copyOrder, type PlanReader, planReader } from './query-plans';
import { createTestApp, describeOnPostgres, rowsOf, type TestApp } from './helpers';

/** Payments on record, spread over 17 months: enough that reading them all costs more than an index does. */
const PAYMENTS = 60_000;
/** Orders, each with about two of the payments; one in ten cancelled. */
const ORDERS = 25_000;
/** Experiences the payments are for, half of them closed. */
const EVENTS = 200;
/** The dashboard's "now": the payments run from 2025-06-01 to about 2026-11-01. */
const NOW = new Date('2026-11-15T12:00:00.000Z');

/**
 * The dashboard's sums read the sums by day (sales_by_day), never the payments, and the public list
 * of closed experiences reads indexes, never the whole of transactions or orders: the plans of their
 * statements at scale, on PostgreSQL, whose planner is the one production runs; the sums by day the
 * triggers kept as those payments went in are what the payments add up to.
 */
describeOnPostgres('the plans of the dashboard summary and the closed event list at scale', () => {
  let t: TestApp;
  let plans: PlanReader;

  beforeAll(async () => {
    t = await createTestApp('postgres', { SEED_DEMO: '0' });
    const db = t.database.db;
    const event = await addEvent(db, 'EXPERIENCE');
    // One real order, copied into many, one in ten of them cancelled.
    await completeSandbox(t, await sandboxPath(t, await orderId(t, event)));
    await copyOrder(
      t,
      ORDERS,
      sql`case when g % 10 = 0 then jsonb_build_object('status', 'CANCELLED', 'cancelled_at', now()) else '{}'::jsonb end`,
    );
    // The one event, copied into many, half of them closed.
    await db.execute(sql`insert into events
      select (jsonb_populate_record(e, jsonb_build_object('id', gen_random_uuid(), 'title', 'Experience ' || g,
        'status', case when g % 2 = 0 then 'CLOSED' else 'OPEN' end))).*
      from events e, generate_series(1, ${EVENTS - 1}) g`);
    // The copies spread over them (the real order, paid already, stays with its event); a payment of
    // an order is for the order's event.
    await db.execute(sql`update orders set event_id = listed.id
      from (select id, row_number() over (order by id) as n from orders) numbered
      join (select id, row_number() over (order by id) as n from events) listed on listed.n = numbered.n % ${EVENTS} + 1
      where orders.id = numbered.id and not exists (select 1 from transactions where transactions.order_id = orders.id)`);
    await db.execute(sql`insert into transactions (order_id, product_type, product_id, product_name, payer_email, payer_first_name,
        payer_last_name, payer_phone_number, payment_method, date, amount_paid, total_amount, individual_price, quantity, gender,
        room, instalment, instalment_type, status, refunded)
      select case when g % 5 = 0 then null else numbered.id end,
        case when g % 7 = 0 then 'Merchandise' else 'Experience' end,
        case when g % 7 = 0 then '1' else numbered.event_id::text end,
        case when g % 7 = 0 then 'Camo Cap' else 'Scale Weekend' end,
        'buyer' || g || '@example.com', 'First' || (g % 997), 'Last' || (g % 1009), '447700900123', 'Stripe',
        timestamptz '2025-06-01' + g * interval '12 minutes', 1000 + g % 500, 1000, 1000, 1 + g % 3, 'FEMALE', 'NONE', 'FULL',
        (array['FULL', 'FULL', 'INSTALLMENT_1', 'INSTALLMENT_2'])[g % 4 + 1],
        (array['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'PENDING', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'])[g % 10 + 1],
        case when g % 10 = 8 then 1000 + g % 500 when g % 10 = 9 then 100 else 0 end
      from generate_series(1, ${PAYMENTS}) g
      join (select id, event_id, row_number() over (order by id) as n from orders) numbered on numbered.n = g % ${ORDERS} + 1`);
    plans = await planReader(t, ['transactions', 'orders', 'events']);
  }, 120_000);

  afterAll(async () => {
    await plans?.end();
    await t?.close();
  });

  const plan: PlanReader['plan'] = (statement) => plans.plan(statement);

  it.each<DashboardRange>(['12m', '6m', '30d', '7d'])('sums the %s range from the sums by day, never the payments', async (range) => {
    const statements = dashboardQueries(t.database.db, range, NOW);
    for (const statement of [statements.eventSales, statements.counts]) {
      const text = await plan(statement);
      expect(text).not.toMatch(/on (transactions|orders)\b/);
      expect(text).toMatch(/on sales_by_day\b/);
    }
  });

  it('keeps the sums by day of every payment the triggers saw, as summed from the payments', async () => {
    expect(await salesByDayRows(t.database.db)).toEqual(await salesByDayFromPayments(t.database.db));
  });

  it.each(['CLOSED', 'OPEN'] as const)('counts the tickets of the %s experiences by index', async (status) => {
    const text = await plan(selectEventsQuery(t.database.db, experienceKind, eq(events.status, status)));
    expect(text).not.toMatch(/Seq Scan on (transactions|orders)\b/);
    expect(text).toMatch(/Index Only Scan using transactions_event_sold_idx on transactions\b/);
  });

  it('counts the same tickets sold as each event counted alone', async () => {
    const listed = await selectEventsQuery(t.database.db, experienceKind, eq(events.status, 'CLOSED'));
    const alone = await t.database.db
      .select({ id: events.id, sold: ticketsSoldColumn(events) })
      .from(events)
      .where(eq(events.status, 'CLOSED'));
    expect(listed.length).toBeGreaterThan(50);
    expect(new Map(listed.map((row) => [row.id, row.sold]))).toEqual(new Map(alone.map((row) => [row.id, row.sold])));
    expect(listed.some((row) => row.sold > 0)).toBe(true);
  });

  it("tests a page of the events table against its own events' cancelled orders, not every cancelled order on record", async () => {
    const slice = { status: 'CLOSED' as const, offset: 0, limit: 10 };
    const text = await plan(sliceQuery(t.database.db, 'EXPERIENCE', slice));
    expect(text).toMatch(/using orders_event_status_idx on orders\b/);
    expect(text).not.toMatch(/orders_cancelled_idx|Seq Scan on (transactions|orders)\b/);
    const page = await sliceQuery(t.database.db, 'EXPERIENCE', slice);
    const alone = await t.database.db
      .select({ id: events.id, sold: ticketsSoldColumn(events) })
      .from(events)
      .where(
        inArray(
          events.id,
          page.map((row) => row.id),
        ),
      );
    expect(new Map(page.map((row) => [row.id, row.ticketsSold]))).toEqual(new Map(alone.map((row) => [row.id, row.sold])));
  });

  it('has the payments, orders and events it set out to have', async () => {
    const [counts] = await rowsOf<{ payments: number; orders: number; cancelled: number; closed: number }>(
      t.database.db,
      sql`select (select count(*)::int from transactions) as payments, (select count(*)::int from orders) as orders,
        (select count(*)::int from orders where status = 'CANCELLED') as cancelled,
        (select count(*)::int from events where status = 'CLOSED') as closed`,
    );
    expect(counts).toEqual({
      payments: PAYMENTS + 1,
      orders: ORDERS,
      cancelled: Math.floor((ORDERS - 1) / 10),
      closed: Math.floor((EVENTS - 1) / 2),
    });
  });
});
