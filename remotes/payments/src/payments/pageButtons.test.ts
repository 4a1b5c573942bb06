import { EVERY_PAGE_UP_TO, pageButtons } from './pageButtons';

it('shows every page while there are at most EVERY_PAGE_UP_TO', () => {
  expect(pageButtons(0, 12)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  expect(pageButtons(50, EVERY_PAGE_UP_TO)).toHaveLength(EVERY_PAGE_UP_TO);
  expect(pageButtons(0, 0)).toEqual([]);
});

it('shows the first, the last and the pages around the current one beyond that', () => {
  expect(pageButtons(0, 10_000)).toEqual([0, 1, 2, 'gap', 9_999]);
  expect(pageButtons(499, 10_000)).toEqual([0, 'gap', 497, 498, 499, 500, 501, 'gap', 9_999]);
  expect(pageButtons(3, 10_000)).toEqual([0, 1, 2, 3, 4, 5, 'gap', 9_999]);
  expect(pageButtons(9_999, 10_000)).toEqual([0, 'gap', 9_997, 9_998, 9_999]);
  expect(pageButtons(50, EVERY_PAGE_UP_TO + 1)).toEqual([0, 'gap', 48, 49, 50, 51, 52, 'gap', 100]);
});
