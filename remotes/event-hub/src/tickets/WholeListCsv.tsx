import { Box } from '@mui/material';
import { DataGrid, useGridApiRef, type GridColDef, type GridCsvExportOptions, type GridValidRowModel } from '@mui/x-data-grid';
import { useEffect } from 'react';

interface Props<Row extends GridValidRowModel> {
  rows: Row[];
  columns: GridColDef<Row>[];
  getRowId: (row: Row) => string;
  options: GridCsvExportOptions;
  /** Called once the file is handed to the browser. */
  onDone: () => void;
}

/**
 * Downloads the CSV of rows a paged grid does not hold: the grid's own export, run on a grid of
 * their own, out of sight and out of the accessibility tree, so the file is written exactly as
 * the grid writes it (its values, its ISO dates and amounts, its guard against formulas).
 */
export function WholeListCsv<Row extends GridValidRowModel>({ rows, columns, getRowId, options, onDone }: Props<Row>) {
  const apiRef = useGridApiRef();
  // The grid's effects run before this one: its rows and columns are in place.
  useEffect(() => {
    apiRef.current?.exportDataAsCsv(options);
    onDone();
  }, [apiRef, options, onDone]);
  return (
    <Box aria-hidden sx={{ position: 'fixed', left: -10_000, top: 0, width: 1200, height: 400, visibility: 'hidden' }}>
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
