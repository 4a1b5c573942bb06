import { bucketLabel, RANGE_TABS, rangeLabel } from './ranges';

it('lists the four range tabs in the order the dashboard shows them', () => {
  expect(RANGE_TABS.map((tab) => tab.label)).toEqual(['12 Months', '6 Months', '30 Days', '7 Days']);
  expect(rangeLabel('30d')).toBe('30 Days');
});

it('names month buckets by month and year, day buckets by day and month', () => {
  expect(bucketLabel('2026-03-01', '12m')).toBe('Mar 2026');
  expect(bucketLabel('2025-12-01', '6m')).toBe('Dec 2025');
  expect(bucketLabel('2026-03-14', '30d')).toBe('14 Mar');
  expect(bucketLabel('2026-03-04', '7d')).toBe('4 Mar');
});
