import { dayOfMonth, monthHeading, type DashboardRange } from '@shared/domain';

/** The sales report's range tabs, in their order on screen (docs/product-rules.md#admin-areas). */
export const RANGE_TABS: readonly { range: DashboardRange; label: string }[] = [
  { range: '12m', label: '12 Months' },
  { range: '6m', label: '6 Months' },
  { range: '30d', label: '30 Days' },
  { range: '7d', label: '7 Days' },
];

export function rangeLabel(range: DashboardRange): string {
  return RANGE_TABS.find((tab) => tab.range === range)!.label;
}

/**
 * The name of one point of the sales series, from the first day of its bucket ('YYYY-MM-DD'):
 * 'Mar 2026' for the month ranges, '14 Mar' for the day ranges.
 */
export function bucketLabel(start: string, range: DashboardRange): string {
  const [month, year] = monthHeading(start).split(' ');
  const short = month.slice(0, 3);
  return range === '12m' || range === '6m' ? `${short} ${year}` : `${dayOfMonth(start)} ${short}`;
}
