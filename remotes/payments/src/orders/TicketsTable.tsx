import { Button } from '@mui/material';
import { useCan } from '@shared/auth';
import type { AdminOrder, OrderTicket } from '@shared/domain';
import { useState } from 'react';
import { paymentDateTime } from '../format';
import { LookChip } from './LookChip';
import { ticketStatusLook } from './orderLabels';
import { OrderTable, type OrderColumn } from './OrderTable';
import { RenameAttendeeDialog } from './RenameAttendeeDialog';

const columns: OrderColumn<OrderTicket>[] = [
  { header: 'Code', cell: (ticket) => ticket.code },
  { header: 'Attendee', cell: (ticket) => ticket.attendeeName },
  { header: 'Status', cell: (ticket) => <LookChip look={ticketStatusLook(ticket.status)} /> },
  { header: 'Checked in', cell: (ticket) => (ticket.checkedInAt ? paymentDateTime(ticket.checkedInAt) : '-') },
];

/**
 * The order's tickets with their codes and what the door knows of them. A member who may change
 * orders can rename the attendee of a ticket that can still be used (not void, not yet let in).
 */
export function TicketsTable({ order }: { order: AdminOrder }) {
  const mayRename = useCan('sales');
  const [renaming, setRenaming] = useState<OrderTicket | null>(null);
  const rename: OrderColumn<OrderTicket> = {
    header: 'Actions',
    cell: (ticket) =>
      ticket.status === 'VALID' && (
        <Button size="small" aria-label={`Rename the attendee of ticket ${ticket.code}`} onClick={() => setRenaming(ticket)}>
          Rename
        </Button>
      ),
  };
  return (
    <>
      <OrderTable
        title="Tickets"
        rows={order.tickets}
        columns={mayRename ? [...columns, rename] : columns}
        rowKey={(ticket) => ticket.code}
        empty="No tickets issued yet."
      />
      {/* Mounted only while open, so each opening starts from the ticket as it is now. */}
      {renaming && <RenameAttendeeDialog order={order} ticket={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}
