import type { KeyboardEvent } from 'react';

const MOVES: Record<string, [rows: number, cells: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The arrow keys of an ARIA grid on a cell of a table (role="grid"): focus moves to the cell
 * above, below or beside it, within the grid's rows of cells; the one focused takes the tab stop,
 * so Tab leaves the grid and Shift+Tab comes back to it.
 */
export function gridKeyMove(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  const cell = event.currentTarget;
  const grid = cell.closest('[role="grid"]');
  if (!move || !grid) return;
  const rows = [...grid.querySelectorAll<HTMLElement>('[role="row"]')]
    .map((row) => [...row.querySelectorAll<HTMLElement>('[role="gridcell"]')])
    .filter((cells) => cells.length > 0);
  const row = rows.findIndex((cells) => cells.includes(cell));
  const target = rows[row + move[0]]?.[rows[row].indexOf(cell) + move[1]];
  if (!target) return;
  event.preventDefault();
  cell.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
}
