import type { OrderTicket } from '@shared/domain';
import { paymentDateTime } from '../format';
import { LookChip } from './LookChip';
import { ticketStatusLook } from './orderLabels';
import { OrderTable, type OrderColumn } from './OrderTable';

const columns: OrderColumn<OrderTicket>[] = [
  { header: 'Code', cell: (ticket) => ticket.code },
  { header: 'Attendee', cell: (ticket) => ticket.attendeeName },
  { header: 'Status', cell: (ticket) => <LookChip look={ticketStatusLook(ticket.status)} /> },
  { header: 'Checked in', cell: (ticket) => (ticket.checkedInAt ? paymentDateTime(ticket.checkedInAt) : '-') },
];

/** The order's tickets with their codes and what the door knows of them. */
export function TicketsTable({ tickets }: { tickets: OrderTicket[] }) {
  return <OrderTable title="Tickets" rows={tickets} columns={columns} rowKey={(ticket) => ticket.code} empty="No tickets issued yet." />;
}
