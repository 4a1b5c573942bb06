import type {
  Transaction,
  TransactionExportQuery,
  TransactionPageQuery,
  TransactionQuery,
  TransactionSortField,
  TransactionStatusLabel,
} from '@shared/domain';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import type { ListCache } from '../db/list-cache';
import { orders, transactions } from '../db/schema';
import { balanceOf, type OrderCharges, orderTotalWithVat } from './figures';
import { everyWordIn } from '../db/search-words';
import { payerEmailKey, payerNameKey, payerSearchKey, productNameKey, statusRankKey } from '../db/transaction-keys';
import { buysTickets, TAKEN_STATUSES } from './tickets';

type Row = typeof transactions.$inferSelect;

/** The order a payment belongs to: its charges, its state, and what its payments took in all, VAT included. */
interface OrderFigures extends OrderCharges {
  status: string;
  taken: number;
}

// CHECK constraints and the writers keep the text columns to the domain's values. The one place a
// transaction row becomes the wire's shape, whose spelling (installment, installmentType) it keeps.
// The row keeps the order's total before VAT, as priced; the wire's totalAmount is what the buyer
// pays for the whole order, VAT included, like amountPaid (docs/product-rules.md#payment-tracking-figures).
function toTransaction(row: Row, order: OrderFigures | null): Transaction {
  const gender = row.gender as Transaction['gender'];
  const installment = row.instalment as Transaction['installment'];
  const totalAmount = orderTotalWithVat({ totalAmount: row.totalAmount, instalment: installment, gender }, order);
  // A payment of the demo history is an order of its own: what it took is all the order took.
  const taken = order ? order.taken : (TAKEN_STATUSES as readonly string[]).includes(row.status) ? row.amountPaid : 0;
  return {
    id: row.id,
    payerEmail: row.payerEmail,
    payerFirstName: row.payerFirstName,
    payerLastName: row.payerLastName,
    payerPhoneNumber: row.payerPhoneNumber,
    productName: row.productName,
    productType: row.productType as Transaction['productType'],
    productId: row.productId,
    orderId: row.orderId,
    paymentMethod: row.paymentMethod as Transaction['paymentMethod'],
    date: row.date.toISOString(),
    amountPaid: row.amountPaid,
    totalAmount,
    individualPrice: row.individualPrice,
    quantity: row.quantity,
    discount: row.discount,
    gender,
    room: row.room as Transaction['room'],
    roomCost: row.roomCost,
    installment,
    installmentType: row.instalmentType as Transaction['installmentType'],
    refunded: row.refunded,
    balance: balanceOf(order?.status ?? null, totalAmount, taken),
    status: row.status,
  };
}

/** A payment row with its order's figures, as toTransaction takes them. */
const withOrderFigures = (db: Db) =>
  db
    .select({
      transaction: transactions,
      order: {
        charge: orders.charge,
        instalment2: orders.instalment2,
        instalment3: orders.instalment3,
        instalment4: orders.instalment4,
        status: orders.status,
        taken: sql<number>`(select coalesce(sum(taken.amount_paid), 0)::int from ${transactions} taken
          where taken.order_id = ${orders.id} and taken.status in ${[...TAKEN_STATUSES]})`,
      },
    })
    .from(transactions)
    .leftJoin(orders, eq(orders.id, transactions.orderId));

/**
 * Newest first, optionally for one product type and/or one product. Unpaged: every matching
 * payment in one answer (GET /transaction/get); Payment Tracking reads pageTransactions instead.
 */
export async function listTransactions(db: Db, query: TransactionQuery, limit?: number): Promise<Transaction[]> {
  const where = and(
    query.productType ? eq(transactions.productType, query.productType) : undefined,
    query.productId ? eq(transactions.productId, query.productId) : undefined,
  );
  const select = withOrderFigures(db).where(where).orderBy(desc(transactions.date), desc(transactions.id));
  return (await (limit === undefined ? select : select.limit(limit))).map(({ transaction, order }) => toTransaction(transaction, order));
}

const payerName = payerNameKey(transactions);
const payerSearchText = payerSearchKey(transactions);
const statusRank = statusRankKey(transactions.status);

/** The stored statuses of each status label, as transactionStatusLabel names them; Failed is every other status. */
const NAMED_STATUSES: Record<Exclude<TransactionStatusLabel, 'Failed'>, string> = {
  Successful: 'SUCCESS',
  Pending: 'PENDING',
  Refunded: 'REFUNDED',
  'Partially refunded': 'PARTIALLY_REFUNDED',
};

/** The payments of a status label: a plain comparison of the status, which its index answers (count included). */
const hasStatus = (label: TransactionStatusLabel) =>
  label === 'Failed' ? notInArray(transactions.status, Object.values(NAMED_STATUSES)) : eq(transactions.status, NAMED_STATUSES[label]);

/** What each sortable column sorts by; every one has an index on (key, id), api/src/db/schema.ts. */
const SORT_KEYS: Record<TransactionSortField, SQL | PgColumn> = {
  payer: payerName,
  payerEmail: payerEmailKey(transactions),
  productName: productNameKey(transactions.productName),
  productType: transactions.productType,
  paymentMethod: transactions.paymentMethod,
  date: transactions.date,
  amountPaid: transactions.amountPaid,
  refunded: transactions.refunded,
  status: statusRank,
};

/**
 * One page of payments and how many match over all pages: filtered by status label, method and
 * product type, searched for every word in the payer's name and e-mail, sorted by one column with
 * ties by id in the same direction. Each filter, the search and each sort has an index (see the
 * migration 0016_admin_list_indexes), so a page reads only its own rows and the index entries before them.
 * The total is a count over every matching payment, which grows with the payments on record: it is
 * read through `totals`, which keeps it for a moment by filter (db/list-cache.ts).
 */
export async function pageTransactions(
  db: Db,
  query: PageQuery,
  totals: ListCache<number>,
): Promise<{ data: Transaction[]; total: number }> {
  const { rows, total } = transactionPageQueries(db, query);
  const { status, method, productType, search } = query;
  const [found, counted] = await Promise.all([
    rows,
    totals.get(JSON.stringify(['transactions', status, method, productType, search]), async () => (await total)[0].total),
  ]);
  return { data: found.map(({ transaction, order }) => toTransaction(transaction, order)), total: counted };
}

/** A page's query as the route has it, its defaults filled in. */
type PageQuery = z.output<typeof TransactionPageQuery>;

/** The export's query as the route has it: a page's without the paging. */
type ExportQuery = z.output<typeof TransactionExportQuery>;

/**
 * The payments a query keeps and their order: its filters and search as one condition, sorted by
 * one column with ties by id in the same direction. A page and the export read the same.
 */
function matching({ status, method, productType, search, sort, dir }: ExportQuery) {
  const where = and(
    status ? hasStatus(status) : undefined,
    method ? eq(transactions.paymentMethod, method) : undefined,
    productType ? eq(transactions.productType, productType) : undefined,
    ...everyWordIn(payerSearchText, search),
  );
  const order = dir === 'asc' ? asc : desc;
  return { where, key: SORT_KEYS[sort], orderBy: [order(SORT_KEYS[sort]), order(transactions.id)] };
}

/**
 * The two statements of a page, unrun: its rows, and how many match over all pages (the EXPLAIN
 * test reads their plans). The page's ids are found first from the sort's index alone, and only
 * those rows are joined to their orders: an offset joins and reads every row it skips (page 500
 * joined 5,000 orders to show ten).
 */
export function transactionPageQueries(db: Db, query: PageQuery) {
  const { page, pageSize } = query;
  const { where, orderBy } = matching(query);
  const pageIds = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: withOrderFigures(db)
      .where(inArray(transactions.id, pageIds))
      .orderBy(...orderBy),
    total: db.select({ total: count() }).from(transactions).where(where),
  };
}

/** How many payments the export reads at a time. */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * Every payment a query keeps, in its order, `batchSize` at a time, shaped as a page's rows are
 * (docs/product-rules.md#payment-tracking-export). Each batch starts after the last one's final
 * payment (keyset), so it reads only its own rows from the sort's index however far in it is,
 * where an offset would read every row before it again. The key of that payment is read back by
 * its id in the statement itself, so it is compared as the database keeps it (a timestamp to the
 * microsecond, which a JavaScript Date would round).
 */
export async function* transactionBatches(db: Db, query: ExportQuery, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<Transaction[]> {
  const { where, key, orderBy } = matching(query);
  const past = query.dir === 'asc' ? sql`>` : sql`<`;
  let lastId: string | undefined;
  for (;;) {
    const after =
      lastId === undefined
        ? undefined
        : sql`(${key}, ${transactions.id}) ${past} ((select ${key} from ${transactions} where ${transactions.id} = ${lastId}), ${lastId})`;
    const rows = await withOrderFigures(db)
      .where(and(where, after))
      .orderBy(...orderBy)
      .limit(batchSize);
    if (rows.length > 0) yield rows.map(({ transaction, order }) => toTransaction(transaction, order));
    if (rows.length < batchSize) return;
    lastId = rows[rows.length - 1].transaction.id;
  }
}

/** Tickets bought for one product (see buysTickets for what counts). */
export async function ticketsBought(db: Db, productType: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ tickets: sum(transactions.quantity).mapWith(Number) })
    .from(transactions)
    .where(and(eq(transactions.productType, productType), eq(transactions.productId, productId), buysTickets));
  return row.tickets ?? 0;
}
