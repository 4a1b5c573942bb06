import { Link, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import {
  paths,
  paymentColumn,
  type PaymentColumnField,
  TRANSACTION_SORT_FIELDS,
  TRANSACTIONS_PAGE_SIZE,
  type Transaction,
} from '@shared/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StatusChip } from '../StatusChip';
import { EveryPagePagination } from './EveryPagePagination';
import { PaymentsToolbar } from './PaymentsToolbar';

/** 10 payments a page, the API's default. */
export const PAYMENTS_PAGE_SIZE = TRANSACTIONS_PAGE_SIZE;

/**
 * A column of Payment Tracking with the header and cell text the CSV export writes too
 * (PAYMENT_COLUMNS), laid out for the screen.
 */
function shown(field: PaymentColumnField, layout: Omit<GridColDef<Transaction>, 'field'>): GridColDef<Transaction> {
  const { header, text } = paymentColumn(field);
  return { field, headerName: header, valueFormatter: (_value, row) => text(row), ...layout };
}

const shownColumns: GridColDef<Transaction>[] = [
  shown('payer', { minWidth: 130, flex: 1 }),
  shown('payerEmail', { minWidth: 170, flex: 1 }),
  shown('productName', { minWidth: 160, flex: 1 }),
  shown('productType', { width: 105 }),
  shown('paymentMethod', { width: 90 }),
  shown('date', { width: 120 }),
  // Sorted by pence (the API sorts), shown in pounds.
  shown('amountPaid', { type: 'number', width: 100 }),
  shown('totalAmount', { type: 'number', width: 110 }),
  shown('balance', { type: 'number', width: 100 }),
  shown('refunded', { type: 'number', width: 100 }),
  shown('status', { width: 150, renderCell: ({ row }) => <StatusChip status={row.status} /> }),
  {
    field: 'order',
    headerName: 'Order',
    width: 80,
    sortable: false,
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
  /** Export, Download as CSV: every payment the filters keep. */
  onExportCsv: () => void;
}

/**
 * One page of payments, as the API filtered, sorted and paged them; a row click (or Enter) opens
 * its details, the Order link (or Enter on it) the order page of a payment that has one. The
 * toolbar's Export downloads every payment the filters keep, from the API, not only this page.
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
  onExportCsv,
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
        // Our own filter bar filters; the toolbar only exports, through the API (PaymentsToolbar).
        disableColumnFilter
        disableColumnSelector
        showToolbar
        slotProps={{
          toolbar: { onExportCsv, popups },
          pagination: { onPageChange },
          basePopper: { material: { container: popups } },
        }}
        slots={{ toolbar: PaymentsToolbar, pagination: EveryPagePagination }}
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
