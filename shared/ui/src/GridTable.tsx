import { Box, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { gridKeyMove } from './gridKeys';
import { nextSort, type SortModel } from './tableSort';

export interface GridColumn<Row> {
  field: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A header click sorts by it (nextSort). */
  sortable?: boolean;
  numeric?: boolean;
  width?: number;
  /** Stays in view at the left while a narrow table scrolls sideways. */
  sticky?: boolean;
}

interface GridTableProps<Row> {
  /** The grid's accessible name. */
  label: string;
  columns: readonly GridColumn<Row>[];
  /** The rows shown; null while the first of them load. */
  rows: Row[] | null;
  rowId: (row: Row) => string;
  /** Rows over all pages. */
  rowCount: number;
  /** The next rows are on their way; those shown stay, dimmed. */
  loading: boolean;
  sortModel: readonly { field: string; sort?: 'asc' | 'desc' | null }[];
  onSortModelChange: (model: SortModel) => void;
  /** A row click or Enter on one of its cells; rows open nothing without it. */
  onOpen?: (row: Row) => void;
  /** Said in the one row of a table with none. */
  empty: string;
}

const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * A page of rows in a plain MUI table with the data grid's roles and keyboard
 * (docs/architecture.md#admin-tables): `role="grid"` named `label`, rows with their id in `data-id`,
 * cells with their column in `data-field`, a sorted header's `aria-sort`; one cell is in the tab
 * order and the arrow keys move between cells. What is shown (the page, the sort, the columns)
 * is the caller's: this draws it. A table of a page of rows needs nothing a data grid adds
 * (virtual rows, its own sorting and filtering) and is drawn in a fraction of its time.
 */
export function GridTable<Row>({
  label,
  columns,
  rows,
  rowId,
  rowCount,
  loading,
  sortModel,
  onSortModelChange,
  onOpen,
  empty,
}: GridTableProps<Row>) {
  const [order] = sortModel;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: Row) => {
    if (event.key === 'Enter' && onOpen) onOpen(row);
    else gridKeyMove(event);
  };
  const busy = loading || rows === null;
  return (
    <>
      {/* The bar's place is kept, so the table does not move when it shows. */}
      {busy ? <LinearProgress aria-label={rows === null ? `Loading the ${label}` : 'Loading the next page'} /> : <Box sx={{ height: 4 }} />}
      <TableContainer>
        <Table
          role="grid"
          aria-label={label}
          aria-rowcount={rowCount + 1}
          aria-busy={busy}
          size="small"
          sx={{ opacity: loading ? 0.6 : 1 }}
        >
          <TableHead>
            <TableRow role="row">
              {columns.map(({ field, header, width, numeric, sortable, sticky }) => {
                const sorted = order?.field === field ? order.sort : undefined;
                return (
                  <TableCell
                    key={field}
                    role="columnheader"
                    data-field={field}
                    align={numeric ? 'right' : 'left'}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    sx={{ width, fontWeight: 500, whiteSpace: 'nowrap', ...(sticky ? stickyCell : {}) }}
                    onClick={sortable ? () => onSortModelChange(nextSort(sortModel, field)) : undefined}
                  >
                    {sortable ? (
                      <TableSortLabel active={Boolean(sorted)} direction={sorted ?? 'asc'}>
                        {header}
                      </TableSortLabel>
                    ) : (
                      header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row, at) => (
              <TableRow
                key={rowId(row)}
                role="row"
                data-id={rowId(row)}
                hover
                onClick={onOpen && (() => onOpen(row))}
                sx={onOpen && { cursor: 'pointer' }}
              >
                {columns.map((column, index) => (
                  <TableCell
                    key={column.field}
                    role="gridcell"
                    data-field={column.field}
                    align={column.numeric ? 'right' : 'left'}
                    // One cell is in the tab order; the arrow keys move from there (the grid pattern).
                    tabIndex={at === 0 && index === 0 ? 0 : -1}
                    onKeyDown={(event) => onKeyDown(event, row)}
                    sx={column.sticky ? stickyCell : undefined}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows?.length === 0 && (
              <TableRow role="row">
                <TableCell role="gridcell" colSpan={columns.length} align="center" sx={{ py: 4 }}>
                  {empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
