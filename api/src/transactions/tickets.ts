import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { transactions } from '../db/schema';

/**
 * A payment that bought tickets: a successful full payment or first instalment. Later instalments
 * pay for tickets already counted, so counting them would sell the same seat twice.
 */
export const buysTickets: SQL = and(
  eq(transactions.status, 'SUCCESS'),
  inArray(transactions.instalmentType, ['FULL', 'INSTALLMENT_1']),
) as SQL;

/** Tickets bought for each row of the events table, as a column of a select from it. */
export function ticketsSoldColumn(eventTable: PgTable): SQL<number> {
  // Spelled out in full: drizzle writes a lone table's columns unqualified, and a bare "id" here
  // would mean the transaction's id.
  const eventId = sql`${sql.identifier(getTableName(eventTable))}.${sql.identifier('id')}`;
  return sql<number>`(select coalesce(sum(${transactions.quantity}), 0)::int from ${transactions}
    where ${transactions.eventId} = ${eventId} and ${buysTickets})`;
}
