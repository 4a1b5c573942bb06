import { Chip, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  EVENT_TICKET_SORT_FIELDS,
  formatEventDate,
  formatPounds,
  paths,
  TICKET_PAYMENT_LABELS,
  type EventTicket,
  type TicketStatus,
} from '@shared/domain';
import { Link as RouterLink } from 'react-router-dom';
import { formatPhone } from './phone';
import { csvDate, csvPounds } from './ticketCsv';

const CHECK_IN_LABELS: Record<TicketStatus, string> = { VALID: 'Not checked in', CHECKED_IN: 'Checked in', VOID: 'Void' };
const CHECK_IN_COLOURS = { VALID: 'default', CHECKED_IN: 'success', VOID: 'error' } as const;
const PAYMENT_COLOURS = { PAID: 'success', BALANCE_DUE: 'warning', REFUNDED: 'info', CANCELLED: 'default' } as const;

/**
 * An amount of the order: sorted by pence, shown in pounds, exported as a plain number of pounds
 * (the CSV export writes what valueFormatter gives; the screen shows renderCell).
 */
function moneyColumn(field: 'paid' | 'due' | 'refunded', headerName: string): GridColDef<EventTicket> {
  return {
    field,
    headerName,
    type: 'number',
    minWidth: 120,
    valueFormatter: (value: number) => csvPounds(value),
    renderCell: ({ value }) => formatPounds(value as number),
  };
}

/**
 * One row per ticket: the ticket, where its order's money stands and what the door made of it
 * first, so a phone shows the ticket and its payment without scrolling; then the attendee, the
 * buyer and the order as the spec's list has them.
 */
const shownColumns: GridColDef<EventTicket>[] = [
  { field: 'code', headerName: 'Ticket', minWidth: 170, cellClassName: 'ticket-code' },
  {
    field: 'payment',
    headerName: 'Payment',
    minWidth: 120,
    valueGetter: (value: EventTicket['payment']) => TICKET_PAYMENT_LABELS[value],
    renderCell: ({ row, value }) => <Chip size="small" variant="outlined" label={value as string} color={PAYMENT_COLOURS[row.payment]} />,
  },
  {
    field: 'status',
    headerName: 'Check-in',
    minWidth: 140,
    valueGetter: (value: TicketStatus) => CHECK_IN_LABELS[value],
    renderCell: ({ row, value }) => <Chip size="small" label={value as string} color={CHECK_IN_COLOURS[row.status]} />,
  },
  { field: 'attendeeName', headerName: 'Attendee', flex: 1, minWidth: 150 },
  { field: 'firstName', headerName: 'First Name', flex: 1, minWidth: 120 },
  { field: 'lastName', headerName: 'Last Name', flex: 1, minWidth: 120 },
  { field: 'email', headerName: 'Payer Email', flex: 1.5, minWidth: 200 },
  { field: 'phoneNumber', headerName: 'Phone number', minWidth: 160, valueGetter: (value: string) => formatPhone(value) },
  {
    field: 'date',
    headerName: 'Date',
    type: 'dateTime',
    minWidth: 200,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => csvDate(value),
    renderCell: ({ value }) => formatEventDate(value as Date),
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', minWidth: 100 },
  moneyColumn('paid', 'Amount'),
  moneyColumn('due', 'Balance due'),
  moneyColumn('refunded', 'Refunded'),
  {
    field: 'reference',
    headerName: 'Order',
    minWidth: 130,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.admin.order(row.orderId)} aria-label={`Open order ${row.reference}`}>
        {row.reference}
      </Link>
    ),
  },
];

/**
 * The API sorts (GET /admin/events/{id}/tickets?page=), by the columns it can order in the database;
 * where an order's money stands is worked out for the rows of a page, so Payment and the amounts are
 * not sorted by.
 */
const serverSortable: readonly string[] = EVENT_TICKET_SORT_FIELDS;
export const ticketColumns = shownColumns.map((column) =>
  serverSortable.includes(column.field) ? column : { ...column, sortable: false },
);

/** What a phone shows: the ticket and its payment in view, its check-in and holder beside them; the rest is a Columns menu away. */
export const PHONE_HIDDEN_COLUMNS = Object.fromEntries(
  ['firstName', 'lastName', 'email', 'phoneNumber', 'date', 'quantity', 'paid', 'due', 'refunded'].map((field) => [field, false]),
);
