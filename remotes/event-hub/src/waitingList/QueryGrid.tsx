import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { PAGE_SIZES, type GridQuery } from '../tickets/useGridQuery';

type Props<Row extends GridValidRowModel> = Omit<DataGridProps<Row>, 'rows' | 'loading' | 'rowCount'> & {
  label: string;
  /** Null while they load. */
  rows: Row[] | null;
  /** The grid's sort, filters and page, kept in the URL (useGridQuery). */
  query: GridQuery;
};

/** A DataGrid whose sort, filters and page, made in the browser, live in the URL (useGridQuery). */
export function QueryGrid<Row extends GridValidRowModel>({ rows, query, ...grid }: Props<Row>) {
  // The grid's menus and panels open here, inside the page's main landmark, rather than at the end
  // of <body> (docs/conventions.md#accessibility-checks); outside the grid, whose box clips what overflows it.
  const [popups, setPopups] = useState<HTMLElement | null>(null);
  // Mounted with the rows once they are there: an empty grid would take the page in the URL back to the first.
  if (rows === null) return <DataGrid label={grid.label} rows={[]} columns={grid.columns} loading />;
  return (
    <>
      <DataGrid
        {...grid}
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
