import { EventTicketQuery, type EventTicketPageQuery } from '@shared/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { eventTicketPageQueries, pageStatementQueries } from '../src/orders/event-tickets';
import { addEvent, completeSandbox, orderId, sandboxPath, type TestEvent } from './orders-helpers';
import { createTestApp, describeOnPostgres, rowsOf, type TestApp } from './helpers';

/** Orders on record, over EVENTS events: a company's few years of sales, as npm run seed:scale writes them. */
const ORDERS = 40_000;
const EVENTS = 200;
/**
 * One order in this many is the popular event's: 400 orders, twice a typical event's, as many as
 * the best seller of npm run seed:scale sells of its 100,000 (events sell 0.4 to 1.6 times the mean).
 */
const POPULAR_SHARE = 100;

/**
 * Every page of an event's ticket list reads the event's orders and their tickets by index, never
 * the whole of orders or tickets: the plans of a page's two statements (its rows and its count) at
 * scale, on PostgreSQL, whose planner is the one production runs.
 */
describeOnPostgres('the plans of GET /api/admin/events/{id}/tickets?page at scale', () => {
  let t: TestApp;
  let client: pg.Client;
  let popular: TestEvent;
  let typical: TestEvent;

  beforeAll(async () => {
    t = await createTestApp('postgres', { SEED_DEMO: '0' });
    const db = t.database.db;
    popular = await addEvent(db, 'EXPERIENCE');
    const others: TestEvent[] = [];
    for (let n = 1; n < EVENTS; n += 1) others.push(await addEvent(db, 'EXPERIENCE'));
    typical = others[0];
    // One real order, copied into many, each with two tickets.
    await completeSandbox(t, await sandboxPath(t, await orderId(t, popular)));
    await db.execute(sql`insert into orders
      select (jsonb_populate_record(o, jsonb_build_object(
        'id', gen_random_uuid(),
        'event_id', case when g % ${POPULAR_SHARE} = 0 then ${popular.id}::uuid else other.id end,
        'first_name', 'First' || (g % 997), 'last_name', 'Last' || (g % 1009), 'email', 'buyer' || g || '@example.com',
        'created_at', timestamptz '2026-01-01' + g * interval '1 minute',
        'reference', 'EVT-' || (
          -- g written in the references' own 30 letters and digits, six of them.
          select string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (g / (30 ^ k)::int) % 30 + 1, 1), '' order by k)
          from generate_series(0, 5) k)))).*
      from orders o, generate_series(1, ${ORDERS - 1}) g
      join (select id, row_number() over (order by id) as n from events where id <> ${popular.id}) other on other.n = g % ${EVENTS - 1} + 1`);
    await db.execute(sql`insert into tickets (order_id, code, attendee_name, created_at)
      select o.id, upper(md5(o.id::text || n)), 'Guest ' || n || ' of ' || o.last_name, o.created_at
      from orders o, generate_series(1, 2) n
      where not exists (select 1 from tickets issued where issued.order_id = o.id)`);
    // As autovacuum leaves a table that has settled: statistics, and the visibility map index-only scans need.
    client = new pg.Client({ connectionString: t.config.database.driver === 'postgres' ? t.config.database.url : '' });
    await client.connect();
    await client.query('vacuum analyze orders, tickets, instalments');
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await t?.close();
  });

  /** The plan PostgreSQL makes for a statement, as text. */
  const plan = async (statement: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = statement.toSQL();
    const { rows } = await client.query(`explain ${text}`, params);
    return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
  };

  const pages: [string, EventTicketQuery][] = [
    ['the first page', { page: 1 }],
    ['a deep page', { page: 300, pageSize: 10 }],
    ['a search by name', { page: 1, search: 'last17' }],
    ['a search by e-mail and attendee', { page: 1, search: 'buyer4240@ guest' }],
    ['a sort by attendee', { page: 2, sort: 'attendeeName', dir: 'asc' }],
    ['a sort by last name, descending', { page: 1, sort: 'lastName', dir: 'desc', pageSize: 100 }],
    ['a sort by check-in', { page: 1, sort: 'status', dir: 'asc' }],
    ['a sort by date, oldest first', { page: 1, sort: 'date', dir: 'asc', pageSize: 50 }],
  ];

  describe.each([
    ['the popular event', () => popular],
    ['a typical event', () => typical],
  ])('of %s', (_, which) => {
    it.each(pages)('reads %s by index, the count included', async (__, query) => {
      const statements = eventTicketPageQueries(t.database.db, which().id, EventTicketQuery.parse(query) as EventTicketPageQuery);
      for (const statement of [statements.rows, statements.total]) {
        const text = await plan(statement);
        expect(text).not.toMatch(/Seq Scan on (orders|tickets)\b/);
        expect(text).toMatch(/Index (Only )?Scan/);
      }
    });
  });

  /**
   * The plan PostgreSQL keeps for a prepared statement whatever its values (a generic plan, which it
   * may settle on after a few runs), for these values.
   */
  const genericPlan = async (statement: { toSQL(): { sql: string; params: unknown[] } }, values: unknown[]) => {
    await client.query('deallocate all');
    await client.query(`prepare statement as ${statement.toSQL().sql}`);
    await client.query('set plan_cache_mode = force_generic_plan');
    try {
      // EXECUTE takes its values as literals: an array as its text form.
      const literal = (value: unknown) =>
        typeof value === 'number' ? String(value) : client.escapeLiteral(Array.isArray(value) ? `{${value.join(',')}}` : String(value));
      const { rows } = await client.query(`explain execute statement(${values.map(literal).join(', ')})`);
      return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('reset plan_cache_mode');
    }
  };

  it.each([
    ['date', 'desc', 0],
    ['date', 'asc', 2990],
    ['email', 'asc', 0],
    ['status', 'desc', 100],
  ] as const)('reads a page sorted by %s %s from offset %d by index, with any values, as it runs prepared', async (sort, dir, offset) => {
    const text = await genericPlan(pageStatementQueries.page(t.database.db, sort, dir), [popular.id, 10, offset]);
    expect(text).toContain('$1');
    expect(text).not.toMatch(/Seq Scan on (orders|tickets)\b/);
    expect(text).toMatch(/Index (Only )?Scan/);
  });

  it("reads a page's money by its orders' ids, with any ids, as it runs prepared", async () => {
    const ids = await rowsOf<{ id: string }>(t.database.db, sql`select id from orders where event_id = ${popular.id} limit 25`);
    const text = await genericPlan(pageStatementQueries.money(t.database.db), [ids.map(({ id }) => id)]);
    // Only its orders, found by their key (the events, a few hundred rows, may be read whole).
    expect(text).not.toMatch(/Seq Scan on (orders|tickets)\b/);
    expect(text).toMatch(/Index Scan (using|on) orders_pkey/);
  });

  it("counts the popular event's tickets reading its orders from the index alone, not from the table", async () => {
    const statements = eventTicketPageQueries(t.database.db, popular.id, EventTicketQuery.parse({ page: 1 }) as EventTicketPageQuery);
    const text = await plan(statements.total);
    expect(text).toMatch(/Index Only Scan using orders_event_created_idx on orders/);
    expect(text).not.toMatch(/Heap Scan on orders\b/);
  });

  it('has the orders and tickets it set out to have', async () => {
    const [{ orders, tickets, popularOrders }] = await rowsOf<{ orders: number; tickets: number; popularOrders: number }>(
      t.database.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from tickets) as tickets,
        (select count(*)::int from orders where event_id = ${popular.id}) as "popularOrders"`,
    );
    expect(orders).toBe(ORDERS);
    expect(tickets).toBe(2 * ORDERS - 1);
    expect(popularOrders).toBe(ORDERS / POPULAR_SHARE);
  });
});
