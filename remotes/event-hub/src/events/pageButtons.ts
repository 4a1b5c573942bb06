export type PageButton = number | 'ellipsis';

/** At most this many numbered pages side by side, before the ellipsis and the last page. */
const WINDOW = 3;

/**
 * The page buttons of the events table (pages count from 1): a window of at most 3 pages around
 * the current one, then an ellipsis and the last page. The ellipsis only stands for pages it
 * hides, so with the window right before the last page the last page simply follows it.
 *
 * pageButtons(1, 10) => [1, 2, 3, 'ellipsis', 10]
 * pageButtons(5, 10) => [4, 5, 6, 'ellipsis', 10]
 * pageButtons(9, 10) => [7, 8, 9, 10]
 */
export function pageButtons(current: number, pageCount: number): PageButton[] {
  if (pageCount <= 0) return [];
  const last = pageCount;
  const page = Math.min(Math.max(1, current), last);
  if (last <= WINDOW + 1) return Array.from({ length: last }, (_, i) => i + 1);
  // The window keeps the current page in its middle, but never starts before 1 nor runs into the last page.
  const start = Math.min(Math.max(1, page - 1), last - WINDOW);
  const window = Array.from({ length: WINDOW }, (_, i) => start + i);
  const end = start + WINDOW - 1;
  return end + 1 < last ? [...window, 'ellipsis', last] : [...window, last];
}
