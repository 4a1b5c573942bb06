import { Box, Chip, Link } from '@mui/material';
import {
  EVENT_TICKET_SORT_FIELDS,
  formatEventDate,
  formatPounds,
  paths,
  TICKET_PAYMENT_LABELS,
  type EventTicket,
  type TicketStatus,
} from '@shared/domain';
import type { GridColumn } from '@shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { formatPhone } from './phone';
import { csvDate, csvPounds } from './ticketCsv';

const CHECK_IN_LABELS: Record<TicketStatus, string> = { VALID: 'Not checked in', CHECKED_IN: 'Checked in', VOID: 'Void' };
const CHECK_IN_COLOURS = { VALID: 'default', CHECKED_IN: 'success', VOID: 'error' } as const;
const PAYMENT_COLOURS = { PAID: 'success', BALANCE_DUE: 'warning', REFUNDED: 'info', CANCELLED: 'default' } as const;

/** A column of the ticket list: what the screen shows, and what the CSV writes, a value a spreadsheet reads as it is. */
export interface TicketColumn extends GridColumn<EventTicket> {
  csv: (row: EventTicket) => string;
}

/** A column whose text is the same on screen and in the CSV. */
const text = (field: keyof EventTicket, header: string, value = (row: EventTicket) => String(row[field])): TicketColumn => ({
  field,
  header,
  cell: value,
  csv: value,
});

/** An amount of the order: shown in pounds, written as a plain number of pounds. */
const money = (field: 'paid' | 'due' | 'refunded', header: string): TicketColumn => ({
  field,
  header,
  numeric: true,
  cell: (row) => formatPounds(row[field]),
  csv: (row) => csvPounds(row[field]),
});

/**
 * One row per ticket: the ticket, where its order's money stands and what the door made of it
 * first, so a phone shows the ticket and its payment without scrolling; then the attendee, the
 * buyer and the order as the spec's list has them.
 */
const shownColumns: TicketColumn[] = [
  {
    ...text('code', 'Ticket'),
    cell: (row) => (
      <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {row.code}
      </Box>
    ),
  },
  {
    ...text('payment', 'Payment', (row) => TICKET_PAYMENT_LABELS[row.payment]),
    cell: (row) => <Chip size="small" variant="outlined" label={TICKET_PAYMENT_LABELS[row.payment]} color={PAYMENT_COLOURS[row.payment]} />,
  },
  {
    ...text('status', 'Check-in', (row) => CHECK_IN_LABELS[row.status]),
    cell: (row) => <Chip size="small" label={CHECK_IN_LABELS[row.status]} color={CHECK_IN_COLOURS[row.status]} />,
  },
  text('attendeeName', 'Attendee'),
  text('firstName', 'First Name'),
  text('lastName', 'Last Name'),
  text('email', 'Payer Email'),
  { ...text('phoneNumber', 'Phone number', (row) => formatPhone(row.phoneNumber)), width: 160 },
  { field: 'date', header: 'Date', cell: (row) => formatEventDate(row.date), csv: (row) => csvDate(new Date(row.date)) },
  { ...text('quantity', 'Quantity'), numeric: true },
  money('paid', 'Amount'),
  money('due', 'Balance due'),
  money('refunded', 'Refunded'),
  {
    ...text('reference', 'Order'),
    cell: (row) => (
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
export const ticketColumns: TicketColumn[] = shownColumns.map((column) => ({ ...column, sortable: serverSortable.includes(column.field) }));

/** What a phone shows: the ticket and its payment in view, its check-in and holder beside them; the rest is a Columns menu away. */
export const PHONE_HIDDEN_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'date', 'quantity', 'paid', 'due', 'refunded'];
