// Who each ticket is for (docs/product-rules.md#named-attendees). Check-out names up to one
// attendee per ticket; the tickets left over are the buyer's. Each named attendee with an e-mail
// address gets their own ticket e-mail, beside the buyer's e-mail of the whole order.
import type { tickets } from '../db/orders-schema';
import { ATTENDEE_TICKET_EMAIL } from '../mail/outbox-kinds';
import type { OutboxValues } from './payment-decision';

export interface TicketAttendee {
  attendeeName: string;
  attendeeEmail: string | null;
}

interface AttendingOrder {
  quantity: number;
  firstName: string;
  lastName: string;
  email: string;
  attendees: { name: string; email?: string }[];
}

/**
 * One entry per ticket of the order, in ticket order: the named attendees first, then the buyer.
 * An attendee given the buyer's own address is not sent a second e-mail: the buyer's has every ticket.
 */
export function ticketAttendees(order: AttendingOrder): TicketAttendee[] {
  const buyer = { attendeeName: `${order.firstName} ${order.lastName}`, attendeeEmail: null };
  const ownAddress = (email: string | undefined) => (email && email.toLowerCase() !== order.email.toLowerCase() ? email : null);
  return Array.from({ length: order.quantity }, (_, i) => {
    const named = order.attendees[i];
    return named ? { attendeeName: named.name, attendeeEmail: ownAddress(named.email) } : buyer;
  });
}

/** The e-mails of the attendees who gave an address, one per ticket just issued. */
export const attendeeEmails = (issued: Pick<typeof tickets.$inferSelect, 'id' | 'attendeeEmail'>[]): OutboxValues[] =>
  issued.filter((ticket) => ticket.attendeeEmail).map((ticket) => ({ kind: ATTENDEE_TICKET_EMAIL, payload: { ticketId: ticket.id } }));
