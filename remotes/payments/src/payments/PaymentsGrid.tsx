import { Link, Paper, useMediaQuery, useTheme } from '@mui/material';
import {
  paths,
  paymentColumn,
  type PaymentColumnField,
  TRANSACTION_SORT_FIELDS,
  TRANSACTIONS_PAGE_SIZE,
  type Transaction,
} from '@shared/domain';
import { GridTable, type GridColumn, type SortModel } from '@shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../StatusChip';
import { EveryPagePagination } from './EveryPagePagination';
import { PaymentsToolbar } from './PaymentsToolbar';

/** 10 payments a page, the API's default. */
export const PAYMENTS_PAGE_SIZE = TRANSACTIONS_PAGE_SIZE;

type Column = GridColumn<Transaction>;

/**
 * The API sorts (GET /admin/transactions), by the columns it has an index for, ties by payment id:
 * a sort and page read back from the address after a reload show the same rows as the click that
 * made them. The order total and balance are figures of the whole order, worked out for the rows
 * of a page, so they are not sorted by.
 */
const sortable = (field: string) => (TRANSACTION_SORT_FIELDS as readonly string[]).includes(field);

/** A column of Payment Tracking with the header and cell text the CSV export writes too. */
function shown(field: PaymentColumnField, layout: Omit<Column, 'field' | 'header' | 'cell'> = {}): Column {
  const { header, text } = paymentColumn(field);
  return { field, header, cell: text, sortable: sortable(field), ...layout };
}

const columns: Column[] = [
  // The buyer's name stays in view while a narrow table scrolls sideways.
  shown('payer', { sticky: true }),
  shown('payerEmail'),
  shown('productName'),
  shown('productType', { width: 105 }),
  shown('paymentMethod', { width: 90 }),
  shown('date', { width: 120 }),
  // Sorted by pence (the API sorts), shown in pounds.
  shown('amountPaid', { numeric: true, width: 100 }),
  shown('totalAmount', { numeric: true, width: 110 }),
  shown('balance', { numeric: true, width: 100 }),
  shown('refunded', { numeric: true, width: 100 }),
  { ...shown('status', { width: 150 }), cell: (row) => <StatusChip status={row.status} /> },
  {
    field: 'order',
    header: 'Order',
    width: 80,
    cell: (row) =>
      row.orderId && (
        <Link
          component={RouterLink}
          to={paths.admin.order(row.orderId)}
          aria-label={`Open the order of ${row.payerFirstName} ${row.payerLastName}`}
          // The row's own click (or Enter) opens the payment's details; this one goes to the order instead.
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          Open
        </Link>
      ),
  },
];

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
  /** Zero-based. */
  page: number;
  onPageChange: (page: number) => void;
  sortModel: SortModel;
  onSortModelChange: (model: SortModel) => void;
  onOpen: (transaction: Transaction) => void;
  /** Export, Download as CSV: every payment the filters keep. */
  onExportCsv: () => void;
}

/**
 * One page of payments, as the API filtered, sorted and paged them, in a table with the grid's
 * keyboard (docs/architecture.md#admin-tables): the arrow keys move between cells, a row
 * click or Enter opens its details, the Order link (or Enter on it) the order page of a payment
 * that has one; a header click sorts. The toolbar's Export downloads every payment the filters
 * keep, from the API, not only this page. Ten rows a page: a plain table, every row in the page for
 * tests and screen readers, without the data grid's 120 KB.
 */
export function PaymentsGrid({
  rows,
  rowCount,
  loading,
  page,
  onPageChange,
  sortModel,
  onSortModelChange,
  onOpen,
  onExportCsv,
}: PaymentsGridProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pageCount = Math.ceil(rowCount / PAYMENTS_PAGE_SIZE);
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <PaymentsToolbar onExportCsv={onExportCsv} />
      <GridTable
        label="Payments"
        columns={phone ? phoneColumns : columns}
        rows={rows}
        rowId={(row) => row.id}
        rowCount={rowCount}
        loading={loading}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        onOpen={onOpen}
        empty="No payments match these filters."
      />
      <EveryPagePagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </Paper>
  );
}
