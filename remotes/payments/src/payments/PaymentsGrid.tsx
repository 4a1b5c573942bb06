import { Link, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import {
  formatPounds,
  paths,
  TRANSACTION_SORT_FIELDS,
  TRANSACTIONS_PAGE_SIZE,
  transactionStatusLabel,
  type Transaction,
} from '@shared/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paymentDate, paymentMethodLabel } from '../format';
import { StatusChip } from '../StatusChip';
import { EveryPagePagination } from './EveryPagePagination';

/** 10 payments a page, the API's default. */
export const PAYMENTS_PAGE_SIZE = TRANSACTIONS_PAGE_SIZE;

const shownColumns: GridColDef<Transaction>[] = [
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
  // All three with VAT, as the buyer pays them (docs/product-rules.md#payment-tracking-figures).
  {
    field: 'amountPaid',
    headerName: 'Paid',
    type: 'number',
    width: 100,
    valueFormatter: (pence: number) => formatPounds(pence),
  },
  {
    field: 'totalAmount',
    headerName: 'Order total',
    type: 'number',
    width: 110,
    valueFormatter: (pence: number) => formatPounds(pence),
  },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 100,
    valueFormatter: (pence: number) => formatPounds(pence),
  },
  // Sorted by pence, shown (and exported) in pounds, like the amount.
  {
    field: 'refunded',
    headerName: 'Refunded',
    type: 'number',
    width: 100,
    valueFormatter: (pence: number) => formatPounds(pence),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    valueGetter: (status: string) => transactionStatusLabel(status),
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: 'order',
    headerName: 'Order',
    width: 80,
    sortable: false,
    disableExport: true,
    renderCell: ({ row }) =>
      row.orderId && (
        <Link
          component={RouterLink}
          to={paths.admin.order(row.orderId)}
          aria-label={`Open the order of ${row.payerFirstName} ${row.payerLastName}`}
          // The row's own click opens the payment's details; this one goes to the order instead.
          onClick={(event) => event.stopPropagation()}
        >
          Open
        </Link>
      ),
  },
];

/**
 * The API sorts (GET /admin/transactions), by the columns it has an index for, ties by payment id:
 * a sort and page read back from the address after a reload show the same rows as the click that
 * made them. The order total and balance are figures of the whole order, worked out for the rows
 * of a page, so they are not sorted by.
 */
const serverSortable: readonly string[] = TRANSACTION_SORT_FIELDS;
const columns = shownColumns.map((column) => (serverSortable.includes(column.field) ? column : { ...column, sortable: false }));

/**
 * On a phone the buyer, then the status, what was paid, the event and the link: what is read at a
 * glance, the buyer's name held at the left while the rest scrolls (docs/product-rules.md#tables-on-a-phone).
 */
const PHONE_FIELDS = ['payer', 'status', 'amountPaid', 'productName', 'order'];
const phoneColumns = PHONE_FIELDS.map((field) => columns.find((column) => column.field === field)!);

/** The columns a sort in the address may name. */
export const SORTABLE_FIELDS = TRANSACTION_SORT_FIELDS;

interface PaymentsGridProps {
  /** The page of payments shown. */
  rows: Transaction[];
  /** Payments matching the filters over all pages. */
  rowCount: number;
  /** The next page is on its way; the rows are still the last page's. */
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPageChange: (page: number) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onOpen: (transaction: Transaction) => void;
}

/**
 * One page of payments, as the API filtered, sorted and paged them; a row click (or Enter) opens
 * its details, the Order link (or Enter on it) the order page of a payment that has one. The
 * toolbar exports the page shown as CSV.
 */
export function PaymentsGrid({
  rows,
  rowCount,
  loading,
  paginationModel,
  onPageChange,
  sortModel,
  onSortModelChange,
  onOpen,
}: PaymentsGridProps) {
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The toolbar's Export menu opens here, inside the page's main landmark, rather than at the end of
  // <body> (docs/conventions.md#accessibility-checks); outside the grid, whose box clips what overflows it.
  const [popups, setPopups] = useState<HTMLElement | null>(null);
  return (
    <>
      <DataGrid
        aria-label="Payments"
        rows={rows}
        columns={phone ? phoneColumns : columns}
        autoHeight
        // Ten rows a page: nothing to gain from virtualising, and every row is in the page for tests and screen readers.
        disableVirtualization
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={[PAYMENTS_PAGE_SIZE]}
        // The API filters, sorts and pages; the grid shows the page it answered.
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        rowCount={rowCount}
        loading={loading}
        paginationModel={paginationModel}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        onRowClick={({ row }) => onOpen(row)}
        onCellKeyDown={({ row, field }, event) => {
          if (event.key !== 'Enter') return;
          if (field === 'order' && row.orderId) navigate(paths.admin.order(row.orderId));
          else onOpen(row);
        }}
        // Our own filter bar filters; the toolbar only exports the page shown.
        disableColumnFilter
        disableColumnSelector
        showToolbar
        slotProps={{
          toolbar: { showQuickFilter: false, csvOptions: { fileName: 'payment-tracking' }, printOptions: { disableToolbarButton: true } },
          pagination: { onPageChange },
          basePopper: { material: { container: popups } },
        }}
        slots={{ pagination: EveryPagePagination }}
        localeText={{ noRowsLabel: 'No payments match these filters.' }}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          // The buyer's name stays in view while a narrow grid scrolls sideways.
          '& .MuiDataGrid-cell[data-field="payer"], & .MuiDataGrid-columnHeader[data-field="payer"]': {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
          },
        }}
      />
      <div ref={setPopups} />
    </>
  );
}
