import type { EventKindName } from '@shared/domain';
import { and, eq, getTableName, inArray, notExists, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orders } from '../db/orders-schema';
import { transactions } from '../db/schema';

/** A payment that took money and kept at least part of it: refunds change its status, not whether it happened. */
export const TAKEN_STATUSES = ['SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;

/**
 * A payment that bought tickets still held: a successful full payment or first instalment whose
 * order is not cancelled (a cancelled order's tickets are back on sale, docs/product-rules.md).
 * Later instalments pay for tickets already counted, so counting them would sell the same seat
 * twice. The demo history has no orders, so its payments always count.
 */
export const buysTickets: SQL = buysTicketsAmong();

/**
 * buysTickets for payments of `eventIds` alone, events of `kind`: the same rows, but the cancelled
 * orders it tests against are those events' own, found by orders_event_status_idx. A grouped read
 * of a few events (a page of the events table) would otherwise hash every cancelled order on
 * record, a cost that grows with the company's history rather than with the page.
 */
export const buysTicketsOfEvents = (kind: EventKindName, eventIds: SQLWrapper): SQL =>
  buysTicketsAmong(and(eq(orders.kind, kind), inArray(orders.eventId, eventIds)));

/** buysTickets, the cancelled orders it tests against narrowed to those `among` keeps (which every order of the payments read must meet). */
function buysTicketsAmong(among?: SQL): SQL {
  // 'CANCELLED' written into the statement: the planner matches orders_cancelled_idx by its predicate's text.
  const cancelled = and(eq(orders.id, transactions.orderId), sql`${orders.status} = 'CANCELLED'`, among);
  return and(
    inArray(transactions.status, [...TAKEN_STATUSES]),
    inArray(transactions.instalmentType, ['FULL', 'INSTALLMENT_1']),
    notExists(sql`(select 1 from ${orders} where ${cancelled})`),
  ) as SQL;
}

/** Tickets bought for each row of the events table, as a column of a select from it. */
export function ticketsSoldColumn(eventTable: PgTable): SQL<number> {
  // Spelled out in full: drizzle writes a lone table's columns unqualified, and a bare "id" here
  // would mean the transaction's id.
  const eventId = sql`${sql.identifier(getTableName(eventTable))}.${sql.identifier('id')}`;
  return sql<number>`(select coalesce(sum(${transactions.quantity}), 0)::int from ${transactions}
    where ${transactions.eventId} = ${eventId} and ${buysTickets})`;
}
