import {
  Box,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  paths,
  paymentColumn,
  type PaymentColumnField,
  TRANSACTION_SORT_FIELDS,
  TRANSACTIONS_PAGE_SIZE,
  type Transaction,
} from '@shared/domain';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../StatusChip';
import { EveryPagePagination } from './EveryPagePagination';
import { gridKeyMove } from './gridKeys';
import { PaymentsToolbar } from './PaymentsToolbar';
import { nextSort, type SortModel } from './tableState';

/** 10 payments a page, the API's default. */
export const PAYMENTS_PAGE_SIZE = TRANSACTIONS_PAGE_SIZE;

interface Column {
  field: PaymentColumnField | 'order';
  header: string;
  /** The cell's content; its text is what the CSV export writes (PAYMENT_COLUMNS). */
  cell: (row: Transaction) => ReactNode;
  width?: number;
  numeric?: boolean;
}

/** A column of Payment Tracking with the header and cell text the CSV export writes too. */
function shown(field: PaymentColumnField, layout: Omit<Column, 'field' | 'header' | 'cell'> = {}): Column {
  const { header, text } = paymentColumn(field);
  return { field, header, cell: text, ...layout };
}

const columns: Column[] = [
  shown('payer'),
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
 * The API sorts (GET /admin/transactions), by the columns it has an index for, ties by payment id:
 * a sort and page read back from the address after a reload show the same rows as the click that
 * made them. The order total and balance are figures of the whole order, worked out for the rows
 * of a page, so they are not sorted by.
 */
const sortable = (field: string) => (TRANSACTION_SORT_FIELDS as readonly string[]).includes(field);

/**
 * On a phone the buyer, then the status, what was paid, the event and the link: what is read at a
 * glance, the buyer's name held at the left while the rest scrolls (docs/product-rules.md#tables-on-a-phone).
 */
const PHONE_FIELDS = ['payer', 'status', 'amountPaid', 'productName', 'order'];
const phoneColumns = PHONE_FIELDS.map((field) => columns.find((column) => column.field === field)!);

/** The columns a sort in the address may name. */
export const SORTABLE_FIELDS = TRANSACTION_SORT_FIELDS;

/** The buyer's name stays in view while a narrow table scrolls sideways. */
const stickyPayer = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

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
 * keyboard (docs/architecture.md#payment-tracking-table): the arrow keys move between cells, a row
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
  const shownColumns = phone ? phoneColumns : columns;
  const [order] = sortModel;
  const pageCount = Math.ceil(rowCount / PAYMENTS_PAGE_SIZE);
  const openOnEnter = (event: KeyboardEvent<HTMLElement>, row: Transaction) => {
    if (event.key === 'Enter') onOpen(row);
    else gridKeyMove(event);
  };
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <PaymentsToolbar onExportCsv={onExportCsv} />
      {/* The page shown stays, dimmed, under a bar while the next one loads; the bar's place is kept. */}
      {loading ? <LinearProgress aria-label="Loading the next page" /> : <Box sx={{ height: 4 }} />}
      <TableContainer>
        <Table
          role="grid"
          aria-label="Payments"
          aria-rowcount={rowCount + 1}
          aria-busy={loading}
          size="small"
          sx={{ opacity: loading ? 0.6 : 1 }}
        >
          <TableHead>
            <TableRow role="row">
              {shownColumns.map(({ field, header, width, numeric }) => {
                const sorted = order?.field === field ? order.sort : undefined;
                return (
                  <TableCell
                    key={field}
                    role="columnheader"
                    data-field={field}
                    align={numeric ? 'right' : 'left'}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    sx={{ width, fontWeight: 500, whiteSpace: 'nowrap', ...(field === 'payer' ? stickyPayer : {}) }}
                    onClick={sortable(field) ? () => onSortModelChange(nextSort(sortModel, field)) : undefined}
                  >
                    {sortable(field) ? (
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
            {rows.map((row, at) => (
              <TableRow key={row.id} role="row" data-id={row.id} hover onClick={() => onOpen(row)} sx={{ cursor: 'pointer' }}>
                {shownColumns.map((column, index) => (
                  <TableCell
                    key={column.field}
                    role="gridcell"
                    data-field={column.field}
                    align={column.numeric ? 'right' : 'left'}
                    // One cell is in the tab order; the arrow keys move from there (the grid pattern).
                    tabIndex={at === 0 && index === 0 ? 0 : -1}
                    onKeyDown={(event) => openOnEnter(event, row)}
                    sx={column.field === 'payer' ? stickyPayer : undefined}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow role="row">
                <TableCell role="gridcell" colSpan={shownColumns.length} align="center" sx={{ py: 4 }}>
                  No payments match these filters.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <EveryPagePagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </Paper>
  );
}
