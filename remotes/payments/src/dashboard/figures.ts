import { formatPounds, type DashboardSummary } from '@shared/domain';
import { bucketLabel } from './ranges';

export interface Figure {
  label: string;
  value: string;
}

/**
 * The four summary cards, as the page and the exported PDF both show them. `overRange` says
 * whether the figure counts the chosen range (the open events are counted today).
 */
export function summaryFigures({ totals }: DashboardSummary): (Figure & { overRange: boolean })[] {
  return [
    { label: 'Total Revenue', value: formatPounds(totals.revenue), overRange: true },
    { label: 'Tickets Sold', value: String(totals.ticketsSold), overRange: true },
    { label: 'Merchandise Orders', value: String(totals.merchandiseOrders), overRange: true },
    { label: 'Open Events', value: String(totals.openEvents), overRange: false },
  ];
}

/** The Sales Sources bars: each source's takings and its share of all sales in the range. */
export function sourceFigures({ sources }: DashboardSummary): (Figure & { percent: number })[] {
  const total = sources.reduce((sum, { amount }) => sum + amount, 0);
  return sources.map(({ source, amount }) => ({
    label: source,
    value: formatPounds(amount),
    percent: total === 0 ? 0 : Math.round((amount / total) * 100),
  }));
}

/** One point of the sales series: its bucket's name ('Mar 2026', '14 Mar') and its sales in pence. */
export interface SalesPeriod {
  period: string;
  amount: number;
}

/** The sales series of the range, oldest first, as the chart and the exported PDF both show it. */
export function salesSeries({ sales, range }: DashboardSummary): SalesPeriod[] {
  return sales.map(({ start, amount }) => ({ period: bucketLabel(start, range), amount }));
}
