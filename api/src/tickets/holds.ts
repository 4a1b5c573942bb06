import { and, eq, getTableName, gt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { OrderType } from '@shared/domain';
import { orders } from '../db/orders-schema';
import { waitingList } from '../db/waiting-list-schema';

/**
 * An order whose tickets are held: pending and not yet run out. An expired hold counts for
 * nothing from the moment it expires, whether or not the expiry job has marked it yet.
 */
export const holdsTickets: SQL = and(eq(orders.status, 'PENDING'), gt(orders.holdExpiresAt, sql`now()`)) as SQL;

/**
 * A waiting-list offer still open: it keeps its tickets out of sale for the person offered until
 * it runs out, exactly like an order's hold (docs/product-rules.md#waiting-list).
 */
export const offerHoldsTickets: SQL = and(eq(waitingList.status, 'OFFERED'), gt(waitingList.offerExpiresAt, sql`now()`)) as SQL;

/**
 * Tickets held for each row of an events table, as a column of a select from that table: the
 * holds of unpaid orders, less those of `exceptOrderId`, and the open waiting-list offers.
 */
export function ticketsHeldColumn(type: OrderType, eventTable: PgTable, exceptOrderId?: string): SQL<number> {
  const byOrders = heldWhere(type, eventTable, exceptOrderId ? sql` and ${orders.id} <> ${exceptOrderId}` : sql``);
  return sql<number>`(${byOrders} + (select coalesce(sum(${waitingList.quantity}), 0)::int from ${waitingList}
    where ${waitingList.eventId} = ${eventIdOf(eventTable)} and ${offerHoldsTickets}))`;
}

/**
 * Tickets held by one buyer, known by e-mail whatever its letter case, for each row of an events
 * table: what the per-buyer cap of order create counts.
 */
export function ticketsHeldByBuyerColumn(type: OrderType, eventTable: PgTable, email: string): SQL<number> {
  return heldWhere(type, eventTable, sql` and lower(${orders.email}) = ${email.toLowerCase()}`);
}

// Qualified for the same reason as ticketsSoldColumn: a bare "id" would be the order's (or the entry's).
const eventIdOf = (eventTable: PgTable) => sql`${sql.identifier(getTableName(eventTable))}.${sql.identifier('id')}`;

function heldWhere(type: OrderType, eventTable: PgTable, also: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(${orders.quantity}), 0)::int from ${orders}
    where ${orders.kind} = ${type} and ${orders.eventId} = ${eventIdOf(eventTable)} and ${holdsTickets}${also})`;
}
