import { TablePagination } from '@mui/material';
import { PAGE_SIZES, type GridQuery } from './useGridQuery';

/** A table's footer: rows a page (PAGE_SIZES), where the page is among them all, and the previous and next pages. */
export function TablePager({ query, rowCount }: { query: GridQuery; rowCount: number }) {
  const { page, pageSize } = query.paginationModel;
  return (
    <TablePagination
      component="div"
      count={rowCount}
      // An address's page past the last (rows gone since) shows as the last until the next click.
      page={Math.min(page, Math.max(0, Math.ceil(rowCount / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, next) => query.onPaginationModelChange({ page: next, pageSize })}
      onRowsPerPageChange={(event) => query.onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })}
      // In place, inside the page's main landmark (docs/conventions.md#accessibility-checks).
      slotProps={{ select: { MenuProps: { disablePortal: true } } }}
    />
  );
}
