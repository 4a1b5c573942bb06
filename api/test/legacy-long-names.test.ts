// Names stored before they had a length limit can be far longer than an index entry may be (about
// 2.7 KB). The migrations that index names must build on such rows, or the API would not start:
// 0016 sorts payments by their texts' first 200 characters, 0019 cuts attendee names to 500 first.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TransactionPage } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db/connect';
import { tickets } from '../src/db/orders-schema';
import { transactions } from '../src/db/schema';
import { demoPayments } from './demo-payments';
import { adminSuite, drivers, rowsOf } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';

/** 100,000 characters that do not compress. */
const longText = () => randomBytes(75_000).toString('base64');

/** The statements of a migration file, those naming `only` if given. */
async function migration(file: string, only?: RegExp): Promise<string[]> {
  const statements = (await readFile(join(MIGRATIONS_FOLDER, file), 'utf8')).split('--> statement-breakpoint');
  return only ? statements.filter((statement) => only.test(statement)) : statements;
}

describe.each(drivers)('indexes over names stored before names had a limit, on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  const indexesOf = async (table: string) =>
    (await rowsOf<{ indexname: string }>(db(), sql`select indexname from pg_indexes where tablename = ${table}`)).map(
      (row) => row.indexname,
    );

  it('0019 cuts an attendee name to 500 characters, and builds its index', async () => {
    const event = await addEvent(db(), 'PARTY');
    const id = await orderId(suite.t, event, { quantity: 2 });
    await completeSandbox(suite.t, await sandboxPath(suite.t, id));
    // The tickets table as it was before 0019.
    await db().execute(sql`drop index tickets_order_list_idx`);
    await db().execute(sql`create index tickets_order_idx on tickets (order_id)`);
    const long = longText();
    const [ticket, other] = await db().select().from(tickets).where(eq(tickets.orderId, id)).orderBy(tickets.code);
    await db().update(tickets).set({ attendeeName: long }).where(eq(tickets.id, ticket.id));

    for (const statement of await migration('0019_event_ticket_page_index.sql')) await db().execute(sql.raw(statement));

    const names = await db().select({ id: tickets.id, name: tickets.attendeeName }).from(tickets).where(eq(tickets.orderId, id));
    expect(names.find((row) => row.id === ticket.id)?.name).toBe(long.slice(0, 500));
    expect(names.find((row) => row.id === other.id)?.name).toBe(other.attendeeName);
    expect(await indexesOf('tickets')).toContain('tickets_order_list_idx');
  });

  it("0016 builds the sorts' indexes over a payment's long name, e-mail and product, and the sorts still answer", async () => {
    const sorts = ['transactions_payer_name_idx', 'transactions_payer_email_idx', 'transactions_product_name_idx'];
    for (const index of sorts) await db().execute(sql.raw(`drop index ${index}`));
    const pay = demoPayments();
    await db()
      .insert(transactions)
      .values(pay({ payerFirstName: longText(), payerLastName: longText(), payerEmail: longText(), productName: longText() }));

    for (const statement of await migration('0016_admin_list_indexes.sql', new RegExp(sorts.join('|'))))
      await db().execute(sql.raw(statement));

    expect(await indexesOf('transactions')).toEqual(expect.arrayContaining(sorts));
    for (const sort of ['payer', 'payerEmail', 'productName']) {
      const response = await suite.t.app.inject({ method: 'GET', url: `/api/admin/transactions?sort=${sort}`, headers: suite.auth });
      expect(response.statusCode).toBe(200);
      expect(TransactionPage.parse(response.json()).total).toBeGreaterThan(0);
    }
  });
});
