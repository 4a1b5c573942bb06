// Migration 0019 puts attendee names into an index, whose entries hold at most about 2.7 KB. A name
// stored before names had a length limit can be far longer: the migration cuts it first, or the
// index would refuse it and the API would not start.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db/connect';
import { tickets } from '../src/db/orders-schema';
import { createTestApp, drivers, rowsOf, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';

describe.each(drivers)('migration 0019 on a ticket name stored before names had a limit, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { SEED_DEMO: '0' });
  });
  afterAll(() => t?.close());

  it('cuts it to 500 characters, and builds the index', async () => {
    const db = t.database.db;
    const event = await addEvent(db, 'PARTY');
    const id = await orderId(t, event, { quantity: 2 });
    await completeSandbox(t, await sandboxPath(t, id));
    // The tickets table as it was before 0019, with a name of 100,000 characters that do not compress.
    await db.execute(sql`drop index tickets_order_list_idx`);
    await db.execute(sql`create index tickets_order_idx on tickets (order_id)`);
    const long = randomBytes(75_000).toString('base64');
    const [ticket, other] = await db.select().from(tickets).where(eq(tickets.orderId, id)).orderBy(tickets.code);
    await db.update(tickets).set({ attendeeName: long }).where(eq(tickets.id, ticket.id));

    const migration = await readFile(join(MIGRATIONS_FOLDER, '0019_event_ticket_page_index.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const names = await db.select({ id: tickets.id, name: tickets.attendeeName }).from(tickets).where(eq(tickets.orderId, id));
    expect(names.find((row) => row.id === ticket.id)?.name).toBe(long.slice(0, 500));
    expect(names.find((row) => row.id === other.id)?.name).toBe(other.attendeeName);
    const indexes = await rowsOf<{ indexname: string }>(db, sql`select indexname from pg_indexes where tablename = 'tickets'`);
    expect(indexes.map((row) => row.indexname)).toContain('tickets_order_list_idx');
  });
});
