import type { OrderListItem, OrderStatus } from '@shared/domain';
import { desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, payments, refunds } from '../db/orders-schema';
import { events } from '../db/schema';
import { normaliseOrderReference } from './reference';

/** A page an admin reads at a glance; a search narrows it down rather than paging through. */
export const ORDER_SEARCH_LIMIT = 50;

/** Money the order's successful payments took, VAT included. */
const paidColumn = sql<number>`(select coalesce(sum(${payments.amount}), 0)::int from ${payments}
  where ${payments.orderId} = ${orders.id} and ${payments.status} = 'SUCCEEDED')`;

/** Money given back on the order: refunds the provider confirmed (one being asked for is not yet given). */
const refundedColumn = sql<number>`(select coalesce(sum(${refunds.amount}), 0)::int from ${refunds}
  where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'SUCCEEDED')`;

const LIST_COLUMNS = {
  id: orders.id,
  reference: orders.reference,
  email: orders.email,
  firstName: orders.firstName,
  lastName: orders.lastName,
  status: orders.status,
  type: orders.kind,
  eventId: orders.eventId,
  eventTitle: events.title,
  quantity: orders.quantity,
  total: orders.total,
  paid: paidColumn,
  refunded: refundedColumn,
  createdAt: orders.createdAt,
};

/**
 * Orders as a list shows them (joined with their event), to be narrowed by the caller; `extra`
 * columns a caller reads in the same statement, rather than in one more round trip.
 */
export const listOrders = <Extra extends Record<string, SQL>>(db: Db, extra?: Extra) =>
  db
    .select({ ...LIST_COLUMNS, ...(extra as Extra) })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId));

type ListRow = Awaited<ReturnType<typeof listOrders<Record<never, SQL>>>>[number];

export const toListItem = ({ status, createdAt, ...row }: ListRow): OrderListItem => ({
  ...row,
  status: status as OrderStatus,
  createdAt: createdAt.toISOString(),
});

/**
 * The back office's order search, newest first: by reference (typed in any case, with or without
 * 'EVT-'), by e-mail or by name ('Ada', 'obi', 'Ada Obi'), any part of either. No search: the
 * newest orders.
 */
export async function searchOrders(db: Db, search: string | undefined): Promise<OrderListItem[]> {
  const rows = await listOrders(db)
    .where(search ? matching(search) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_SEARCH_LIMIT);
  return rows.map(toListItem);
}

function matching(search: string): SQL | undefined {
  const reference = normaliseOrderReference(search);
  const pattern = `%${escapeLike(search.replace(/\s+/g, ' '))}%`;
  return or(
    reference ? eq(orders.reference, reference) : undefined,
    ilike(orders.email, pattern),
    // Covers the first name, the last name and 'first last' alike.
    ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
  );
}

/** Text matched as itself by LIKE: '%' and '_' typed in a search are not wildcards (backslash is LIKE's escape). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
