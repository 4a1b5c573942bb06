import { useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { AuditChanges, AuditEntity, AuditRecord } from '@shared/domain';
import { useState } from 'react';
import { dateTime, today } from '../format';
import { actionLabel, changesSummary, entityLabels } from './auditLabels';

const PAGE_SIZE = 25;

const columns: GridColDef<AuditRecord>[] = [
  { field: 'at', headerName: 'When', width: 190, valueFormatter: (at: string) => dateTime(at) },
  { field: 'actorEmail', headerName: 'Member', minWidth: 190, flex: 1, valueGetter: (email: string | null) => email ?? 'System' },
  { field: 'action', headerName: 'Action', minWidth: 170, flex: 1, valueGetter: (action: string) => actionLabel(action) },
  { field: 'entity', headerName: 'Entity', width: 150, valueGetter: (entity: AuditEntity) => entityLabels[entity] },
  { field: 'entityId', headerName: 'Entity id', minWidth: 140, flex: 1, renderCell: ({ value }) => value ?? '-' },
  {
    field: 'changes',
    headerName: 'Changes',
    minWidth: 180,
    flex: 1,
    sortable: false,
    valueGetter: (changes: AuditChanges) => changesSummary(changes),
    // The export leaves a cell without changes empty: its guard against formulas would write '-' as "'-".
    renderCell: ({ value }) => value || '-',
  },
];

/** On a phone: when, who and what. */
const PHONE_FIELDS = ['at', 'actorEmail', 'action'];
const phoneColumns = columns.filter((column) => PHONE_FIELDS.includes(column.field));

interface Props {
  rows: AuditRecord[];
  loading: boolean;
  onOpen(record: AuditRecord): void;
}

/**
 * The trail, newest first as the API sends it; a row click (or Enter) opens its details. The
 * toolbar exports what the filters kept as activity-<day>.csv.
 */
export function ActivityGrid({ rows, loading, onOpen }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The toolbar's Export menu opens here, inside the page's main landmark, rather than at the end of
  // <body> (docs/conventions.md#accessibility-checks); outside the grid, whose box clips what overflows it.
  const [popups, setPopups] = useState<HTMLElement | null>(null);
  return (
    <>
      <DataGrid
        aria-label="Activity"
        rows={rows}
        columns={phone ? phoneColumns : columns}
        loading={loading}
        autoHeight
        disableVirtualization
        disableRowSelectionOnClick
        disableColumnMenu
        disableColumnFilter
        disableColumnSelector
        pageSizeOptions={[PAGE_SIZE]}
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE } } }}
        onRowClick={({ row }) => onOpen(row)}
        onCellKeyDown={({ row }, event) => {
          if (event.key === 'Enter') onOpen(row);
        }}
        showToolbar
        slotProps={{
          toolbar: {
            showQuickFilter: false,
            csvOptions: { fileName: `activity-${today()}` },
            printOptions: { disableToolbarButton: true },
          },
          basePopper: { material: { container: popups } },
        }}
        localeText={{ noRowsLabel: 'Nothing was recorded that matches these filters.' }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      <div ref={setPopups} />
    </>
  );
}
