import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { SCALE_MERCHANDISE_ORDER_IDS, type ScaleOptions, type ScaleRows, type ScaleTable, scaleIdRange, scaleRows } from './scale-rows';

// `npm run seed:scale` (README.md, "Scale data"): writes scaleRows into a database in one transaction,
// each table as a few large INSERT ... SELECT FROM json_to_recordset statements, which is fast on
// PGlite and on a PostgreSQL server alike. Rows a previous run wrote are replaced; a database with
// orders of its own is refused unless `force`.

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Table names in the order they are written (parents first) and removed (children first). */
const WRITE_ORDER: (keyof ScaleRows)[] = [
  'events',
  'orders',
  'payments',
  'tickets',
  'instalments',
  'transactions',
  'refunds',
  'refundParts',
  'outbox',
  'merchandiseOrders',
];
const TABLE_NAMES: Record<keyof ScaleRows, string> = {
  events: 'events',
  orders: 'orders',
  payments: 'payments',
  tickets: 'tickets',
  instalments: 'instalments',
  transactions: 'transactions',
  refunds: 'refunds',
  refundParts: 'refund_parts',
  outbox: 'outbox',
  merchandiseOrders: 'merchandise_orders',
};
const CHUNK = 20_000;

export interface ScaleResult {
  /** Rows written, by table. */
  written: Record<keyof ScaleRows, number>;
  /** Whether the rows of an earlier run were removed first. */
  replaced: boolean;
  /** Milliseconds building the rows, and writing them. */
  buildMs: number;
  writeMs: number;
}

export class RealOrdersError extends Error {}

/**
 * `force`: write beside orders the seed did not write. `keepTriggers`: leave the row triggers on even
 * as a superuser, as for any other user (slower; the tests compare the two).
 */
export async function seedScale(db: Db, options: ScaleOptions, { force = false, keepTriggers = false } = {}): Promise<ScaleResult> {
  const built = performance.now();
  const rows = scaleRows(options);
  const buildMs = performance.now() - built;
  const started = performance.now();
  const replaced = await inTransaction(db, async (query) => {
    const [orders] = (await query(`select count(*)::int as real from orders where not (id >= $1 and id < $2)`, scaleIdRange('orders')))
      .rows;
    if (Number(orders.real) > 0 && !force) {
      throw new RealOrdersError(
        `This database holds ${orders.real} orders that the scale seed did not write. Use --force to add the scale data beside them.`,
      );
    }
    const earlier = await removeScaleRows(query);
    const unchecked = !keepTriggers && (await withoutTriggers(query));
    const indexes = await dropPlainIndexes(query);
    for (const table of WRITE_ORDER) {
      // With the refund_parts_count trigger on, it keeps payments.refunded as the parts go in.
      const written = table === 'payments' && !unchecked ? rows.payments.map((row) => ({ ...row, refunded: 0 })) : rows[table];
      await insertRows(query, TABLE_NAMES[table], written);
    }
    for (const definition of indexes) await query(definition);
    if (unchecked) await checkAfterwards(query);
    // The dashboard's sums by day, which the row triggers keep when on (migration 0017): all of them again.
    await query('select sales_by_day_rebuild()');
    return earlier;
  });
  // What autovacuum leaves in time, on a database that has settled: the planner's statistics
  // (without them the first admin pages are planned as if the tables were empty) and the visibility
  // map (without it an index-only scan reads every row's page too). VACUUM cannot run in a transaction.
  await db.execute(sql.raw(`vacuum analyze ${WRITE_ORDER.map((table) => TABLE_NAMES[table]).join(', ')}`));
  const written = Object.fromEntries(WRITE_ORDER.map((table) => [table, rows[table].length])) as ScaleResult['written'];
  return { written, replaced, buildMs, writeMs: performance.now() - started };
}

/**
 * Foreign keys are kept by triggers, one check per row, and so is payments.refunded: for the
 * hundreds of thousands of rows here that is most of the time. A superuser (PGlite's user, and a
 * bench's PostgreSQL) may turn them off for this transaction (session_replication_role = replica);
 * the rows already carry what the refund trigger would write, and checkAfterwards checks in a few
 * set-based queries what the triggers would have checked row by row. CHECK constraints and unique
 * indexes hold either way. Answers whether they are off.
 */
async function withoutTriggers(query: Query): Promise<boolean> {
  await query('savepoint scale_triggers');
  try {
    await query('set local session_replication_role = replica');
    await query('release savepoint scale_triggers');
    return true;
  } catch {
    await query('rollback to savepoint scale_triggers');
    return false;
  }
}

/**
 * The indexes of the tables written that no constraint stands behind, dropped and answered as the
 * statements that make them again: one index built over all the rows at the end is many times
 * faster than the same index kept up row by row. Primary keys and unique indexes stay, so a clash
 * still fails at once. (The whole run is one transaction: nobody sees the tables without them.)
 */
async function dropPlainIndexes(query: Query): Promise<string[]> {
  const { rows } = await query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname = any($1::text[]) and t.relnamespace = 'public'::regnamespace and not i.indisunique and not i.indisprimary`,
    [`{${Object.values(TABLE_NAMES).join(',')}}`],
  );
  for (const row of rows) await query(`drop index ${row.name as string}`);
  return rows.map((row) => row.definition as string);
}

/** What the foreign keys and the refund_parts_count trigger would have refused or written, for the rows written. */
async function checkAfterwards(query: Query): Promise<void> {
  const [orders, payments, tickets, transactions, refunds, parts] = (
    ['orders', 'payments', 'tickets', 'transactions', 'refunds', 'refundParts'] as const
  ).map((table) => scaleIdRange(table));
  /** Rows of `table` (read in its written range by `key`) whose order_id names no order. */
  const withoutOrder = (table: string, key: string, range: string[]): [string, string, string[]] => [
    `${table} without their order`,
    `select count(*)::int as n from ${table} c where c.${key} >= $1 and c.${key} < $2 and not exists (select 1 from orders o where o.id = c.order_id)`,
    range,
  ];
  const checks: [string, string, string[]][] = [
    [
      'orders without their event',
      `select count(*)::int as n from orders o where o.id >= $1 and o.id < $2 and not exists (select 1 from events e where e.id = o.event_id and e.kind = o.kind)`,
      orders,
    ],
    withoutOrder('payments', 'id', payments),
    withoutOrder('tickets', 'id', tickets),
    withoutOrder('instalments', 'order_id', orders),
    [
      'transactions without their order, payment or event',
      `select count(*)::int as n from transactions t where t.id >= $1 and t.id < $2 and (not exists (select 1 from orders o where o.id = t.order_id)
        or not exists (select 1 from payments p where p.id = t.payment_id) or not exists (select 1 from events e where e.id = t.event_id and e.kind = t.event_kind))`,
      transactions,
    ],
    withoutOrder('refunds', 'id', refunds),
    [
      'refund parts without their refund or payment',
      `select count(*)::int as n from refund_parts r where r.id >= $1 and r.id < $2 and (not exists (select 1 from refunds f where f.id = r.refund_id)
        or not exists (select 1 from payments p where p.id = r.payment_id))`,
      parts,
    ],
    [
      'payments whose refunded is not their refund parts',
      `select count(*)::int as n from payments p where p.id >= $1 and p.id < $2 and p.refunded <>
        coalesce((select sum(r.amount) from refund_parts r where r.payment_id = p.id and r.status <> 'FAILED'), 0)`,
      payments,
    ],
  ];
  for (const [what, text, params] of checks) {
    const [row] = (await query(text, params)).rows;
    if (Number(row.n) > 0) throw new Error(`The scale data is inconsistent: ${row.n} ${what}.`);
  }
}

/** Removes what an earlier run wrote; answers whether there was any. */
async function removeScaleRows(query: Query): Promise<boolean> {
  const [found] = (await query(`select count(*)::int as n from events where id >= $1 and id < $2`, scaleIdRange('events'))).rows;
  if (Number(found.n) === 0) return false;
  const orderRange = scaleIdRange('orders');
  const byId = async (table: string, range: ScaleTable) => query(`delete from ${table} where id >= $1 and id < $2`, scaleIdRange(range));
  const byOrder = async (table: string) => query(`delete from ${table} where order_id >= $1 and order_id < $2`, orderRange);
  await byId('outbox', 'outbox');
  await query(`delete from outbox where payload->>'orderId' >= $1 and payload->>'orderId' < $2`, orderRange);
  await byId('refund_parts', 'refundParts');
  await query(`delete from refund_parts where refund_id in (select id from refunds where order_id >= $1 and order_id < $2)`, orderRange);
  await byOrder('refunds');
  await byOrder('instalments');
  await byOrder('transactions');
  await byOrder('booking_tokens');
  await byOrder('tickets');
  await byOrder('payments');
  await byId('orders', 'orders');
  await byId('events', 'events');
  await query(`delete from merchandise_orders where id > $1`, [SCALE_MERCHANDISE_ORDER_IDS]);
  return true;
}

async function insertRows(query: Query, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const types = new Map(
    (
      await query(
        `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
        [table],
      )
    ).rows.map((row) => [row.name as string, row.type as string]),
  );
  const list = columns.map((column) => `"${column}"`).join(', ');
  if (columns.some((column) => Array.isArray(rows[0][column]))) {
    // Array columns (an event's pictures and package) cannot go through unnest: these few rows go as JSON.
    const record = columns.map((column) => `"${column}" ${types.get(column)}`).join(', ');
    const text = `insert into "${table}" (${list}) select ${list} from json_to_recordset($1::json) as x(${record})`;
    for (let i = 0; i < rows.length; i += CHUNK) await query(text, [JSON.stringify(rows.slice(i, i + CHUNK))]);
    return;
  }
  // One array parameter per column, unnested side by side: a third of the size of the same rows as JSON.
  const arrays = columns.map((column, i) => `$${i + 1}::${types.get(column)}[]`).join(', ');
  const text = `insert into "${table}" (${list}) select * from unnest(${arrays})`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await query(
      text,
      columns.map((column) => arrayLiteral(chunk, column)),
    );
  }
}

/** A PostgreSQL array literal of one column of the rows: '{"a","b",NULL,3}'. Objects go as their JSON text. */
function arrayLiteral(rows: Record<string, unknown>[], column: string): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i][column];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (typeof value === 'number' || typeof value === 'boolean') parts[i] = String(value);
    else {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      parts[i] = `"${text.replace(/["\\]/g, '\\$&')}"`;
    }
  }
  return `{${parts.join(',')}}`;
}

/** Runs work in one transaction on the driver under drizzle (a PostgreSQL pool or a PGlite). */
async function inTransaction<T>(db: Db, work: (query: Query) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('totalCount' in client) {
    const connection = await client.connect();
    try {
      await connection.query('begin');
      const result = await work((text, params) => connection.query(text, params));
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  }
  return client.transaction((tx) => work((text, params) => tx.query(text, params)));
}
