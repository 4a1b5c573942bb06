// The dashboard's sums by day (sales_by_day, migration 0017), as kept and as summed afresh from the
// payments with the rules the rest of the API counts by: the two must always agree.
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/connect';
import { salesByDay, transactions } from '../src/db/schema';
import { buysTickets, TAKEN_STATUSES } from '../src/transactions/tickets';

export interface DaySums {
  day: string;
  productType: string;
  kept: number;
  ticketsSold: number;
}

/** sales_by_day as kept, its rows of a day added up, less the days whose sums came back to nothing. */
export async function salesByDayRows(db: Db): Promise<DaySums[]> {
  const rows = await db
    .select({
      day: salesByDay.day,
      productType: salesByDay.productType,
      kept: sql<number>`sum(${salesByDay.kept})`.mapWith(Number),
      ticketsSold: sql<number>`sum(${salesByDay.ticketsSold})`.mapWith(Number),
    })
    .from(salesByDay)
    .groupBy(salesByDay.day, salesByDay.productType)
    .orderBy(asc(salesByDay.day), asc(salesByDay.productType));
  return rows.filter((row) => row.kept !== 0 || row.ticketsSold !== 0);
}

/** The same sums from every payment on record: what was kept of taken ones, and buysTickets' tickets. */
export async function salesByDayFromPayments(db: Db): Promise<DaySums[]> {
  const day = sql<string>`to_char(${transactions.date} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      productType: transactions.productType,
      kept: sql<number>`sum(${transactions.amountPaid} - ${transactions.refunded})`.mapWith(Number),
      ticketsSold: sql<number>`coalesce(sum(${transactions.quantity}) filter (where ${buysTickets}), 0)`.mapWith(Number),
    })
    .from(transactions)
    .where(and(inArray(transactions.status, [...TAKEN_STATUSES])))
    .groupBy(day, transactions.productType)
    .orderBy(asc(day), asc(transactions.productType));
  return rows.filter((row) => row.kept !== 0 || row.ticketsSold !== 0);
}
