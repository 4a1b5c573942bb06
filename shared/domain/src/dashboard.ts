// GET /dashboard/summary: the admin dashboard's figures (docs/product-rules.md#admin-areas), computed by
// the API from transactions and merchandise orders. Money is integer pence.
import { z } from 'zod';
import { MerchandiseOrder } from './merchandise';
import { PenceSchema } from './money';
import { Transaction } from './transactions';

/** The chart's range tabs: 12 Months, 6 Months, 30 Days, 7 Days. */
export const DashboardRange = z.enum(['12m', '6m', '30d', '7d']);
export type DashboardRange = z.infer<typeof DashboardRange>;

export const DashboardQuery = z.object({ range: DashboardRange.default('12m') });
export type DashboardQuery = z.input<typeof DashboardQuery>;

export const SalesSource = z.enum(['Experiences', 'Parties', 'Merchandise']);
export type SalesSource = z.infer<typeof SalesSource>;

export const DashboardSummary = z.object({
  range: DashboardRange,
  /** The four summary cards, all over the range. */
  totals: z.object({
    /** Money kept: event payments net of refunds (paid less refunded) plus confirmed or delivered merchandise orders. */
    revenue: PenceSchema,
    /** Tickets bought (first payments only, so instalments do not count a ticket twice). */
    ticketsSold: z.int().min(0),
    merchandiseOrders: z.int().min(0),
    /** OPEN experiences and parties today, whatever the range. */
    openEvents: z.int().min(0),
  }),
  /** One point per month (12m, 6m) or per day (30d, 7d), oldest first, empty buckets as 0. */
  sales: z.array(z.object({ start: z.iso.date(), amount: PenceSchema })),
  sources: z.array(z.object({ source: SalesSource, amount: PenceSchema })),
  latestTransactions: z.array(Transaction),
  latestMerchandiseOrders: z.array(MerchandiseOrder),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;
