import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { PAGE_SIZES, type GridQuery } from './useGridQuery';

type Props<Row extends GridValidRowModel> = Omit<DataGridProps<Row>, 'rows' | 'loading' | 'rowCount'> & {
  label: string;
  /** Null while they load. */
  rows: Row[] | null;
  /** The grid's sort, filters and page, kept in the URL (useGridQuery). */
  query: GridQuery;
  /**
   * For rows the API searches, sorts and pages (the query says which): how many match over all
   * pages, and whether the next page is on its way while the last one stays shown.
   */
  server?: { rowCount: number; loading: boolean };
};

/** A DataGrid whose sort, filters and page live in the URL (useGridQuery); in the browser, or by the API with `server`. */
export function QueryGrid<Row extends GridValidRowModel>({ rows, query, server, ...grid }: Props<Row>) {
  // The grid's menus and panels open here, inside the page's main landmark, rather than at the end
  // of <body> (docs/conventions.md#accessibility-checks); outside the grid, whose box clips what overflows it.
  const [popups, setPopups] = useState<HTMLElement | null>(null);
  // Mounted with the rows once they are there: an empty grid would take the page in the URL back to the first.
  if (rows === null) return <DataGrid label={grid.label} rows={[]} columns={grid.columns} loading />;
  return (
    <>
      <DataGrid
        {...grid}
        {...(server && {
          paginationMode: 'server',
          sortingMode: 'server',
          filterMode: 'server',
          rowCount: server.rowCount,
          loading: server.loading,
          // The API searches; the grid's free column filters it cannot answer.
          disableColumnFilter: true,
        })}
        slotProps={{ ...grid.slotProps, basePopper: { ...grid.slotProps?.basePopper, material: { container: popups } } }}
        rows={rows}
        sortModel={query.sortModel}
        onSortModelChange={query.onSortModelChange}
        filterModel={query.filterModel}
        onFilterModelChange={query.onFilterModelChange}
        paginationModel={query.paginationModel}
        onPaginationModelChange={query.onPaginationModelChange}
        pageSizeOptions={PAGE_SIZES}
        disableRowSelectionOnClick
      />
      <div ref={setPopups} />
    </>
  );
}
