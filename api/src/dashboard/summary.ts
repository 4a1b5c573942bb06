import type { DashboardRange, DashboardSummary, SalesSource } from '@shared/domain';
import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, merchandiseOrders, salesByDay } from '../db/schema';
import { orderPageQueries, toOrder } from '../merchandise/orders';
import { listTransactions } from '../transactions/queries';

const LATEST = 5;

const RANGES: Record<DashboardRange, { unit: 'month' | 'day'; buckets: number }> = {
  '12m': { unit: 'month', buckets: 12 },
  '6m': { unit: 'month', buckets: 6 },
  '30d': { unit: 'day', buckets: 30 },
  '7d': { unit: 'day', buckets: 7 },
};

const SOURCE_OF: Record<string, SalesSource> = { Experience: 'Experiences', Party: 'Parties', Merchandise: 'Merchandise' };

/** Merchandise orders count as sales once confirmed; a Pending one may still fall through. */
const SOLD_ORDER_STATUSES = ['Confirmed', 'Delivered'];

/** The first day of every bucket of the range, oldest first, in UTC ('YYYY-MM-DD'). */
export function bucketStarts(range: DashboardRange, now: Date): string[] {
  const { unit, buckets } = RANGES[range];
  return Array.from({ length: buckets }, (_, index) => {
    const back = buckets - 1 - index;
    const day =
      unit === 'month'
        ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
    return day.toISOString().slice(0, 10);
  });
}

/**
 * The statements of the dashboard's figures for one range ending now (the latest payments are
 * listTransactions'). The payments' sums come from sales_by_day, which the database keeps by UTC
 * day as payments are written (migration 0017): a few rows a day of the range, however many
 * payments there are.
 */
export function dashboardQueries(db: Db, range: DashboardRange, now = new Date()) {
  const starts = bucketStarts(range, now);
  const since = new Date(`${starts[0]}T00:00:00.000Z`);
  const unit = sql.raw(`'${RANGES[range].unit}'`);
  // Grouped by the truncated time and written as text once a group, not once a row.
  const truncatedOrder = sql`date_trunc(${unit}, ${merchandiseOrders.date} at time zone 'UTC')`;
  const truncatedDay = sql`date_trunc(${unit}, ${salesByDay.day}::timestamp)`;

  // Revenue is net of refunds: a payment given back, in part or whole, still happened (it stays in
  // its bucket) but brings in only what was kept (docs/product-rules.md#refunds). sales_by_day.kept
  // is that, of the taken payments (TAKEN_STATUSES); ticketsSold what buysTickets counts.
  const soldOrders = and(inArray(merchandiseOrders.status, SOLD_ORDER_STATUSES), gte(merchandiseOrders.date, since));
  return {
    starts,
    eventSales: db
      .select({
        bucket: sql<string>`to_char(${truncatedDay}, 'YYYY-MM-DD')`,
        type: salesByDay.productType,
        amount: sum(salesByDay.kept).mapWith(Number),
      })
      .from(salesByDay)
      .where(gte(salesByDay.day, starts[0]))
      .groupBy(truncatedDay, salesByDay.productType),
    orderSales: db
      .select({ bucket: sql<string>`to_char(${truncatedOrder}, 'YYYY-MM-DD')`, amount: sum(merchandiseOrders.amount).mapWith(Number) })
      .from(merchandiseOrders)
      .where(soldOrders)
      .groupBy(truncatedOrder),
    // The three counts in one statement (two as subqueries): each statement of a request costs
    // the API a round trip, and the dashboard's are many (docs/architecture.md#speed-at-scale).
    counts: db
      .select({
        ticketsSold: sum(salesByDay.ticketsSold).mapWith(Number),
        merchandiseOrders: sql`(${db.select({ n: count() }).from(merchandiseOrders).where(gte(merchandiseOrders.date, since))})`.mapWith(
          Number,
        ),
        openEvents: sql`(${db.select({ n: count() }).from(events).where(eq(events.status, 'OPEN'))})`.mapWith(Number),
      })
      .from(salesByDay)
      .where(gte(salesByDay.day, starts[0])),
    // The newest merchandise orders: the orders page's rows, without its count.
    latestOrders: orderPageQueries(db, { page: 1, pageSize: LATEST }).rows,
  };
}

/** Everything the admin dashboard shows, from the database, for one range ending now. */
export async function dashboardSummary(db: Db, range: DashboardRange, now = new Date()): Promise<DashboardSummary> {
  const statements = dashboardQueries(db, range, now);
  const { starts } = statements;
  const [eventSales, orderSales, [counts], latestTransactions, latestOrders] = await Promise.all([
    statements.eventSales,
    statements.orderSales,
    statements.counts,
    listTransactions(db, {}, LATEST),
    statements.latestOrders,
  ]);

  const sales = new Map(starts.map((start) => [start, 0]));
  const sources = new Map<SalesSource, number>([
    ['Experiences', 0],
    ['Parties', 0],
    ['Merchandise', 0],
  ]);
  const add = (bucket: string, source: SalesSource, amount: number) => {
    sales.set(bucket, (sales.get(bucket) ?? 0) + amount);
    sources.set(source, (sources.get(source) ?? 0) + amount);
  };
  for (const row of eventSales) add(row.bucket, SOURCE_OF[row.type], row.amount);
  for (const row of orderSales) add(row.bucket, 'Merchandise', row.amount);

  return {
    range,
    totals: {
      revenue: [...sources.values()].reduce((total, amount) => total + amount, 0),
      ticketsSold: counts.ticketsSold ?? 0,
      merchandiseOrders: counts.merchandiseOrders,
      openEvents: counts.openEvents,
    },
    sales: starts.map((start) => ({ start, amount: sales.get(start) ?? 0 })),
    sources: [...sources].map(([source, amount]) => ({ source, amount })),
    latestTransactions,
    latestMerchandiseOrders: latestOrders.map(toOrder),
  };
}
