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
  if (pageCount <= EVERY_PAGE_UP_TO) return Array.from({ length: pageCount }, (_, index) => index);
  // Only the few pages shown are listed, never all of them: a render costs the same at any size.
  const last = pageCount - 1;
  const around = Array.from({ length: 2 * AROUND + 1 }, (_, at) => page - AROUND + at).filter((index) => index > 0 && index < last);
  const shown = [0, ...around, last];
  return shown.flatMap((index, at) => (at > 0 && index - shown[at - 1] > 1 ? ['gap' as const, index] : [index]));
}
