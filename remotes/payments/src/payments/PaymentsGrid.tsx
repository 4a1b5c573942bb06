import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { formatPounds, transactionStatusLabel, type Transaction } from '@shared/domain';
import { paymentDate, paymentMethodLabel } from '../format';
import { StatusChip } from '../StatusChip';
import { EveryPagePagination } from './EveryPagePagination';

/** 10 payments a page. */
export const PAYMENTS_PAGE_SIZE = 10;

const columns: GridColDef<Transaction>[] = [
  {
    field: 'payer',
    headerName: 'Name',
    minWidth: 130,
    flex: 1,
    valueGetter: (_, row) => `${row.payerFirstName} ${row.payerLastName}`,
  },
  { field: 'payerEmail', headerName: 'Email', minWidth: 170, flex: 1 },
  { field: 'productName', headerName: 'Event', minWidth: 160, flex: 1 },
  { field: 'productType', headerName: 'Type', width: 105 },
  {
    field: 'paymentMethod',
    headerName: 'Method',
    width: 90,
    valueFormatter: (method: Transaction['paymentMethod']) => paymentMethodLabel(method),
  },
  { field: 'date', headerName: 'Date', width: 120, valueFormatter: (date: string) => paymentDate(date) },
  {
    field: 'amountPaid',
    headerName: 'Amount',
    type: 'number',
    width: 100,
    valueFormatter: (pence: number) => formatPounds(pence),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    valueGetter: (status: string) => transactionStatusLabel(status),
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
];

interface PaymentsGridProps {
  rows: Transaction[];
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onOpen: (transaction: Transaction) => void;
}

/** The payments, newest first as the API sends them; a row click (or Enter) opens its details. */
export function PaymentsGrid({ rows, paginationModel, onPaginationModelChange, onOpen }: PaymentsGridProps) {
  return (
    <DataGrid
      aria-label="Payments"
      rows={rows}
      columns={columns}
      autoHeight
      // Ten rows a page: nothing to gain from virtualising, and every row is in the page for tests and screen readers.
      disableVirtualization
      disableRowSelectionOnClick
      disableColumnMenu
      pageSizeOptions={[PAYMENTS_PAGE_SIZE]}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={({ row }, event) => {
        if (event.key === 'Enter') onOpen(row);
      }}
      slots={{ pagination: EveryPagePagination }}
      localeText={{ noRowsLabel: 'No payments match these filters.' }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
