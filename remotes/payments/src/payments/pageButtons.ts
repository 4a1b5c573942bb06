/**
 * Up to this many pages, the pager shows every page number, as the spec asks of Payment Tracking.
 * A company's year of payments is thousands of pages: a button for each made the page slow to
 * draw (10,000 buttons took seconds and hundreds of MB at 100,000 payments), and nobody scans them.
 */
export const EVERY_PAGE_UP_TO = 100;

/** Pages shown either side of the current one when not every page is shown. */
const AROUND = 2;

/**
 * The page buttons to show (zero-based page indexes), `'gap'` where pages are left out: every page
 * while there are at most EVERY_PAGE_UP_TO, else the first, the last and those around `page`.
 */
export function pageButtons(page: number, pageCount: number): (number | 'gap')[] {
  const all = Array.from({ length: pageCount }, (_, index) => index);
  if (pageCount <= EVERY_PAGE_UP_TO) return all;
  const shown = all.filter((index) => index === 0 || index === pageCount - 1 || Math.abs(index - page) <= AROUND);
  return shown.flatMap((index, at) => (at > 0 && index - shown[at - 1] > 1 ? ['gap' as const, index] : [index]));
}
