// Migration 0006 moves experiences and parties into one events table. A database is built at
// migration 0005 (the schema before it), filled through SQL with events, orders, tickets,
// instalments, payments and transactions as the old API wrote them, then migrated: nothing may be
// lost, every sum of money must be the same, and every id must still lead where it led.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { connect, type Database, MIGRATIONS_FOLDER } from '../src/db/connect';
import { experienceKind, partyKind } from '../src/events/kinds';
import { findEvent, listEvents } from '../src/events/queries';
import { REFERENCE_PATTERN, newOrderReference } from '../src/orders/reference';
import { brokenConstraint, drivers, inMemoryPglite, rowsOf } from './helpers';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

const BEFORE_EVENTS_TABLE = 5;

/** The migrations folder as it was at `last`: the SQL files and a journal that ends there. */
async function migrationsUpTo(last: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await mkdir(join(folder, 'meta'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) await copyFile(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}

const pgArray = (items: string[]) => `{${items.map((item) => JSON.stringify(item)).join(',')}}`;
const images = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'];

interface OldEvent {
  id: string;
  kind: 'EXPERIENCE' | 'PARTY';
  title: string;
  status: 'OPEN' | 'CLOSED';
  day: string;
  time: string;
  price: number;
  single: number;
  shared: number;
  capacity: number;
  deadline: string;
  eventPackage?: string[];
  discount?: number;
  discountFor?: string;
}

const experience = (title: string, fields: Partial<OldEvent> = {}): OldEvent => ({
  id: randomUUID(),
  kind: 'EXPERIENCE',
  title,
  status: 'OPEN',
  day: '2031-05-17',
  time: '15:30',
  price: 32_000,
  single: 28_000,
  shared: 18_000,
  capacity: 40,
  deadline: '2031-05-03',
  eventPackage: ['2 nights half board', 'Daily yoga'],
  ...fields,
});

const party = (title: string, fields: Partial<OldEvent> = {}): OldEvent => ({
  id: randomUUID(),
  kind: 'PARTY',
  title,
  status: 'OPEN',
  day: '2031-07-04',
  time: '21:00',
  price: 2_500,
  single: 0,
  shared: 0,
  capacity: 300,
  deadline: '2031-06-20',
  discount: 500,
  discountFor: 'FEMALE',
  ...fields,
});

const oldEvents = [
  experience('Lake District Retreat'),
  experience('Lagos Getaway', {
    day: '2031-12-20',
    time: '14:00',
    capacity: 10,
    deadline: '2031-11-01',
    eventPackage: ['Airport pick-up'],
  }),
  experience('Past Safari', { status: 'CLOSED', day: '2024-03-02', deadline: '2024-02-17', single: 0, shared: 0 }),
  party('Summer Rooftop'),
  party('Warehouse Night', { day: '2031-08-15', discount: 0, discountFor: '', single: 4_000, shared: 1_500 }),
  party('New Year 2024', { status: 'CLOSED', day: '2023-12-31', deadline: '2023-12-17', discount: 300, discountFor: 'BOTH' }),
];
const [retreat, getaway, safari, rooftop, warehouse, newYear] = oldEvents;

interface OldOrder {
  id: string;
  event: OldEvent;
  quantity: number;
  status: 'PENDING' | 'PAID' | 'PARTIALLY_PAID' | 'EXPIRED' | 'CANCELLED';
  plan: 'FULL' | 'INSTALLMENT';
  total: number;
  /** Later instalments already paid (instalment orders). */
  laterPaid?: number;
}

const order = (event: OldEvent, fields: Omit<OldOrder, 'id' | 'event'>): OldOrder => ({ id: randomUUID(), event, ...fields });

const oldOrders = [
  order(retreat, { quantity: 2, status: 'PAID', plan: 'FULL', total: 120_000 }),
  order(retreat, { quantity: 1, status: 'PARTIALLY_PAID', plan: 'INSTALLMENT', total: 60_000, laterPaid: 1 }),
  order(retreat, { quantity: 3, status: 'PENDING', plan: 'FULL', total: 96_000 }),
  order(getaway, { quantity: 1, status: 'EXPIRED', plan: 'FULL', total: 45_000 }),
  order(rooftop, { quantity: 4, status: 'PAID', plan: 'FULL', total: 8_000 }),
  order(rooftop, { quantity: 2, status: 'PARTIALLY_PAID', plan: 'INSTALLMENT', total: 4_800 }),
  order(warehouse, { quantity: 1, status: 'CANCELLED', plan: 'FULL', total: 2_400 }),
  order(newYear, { quantity: 2, status: 'PAID', plan: 'INSTALLMENT', total: 7_200, laterPaid: 3 }),
];

/** What the old checkout stored: the deposit and three equal instalments, VAT on what is paid now. */
function amounts({ plan, total }: OldOrder) {
  const dueNow = plan === 'FULL' ? total : total / 4;
  const later = plan === 'FULL' ? [0, 0, 0] : [1, 2, 3].map(() => (total - dueNow) / 3);
  const vat = dueNow / 5;
  return { dueNow, vat, charge: dueNow + vat, later };
}

const productType = (event: OldEvent) => (event.kind === 'PARTY' ? 'Party' : 'Experience');

/** Writes the old rows through SQL, as the API before migration 0006 stored them. */
async function writeOldRows(db: Database['db']): Promise<void> {
  const run = (statement: SQL) => db.execute(statement);
  for (const event of oldEvents) {
    const shared = sql`${event.id}, ${event.title}, ${`About ${event.title}`}, '1 Test Street', ${event.price}, ${event.status},
      ${event.single}, ${event.shared}, ${pgArray(images)}::text[], '/uploads/poster.png', ${event.capacity}, ${event.deadline}`;
    const columns = sql.raw(`id, title, description, address, price, status, accomodation_price_single, accomodation_price_shared,
      images, poster_image, capacity, instalment_deadline`);
    if (event.kind === 'EXPERIENCE') {
      await run(sql`insert into experiences (${columns}, arrival_date, arrival_time, event_package)
        values (${shared}, ${event.day}, ${event.time}, ${pgArray(event.eventPackage ?? [])}::text[])`);
    } else {
      await run(sql`insert into parties (${columns}, date, time, discount, discount_for)
        values (${shared}, ${event.day}, ${event.time}, ${event.discount}, ${event.discountFor})`);
    }
  }

  const transaction = async (
    event: OldEvent,
    orderId: string | null,
    quantity: number,
    amountPaid: number,
    total: number,
    type: string,
    status = 'SUCCESS',
  ) => {
    await run(sql`insert into transactions (order_id, product_type, product_id, product_name, payer_email, payer_first_name,
        payer_last_name, payer_phone_number, payment_method, date, amount_paid, total_amount, individual_price, quantity, discount,
        gender, room, room_cost, installment, installment_type, status)
      values (${orderId}, ${productType(event)}, ${event.id}, ${event.title}, 'ada@example.com', 'Ada', 'Obi', '447700900123',
        'Stripe', now(), ${amountPaid}, ${total}, ${event.price}, ${quantity}, 0, 'FEMALE', 'SHARED', ${event.shared},
        ${type === 'FULL' ? 'FULL' : 'INSTALLMENT'}, ${type}, ${status})`);
  };

  for (const one of oldOrders) {
    const { dueNow, vat, charge, later } = amounts(one);
    const holds = one.status === 'PENDING' ? sql`now() + interval '10 minutes'` : sql`now() - interval '1 day'`;
    await run(sql`insert into orders (id, kind, event_id, quantity, first_name, last_name, email, phone_number, address, room, gender,
        installment, payment_type, unit_price, accommodation_unit, discount, total, due_now, vat, charge, instalment_2, instalment_3,
        instalment_4, status, hold_expires_at, paid_at)
      values (${one.id}, ${one.event.kind}, ${one.event.id}, ${one.quantity}, 'Ada', 'Obi', 'ada@example.com', '447700900123',
        '2 Buyer Road', 'SHARED', 'FEMALE', ${one.plan}, 'Stripe', ${one.event.price}, ${one.event.shared}, 0, ${one.total},
        ${dueNow}, ${vat}, ${charge}, ${later[0]}, ${later[1]}, ${later[2]}, ${one.status}, ${holds},
        ${one.status === 'PAID' || one.status === 'PARTIALLY_PAID' ? sql`now()` : null})`);
    await run(sql`insert into payments (order_id, provider, mode, purpose, amount, provider_payment_id, status)
      values (${one.id}, 'stripe', 'sandbox', 'FIRST', ${charge}, ${`pi_${one.id}`},
        ${one.status === 'PAID' || one.status === 'PARTIALLY_PAID' ? 'SUCCEEDED' : 'FAILED'})`);
    if (one.status !== 'PAID' && one.status !== 'PARTIALLY_PAID') continue;

    for (let ticket = 0; ticket < one.quantity; ticket++) {
      await run(sql`insert into tickets (order_id, code, holder_name) values (${one.id}, ${`T-${one.id}-${ticket}`}, 'Ada Obi')`);
    }
    await transaction(one.event, one.id, one.quantity, charge, one.total, one.plan === 'FULL' ? 'FULL' : 'INSTALLMENT_1');
    if (one.plan === 'FULL') continue;
    for (const [index, amount] of later.entries()) {
      const number = index + 2;
      const paid = index < (one.laterPaid ?? 0);
      await run(sql`insert into instalments (order_id, number, amount, due_date, paid_at)
        values (${one.id}, ${number}, ${amount}, ${one.event.deadline}, ${paid ? sql`now()` : null})`);
      if (!paid) continue;
      await run(sql`insert into payments (order_id, provider, mode, purpose, amount, provider_payment_id, status)
        values (${one.id}, 'paypal', 'sandbox', ${`INSTALLMENT_${number}`}, ${amount + amount / 5}, ${`pp_${one.id}_${number}`}, 'SUCCEEDED')`);
      await transaction(one.event, one.id, one.quantity, amount + amount / 5, one.total, `INSTALLMENT_${number}`);
    }
  }

  // Payments recorded without orders (the demo history), one of them failed, and a merchandise sale.
  await transaction(safari, null, 2, 76_800, 64_000, 'FULL');
  await transaction(newYear, null, 1, 3_000, 2_500, 'FULL', 'FAILED');
  await run(sql`insert into transactions (product_type, product_id, product_name, payer_email, payer_first_name, payer_last_name,
      payer_phone_number, payment_method, date, amount_paid, total_amount, individual_price, quantity, gender, room, installment,
      installment_type, status)
    values ('Merchandise', '3', 'Tee', 'bo@example.com', 'Bo', 'Lee', '447700900124', 'Paypal', now(), 2400, 2000, 2000, 1, 'MALE',
      'NONE', 'FULL', 'FULL', 'SUCCESS')`);
}

/** Rows of every table the migration touches or must leave alone, with their money, summed. */
const TOTALS = {
  orders: sql`select count(*)::int as n, sum(quantity)::int as quantity, sum(total)::int as total, sum(due_now)::int as due_now,
    sum(vat)::int as vat, sum(charge)::int as charge, sum(instalment_2 + instalment_3 + instalment_4)::int as later from orders`,
  tickets: sql`select count(*)::int as n from tickets`,
  instalments: sql`select count(*)::int as n, sum(amount)::int as amount, count(paid_at)::int as paid from instalments`,
  payments: sql`select count(*)::int as n, sum(amount)::int as amount from payments`,
  transactions: sql`select count(*)::int as n, sum(amount_paid)::int as paid, sum(total_amount)::int as total,
    sum(quantity)::int as quantity, sum(room_cost)::int as room from transactions`,
};

async function totals(db: Database['db']): Promise<Record<string, Record<string, number>>> {
  const entries = await Promise.all(
    Object.entries(TOTALS).map(async ([table, query]) => [table, (await rowsOf<Record<string, number>>(db, query))[0]] as const),
  );
  return Object.fromEntries(entries);
}

/** Each event as the old tables held it, under the names of the events table. */
const OLD_EVENTS = sql`
  select id, 'EXPERIENCE' as kind, title, description, address, price, status, accomodation_price_single as single,
    accomodation_price_shared as shared, images, poster_image, capacity, instalment_deadline::text as deadline,
    arrival_date::text as day, arrival_time as time, event_package, null::int as discount, null::text as discount_for,
    created_at, updated_at
  from experiences
  union all
  select id, 'PARTY', title, description, address, price, status, accomodation_price_single, accomodation_price_shared, images,
    poster_image, capacity, instalment_deadline::text, date::text, time, null::text[], discount, discount_for, created_at, updated_at
  from parties
  order by id`;

const NEW_EVENTS = sql`
  select id, kind, title, description, address, price, status, accommodation_price_single as single,
    accommodation_price_shared as shared, images, poster_image, capacity, instalment_deadline::text as deadline, day::text as day,
    time, event_package, discount, discount_for, created_at, updated_at
  from events
  order by id`;

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

describe.each(drivers)('migration 0006, one events table, on %s', (driver) => {
  let database: Database;
  let scratch: ScratchDatabase | undefined;
  let oldFolder: string;
  let before: { events: Record<string, unknown>[]; totals: Record<string, Record<string, number>>; sold: Map<string, number> };

  beforeAll(async () => {
    scratch = driver === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'events_migration') : undefined;
    database = scratch ? await connect({ database: { driver: 'postgres', url: scratch.url } }) : await inMemoryPglite();
    oldFolder = await migrationsUpTo(BEFORE_EVENTS_TABLE);
    await database.migrate(oldFolder);
    const { db } = database;
    await writeOldRows(db);
    const sold = await rowsOf<{ id: string; sold: number }>(
      db,
      sql`select product_id as id, sum(quantity)::int as sold from transactions
        where status = 'SUCCESS' and installment_type in ('FULL', 'INSTALLMENT_1') and product_type <> 'Merchandise' group by 1`,
    );
    before = {
      events: await rowsOf(db, OLD_EVENTS),
      totals: await totals(db),
      sold: new Map(sold.map((row) => [row.id, row.sold])),
    };
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
  });

  it('starts from what the old API wrote', () => {
    const bought = oldOrders.filter((one) => one.status === 'PAID' || one.status === 'PARTIALLY_PAID');
    expect(before.events).toHaveLength(oldEvents.length);
    expect(before.totals.orders).toEqual({
      n: oldOrders.length,
      quantity: sum(oldOrders.map((one) => one.quantity)),
      total: sum(oldOrders.map((one) => one.total)),
      due_now: sum(oldOrders.map((one) => amounts(one).dueNow)),
      vat: sum(oldOrders.map((one) => amounts(one).vat)),
      charge: sum(oldOrders.map((one) => amounts(one).charge)),
      later: sum(oldOrders.map((one) => sum(amounts(one).later))),
    });
    expect(before.totals.tickets).toEqual({ n: sum(bought.map((one) => one.quantity)) });
    expect(before.totals.instalments).toMatchObject({ n: 3 * bought.filter((one) => one.plan === 'INSTALLMENT').length, paid: 4 });
    for (const figures of Object.values(before.totals)) {
      for (const figure of Object.values(figures)) expect(figure).toBeGreaterThan(0);
    }
  });

  it('moves every experience and party into events with its id, kind and every column', async () => {
    const { db } = database;
    expect(await rowsOf(db, NEW_EVENTS)).toEqual(before.events);
    const tables = await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_name in ('experiences', 'parties', 'events')`,
    );
    expect(tables.map((table) => table.name)).toEqual(['events']);
  });

  it('leaves every count and every sum of money as it was', async () => {
    expect(await totals(database.db)).toEqual(before.totals);
  });

  it('keeps every id leading where it led: orders, tickets, instalments, payments and transactions', async () => {
    const { db } = database;
    const lost = await rowsOf<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from orders o where not exists (select 1 from events e where e.id = o.event_id and e.kind = o.kind)) as orders,
        (select count(*)::int from tickets t where not exists (select 1 from orders o where o.id = t.order_id)) as tickets,
        (select count(*)::int from instalments i where not exists (select 1 from orders o where o.id = i.order_id)) as instalments,
        (select count(*)::int from payments p where not exists (select 1 from orders o where o.id = p.order_id)) as payments,
        (select count(*)::int from transactions x where x.product_type <> 'Merchandise' and not exists
          (select 1 from events e where e.id::text = x.product_id and e.kind = upper(x.product_type))) as transactions`,
    );
    expect(lost).toEqual([{ orders: 0, tickets: 0, instalments: 0, payments: 0, transactions: 0 }]);
    const linked = await rowsOf<{ product_id: string; event_id: string | null; event_kind: string | null }>(
      db,
      sql`select product_id, event_id, event_kind from transactions order by product_type, product_id`,
    );
    for (const row of linked) {
      const event = oldEvents.find((candidate) => candidate.id === row.product_id);
      expect(row).toEqual({ product_id: row.product_id, event_id: event?.id ?? null, event_kind: event?.kind ?? null });
    }
  });

  it('gives every order made before references a reference of its own, and each ticket payment the payment it records', async () => {
    const { db } = database;
    const references = await rowsOf<{ reference: string }>(db, sql`select reference from orders`);
    expect(references.length).toBeGreaterThan(0);
    for (const { reference } of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(references.map((row) => row.reference)).size).toBe(references.length);
    const unlinked = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from transactions x where x.order_id is not null and (x.payment_id is null
        or not exists (select 1 from payments p where p.id = x.payment_id and p.order_id = x.order_id and p.status = 'SUCCEEDED'))`,
    );
    expect(unlinked).toEqual([{ count: 0 }]);
  });

  it('answers the moved events on the wire as before, with their tickets sold and held', async () => {
    const { db } = database;
    for (const event of oldEvents) {
      const sold = before.sold.get(event.id) ?? 0;
      const held = oldOrders.filter((one) => one.event === event && one.status === 'PENDING').reduce((n, one) => n + one.quantity, 0);
      const common = {
        id: event.id,
        title: event.title,
        description: `About ${event.title}`,
        address: '1 Test Street',
        price: event.price,
        status: event.status,
        accomodationPriceSingle: event.single,
        accomodationPriceShared: event.shared,
        images,
        posterImage: '/uploads/poster.png',
        capacity: event.capacity,
        ticketsSold: sold,
        ticketsLeft: event.capacity - sold - held,
        instalmentDeadline: event.deadline,
        // Events made before cancellation policies get the default one (migration 0008).
        cancelUntilDays: 14,
        cancellationFeePercent: 0,
        // ...and the default zone with no end (migration 0009).
        timeZone: 'Africa/Lagos',
        endDate: null,
        endTime: null,
        // ...and on sale now, without a queue, at most 10 tickets an order (migration 0011).
        onSaleAt: null,
        useQueue: false,
        admitPerMinute: 60,
        maxPerOrder: 10,
        maxPerEmail: null,
      };
      const at = `${event.day}T00:00:00.000Z`;
      if (event.kind === 'EXPERIENCE') {
        expect(await findEvent(db, experienceKind, event.id)).toEqual({
          ...common,
          arrivalDate: at,
          arrivalTime: event.time,
          eventPackage: event.eventPackage,
        });
        expect(await findEvent(db, partyKind, event.id)).toBeUndefined();
      } else {
        expect(await findEvent(db, partyKind, event.id)).toEqual({
          ...common,
          date: at,
          time: event.time,
          discount: event.discount,
          discountFor: event.discountFor,
        });
        expect(await findEvent(db, experienceKind, event.id)).toBeUndefined();
      }
    }
    expect((await listEvents(db, experienceKind)).map((event) => event.title)).toEqual([
      'Past Safari',
      'Lake District Retreat',
      'Lagos Getaway',
    ]);
    expect((await listEvents(db, partyKind, 'OPEN')).map((event) => event.title)).toEqual(['Summer Rooftop', 'Warehouse Night']);
  });

  it('from now on refuses an order or a payment naming a missing event or the wrong kind, and an event that is part of both kinds', async () => {
    const { db } = database;
    const copyOf = (eventId: string, kind: string) => sql`insert into orders (reference, kind, event_id, quantity, first_name, last_name,
        email, phone_number, address, room, gender, instalment, payment_type, unit_price, accommodation_unit, discount, total, due_now,
        vat, charge, hold_expires_at)
      values (${newOrderReference()}, ${kind}, ${eventId}, 1, 'Ada', 'Obi', 'ada@example.com', '447700900123', '2 Buyer Road', 'SHARED',
        'FEMALE', 'FULL', 'Stripe', 100, 0, 0, 100, 100, 20, 120, now())`;
    expect(await brokenConstraint(db, copyOf(randomUUID(), 'EXPERIENCE'))).toBe('orders_event_fk');
    expect(await brokenConstraint(db, copyOf(retreat.id, 'PARTY'))).toBe('orders_event_fk');
    expect(await brokenConstraint(db, copyOf(retreat.id, 'EXPERIENCE'))).toBeUndefined();

    const payment = (type: string, id: string) => sql`insert into transactions (product_type, product_id, product_name, payer_email,
        payer_first_name, payer_last_name, payer_phone_number, payment_method, date, amount_paid, total_amount, individual_price,
        quantity, gender, room, instalment, instalment_type, status)
      values (${type}, ${id}, 'x', 'a@example.com', 'A', 'B', '447700900125', 'Stripe', now(), 1, 1, 1, 1, 'MALE', 'NONE', 'FULL',
        'FULL', 'SUCCESS')`;
    expect(await brokenConstraint(db, payment('Party', retreat.id))).toBe('transactions_event_fk');
    expect(await brokenConstraint(db, payment('Experience', randomUUID()))).toBe('transactions_event_fk');
    expect(await brokenConstraint(db, payment('Experience', retreat.id))).toBeUndefined();

    expect(
      await brokenConstraint(
        db,
        sql`insert into events (kind, title, description, address, price, poster_image, instalment_deadline, day, time, event_package,
            discount, discount_for)
          values ('PARTY', 'Both', 'x', 'y', 1, '/uploads/p.png', '2031-01-01', '2031-01-15', '21:00', '{x}', 0, '')`,
      ),
    ).toBe('events_kind_columns_check');
  });

  it('keeps an event with orders or payments from being deleted, whatever deletes it', async () => {
    const { db } = database;
    expect(await brokenConstraint(db, sql`delete from events where id = ${retreat.id}`)).toBe('orders_event_fk');
    // The demo history's payments have no order, and still hold their event.
    expect(await brokenConstraint(db, sql`delete from events where id = ${safari.id}`)).toBe('transactions_event_fk');
    expect(await rowsOf(db, sql`select id from events where id in (${retreat.id}, ${safari.id})`)).toHaveLength(2);
  });
});
