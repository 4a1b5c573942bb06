// `npm run seed:scale` at a tiny size on both drivers: what it writes, that it writes the same
// again, that the rows keep the rules the order flow keeps, and that the admin screens read them.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/connect';
import { seedScale } from '../src/seed/scale';
import { scaleFor, scaleId, scaleRows } from '../src/seed/scale-rows';
import { adminSuite, drivers, rowsOf } from './helpers';

const TODAY = new Date('2026-06-15T00:00:00.000Z');
const options = { ...scaleFor(600, TODAY), events: 8, merchandiseOrders: 20 };

/** Counts and sums of every table the seed writes: equal fingerprints, equal data. */
async function fingerprint(db: Db) {
  const [row] = await rowsOf<Record<string, string>>(
    db,
    sql`select
      (select count(*) from events)::text as events,
      (select coalesce(sum(capacity), 0) from events)::text as capacity,
      (select count(*) || '/' || coalesce(sum(total), 0) || '/' || coalesce(sum(quantity), 0) || '/' || string_agg(reference || status, ',' order by id) from orders) as orders,
      (select count(*) || '/' || coalesce(sum(amount), 0) || '/' || coalesce(sum(refunded), 0) from payments) as payments,
      (select count(*) || '/' || string_agg(code, ',' order by id) from tickets) as tickets,
      (select count(*) || '/' || coalesce(sum(amount), 0) from instalments) as instalments,
      (select count(*) || '/' || coalesce(sum(amount_paid), 0) || '/' || coalesce(sum(refunded), 0) from transactions) as transactions,
      (select count(*) || '/' || coalesce(sum(amount), 0) from refunds) as refunds,
      (select count(*) || '/' || string_agg(kind, ',' order by id) from outbox) as outbox,
      (select count(*) || '/' || coalesce(sum(amount), 0) from merchandise_orders) as merchandise`,
  );
  return row;
}

describe.each(drivers)('npm run seed:scale on %s', (driver) => {
  const suite = adminSuite(driver, { SEED_DEMO: '0' });

  it('writes the company it is asked for, and the same rows again on a second run', async () => {
    const db = suite.t.database.db;
    const first = await seedScale(db, options);
    expect(first.replaced).toBe(false);
    expect(first.written.events).toBe(8);
    expect(first.written.orders).toBe(600);
    expect(first.written.merchandiseOrders).toBe(20);
    expect(first.written.tickets).toBeGreaterThan(600);
    expect(first.written.transactions).toBeGreaterThan(400);
    const before = await fingerprint(db);
    expect(before.events).toBe('8');

    const second = await seedScale(db, options);
    expect(second.replaced).toBe(true);
    expect(await fingerprint(db)).toEqual(before);

    // With the row triggers on (a user who may not turn them off), the refund trigger writes
    // payments.refunded itself: the same rows.
    await seedScale(db, options, { keepTriggers: true });
    expect(await fingerprint(db)).toEqual(before);
  });

  it('has every kind of order the order flow makes', async () => {
    const db = suite.t.database.db;
    const statuses = await rowsOf<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from orders group by 1`);
    const by = Object.fromEntries(statuses.map((row) => [row.status, row.n]));
    expect(by.PAID).toBeGreaterThan(400);
    expect(by.EXPIRED).toBeGreaterThan(0);
    expect(by.CANCELLED).toBeGreaterThan(0);
    expect(by.PARTIALLY_PAID).toBeGreaterThan(0);
    const [mix] = await rowsOf<Record<string, number>>(
      db,
      sql`select
        (select count(distinct kind)::int from events) as kinds,
        (select count(distinct provider)::int from payments) as providers,
        (select count(*)::int from refunds r where r.amount < (select sum(amount) from payments p where p.order_id = r.order_id and p.status = 'SUCCEEDED')) as partial,
        (select count(*)::int from transactions where status = 'REFUNDED') as refunded,
        (select count(*)::int from transactions where instalment_type = 'INSTALLMENT_2') as instalments,
        (select count(*)::int from outbox where kind = 'ticket-email') as ticket_emails,
        (select count(*)::int from orders where status in ('PAID', 'PARTIALLY_PAID', 'CANCELLED')) as paid_orders`,
    );
    expect(mix.kinds).toBe(2);
    expect(mix.providers).toBe(2);
    expect(mix.partial).toBeGreaterThan(0);
    expect(mix.refunded).toBeGreaterThan(0);
    expect(mix.instalments).toBeGreaterThan(0);
    expect(mix.ticket_emails).toBe(mix.paid_orders);
  });

  it('keeps the rules of the order flow', async () => {
    const db = suite.t.database.db;
    const [broken] = await rowsOf<Record<string, number>>(
      db,
      sql`select
        -- no event sells more than its capacity
        (select count(*)::int from events e where e.capacity < (select coalesce(sum(t.quantity), 0) from transactions t
          where t.event_id = e.id and t.status in ('SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED') and t.instalment_type in ('FULL', 'INSTALLMENT_1')
          and not exists (select 1 from orders o where o.id = t.order_id and o.status = 'CANCELLED'))) as oversold,
        -- nothing refunded beyond a payment's amount, the refund parts adding up to it
        (select count(*)::int from payments p where p.refunded > p.amount
          or p.refunded <> (select coalesce(sum(amount), 0) from refund_parts r where r.payment_id = p.id and r.status <> 'FAILED')) as over_refunded,
        (select count(*)::int from refunds r where r.amount <> (select sum(amount) from refund_parts p where p.refund_id = r.id)) as refund_parts,
        -- each payment record is its order's, for the payment it names
        (select count(*)::int from transactions t join orders o on o.id = t.order_id join payments p on p.id = t.payment_id
          where p.order_id <> o.id or t.amount_paid <> p.amount or t.refunded <> p.refunded or t.quantity <> o.quantity
          or t.total_amount <> o.total or t.payer_email <> o.email or t.product_id <> o.event_id::text or p.status <> 'SUCCEEDED') as inconsistent,
        (select count(*)::int from transactions where payment_id is null or order_id is null) as unlinked,
        -- a paid order has its tickets, its first payment the charge, its instalments the rest
        (select count(*)::int from orders o where o.status in ('PAID', 'PARTIALLY_PAID', 'CANCELLED')
          and (o.quantity <> (select count(*) from tickets t where t.order_id = o.id)
          or o.charge <> (select amount from payments p where p.order_id = o.id and p.purpose = 'FIRST' and p.status = 'SUCCEEDED'))) as paid_wrong,
        (select count(*)::int from orders o where o.status in ('PENDING', 'EXPIRED') and exists (select 1 from tickets t where t.order_id = o.id)) as unpaid_tickets,
        (select count(*)::int from orders o where o.instalment = 'INSTALLMENT' and o.status in ('PAID', 'PARTIALLY_PAID', 'CANCELLED')
          and o.total - o.due_now <> (select sum(amount) from instalments i where i.order_id = o.id)) as instalments_wrong,
        (select count(*)::int from orders o where o.status = 'PAID' and exists (select 1 from instalments i where i.order_id = o.id and i.paid_at is null)) as paid_with_due,
        (select count(*)::int from orders o where o.status = 'PARTIALLY_PAID' and not exists (select 1 from instalments i where i.order_id = o.id and i.paid_at is null)) as part_paid_without_due,
        -- a cancelled order gave everything back and voided its tickets
        (select count(*)::int from orders o where o.status = 'CANCELLED' and (exists (select 1 from tickets t where t.order_id = o.id and t.voided_at is null)
          or (select sum(amount - refunded) from payments p where p.order_id = o.id and p.status = 'SUCCEEDED') <> 0)) as cancelled_wrong,
        (select count(*)::int from orders where hold_expires_at > now() and status = 'PENDING') as live_holds`,
    );
    expect(broken).toEqual({
      oversold: 0,
      over_refunded: 0,
      refund_parts: 0,
      inconsistent: 0,
      unlinked: 0,
      paid_wrong: 0,
      unpaid_tickets: 0,
      instalments_wrong: 0,
      paid_with_due: 0,
      part_paid_without_due: 0,
      cancelled_wrong: 0,
      live_holds: 0,
    });
  });

  it('is read by the admin screens', async () => {
    const { app } = suite.t;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: suite.auth });
    const transactions = await get('/api/transaction/get');
    expect(transactions.statusCode).toBe(200);
    expect(JSON.stringify(transactions.json())).toContain('@example.com');
    expect((await get('/api/dashboard/summary')).statusCode).toBe(200);
    const tickets = await get(`/api/admin/events/${scaleId('events', 3)}/tickets`);
    expect(tickets.statusCode).toBe(200);
    // The events table reads both kinds.
    for (const url of ['/api/experience/get', '/api/party/get', '/api/admin/orders?search=example.com'])
      expect((await get(url)).statusCode).toBe(200);
  });

  it('refuses a database with orders of its own unless forced', async () => {
    const db = suite.t.database.db;
    const order = (await rowsOf<Record<string, unknown>>(db, sql`select * from orders where id = ${scaleId('orders', 0)}`))[0];
    await db.execute(sql`insert into orders (id, reference, kind, event_id, quantity, first_name, last_name, email, phone_number, address,
      room, gender, instalment, payment_type, unit_price, accommodation_unit, discount, total, due_now, vat, charge, status, hold_expires_at)
      values (gen_random_uuid(), 'EVT-222222', ${order.kind}, ${order.event_id}, 1, 'Real', 'Buyer', 'real@example.org', '447700000000', 'Somewhere',
      ${order.room}, 'MALE', 'FULL', 'Stripe', 0, 0, 0, 0, 0, 0, 0, 'EXPIRED', now())`);
    await expect(seedScale(db, options)).rejects.toThrow(/1 orders that the scale seed did not write/);
    // The real order holds on to a scale event, so a forced run adds the scale data beside a fresh copy.
    await db.execute(sql`delete from orders where reference = 'EVT-222222'`);
  });
});

describe('the scale rows', () => {
  it('are the same for the same options, and spread over the two years', () => {
    const one = scaleRows(options);
    const two = scaleRows(options);
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    const days = one.events.map((event) => event.day as string).sort();
    expect(days[0] < '2025-01-15').toBe(true);
    expect(days[days.length - 1] > '2026-09-01').toBe(true);
  });
});
