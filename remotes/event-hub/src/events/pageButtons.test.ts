import { pageButtons } from './pageButtons';

describe('pageButtons', () => {
  it('shows nothing without pages', () => {
    expect(pageButtons(1, 0)).toEqual([]);
  });

  it.each([
    [1, [1]],
    [2, [1, 2]],
    [3, [1, 2, 3]],
    [4, [1, 2, 3, 4]],
  ])('shows every page when there are %i (no ellipsis hides nothing)', (count, buttons) => {
    for (let current = 1; current <= count; current++) expect(pageButtons(current, count)).toEqual(buttons);
  });

  it('five pages: an ellipsis only while it hides a page', () => {
    expect(pageButtons(1, 5)).toEqual([1, 2, 3, 'ellipsis', 5]);
    expect(pageButtons(2, 5)).toEqual([1, 2, 3, 'ellipsis', 5]);
    expect(pageButtons(3, 5)).toEqual([2, 3, 4, 5]);
    expect(pageButtons(4, 5)).toEqual([2, 3, 4, 5]);
    expect(pageButtons(5, 5)).toEqual([2, 3, 4, 5]);
  });

  it('ten pages: the window follows the current page, then the ellipsis and the last page', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageButtons(3, 10)).toEqual([2, 3, 4, 'ellipsis', 10]);
    expect(pageButtons(5, 10)).toEqual([4, 5, 6, 'ellipsis', 10]);
    expect(pageButtons(7, 10)).toEqual([6, 7, 8, 'ellipsis', 10]);
    expect(pageButtons(8, 10)).toEqual([7, 8, 9, 10]);
    expect(pageButtons(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual([7, 8, 9, 10]);
  });

  it('never shows more than 3 numbered pages before the last one', () => {
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const buttons = pageButtons(current, count);
        expect(buttons).toContain(current);
        expect(buttons.at(-1)).toBe(count);
        expect(buttons.filter((b) => b !== 'ellipsis' && b !== count).length).toBeLessThanOrEqual(3);
        expect(buttons.filter((b) => b === 'ellipsis').length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('clamps a page outside the range', () => {
    expect(pageButtons(0, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageButtons(99, 10)).toEqual([7, 8, 9, 10]);
  });
});
