// The admin's ticket list of one event (docs/product-rules.md#ticket-list): one row per ticket
// issued, with its attendee, what the door made of it and where its order's money stands.
import { z } from 'zod';
import { TicketStatus } from './afterSale';
import { OrderStatus } from './orders';
import { PenceSchema } from './pence';

/** Where an order's money stands, as the ticket list says it. */
export const TicketPayment = z.enum(['PAID', 'BALANCE_DUE', 'REFUNDED', 'CANCELLED']);
export type TicketPayment = z.infer<typeof TicketPayment>;

export const TICKET_PAYMENT_LABELS: Record<TicketPayment, string> = {
  PAID: 'Paid',
  BALANCE_DUE: 'Balance due',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
};

/**
 * Money given back on a cancelled order, or all of it: refunded. A cancelled order kept its money
 * otherwise; a part-paid one owes instalments; anything else is paid (a partial refund keeps the
 * order, and shows in its refunded amount).
 */
export function ticketPayment(order: { status: OrderStatus; paid: number; refunded: number }): TicketPayment {
  if (order.refunded > 0 && (order.status === 'CANCELLED' || order.refunded >= order.paid)) return 'REFUNDED';
  if (order.status === 'CANCELLED') return 'CANCELLED';
  return order.status === 'PARTIALLY_PAID' ? 'BALANCE_DUE' : 'PAID';
}

export const EventTicket = z.object({
  code: z.string(),
  attendeeName: z.string(),
  status: TicketStatus,
  checkedInAt: z.iso.datetime({ offset: true }).nullable(),
  orderId: z.string(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Digits as the buyer gave them: the country code, then the number. */
  phoneNumber: z.string(),
  /** When the order was paid (its first payment). */
  date: z.iso.datetime({ offset: true }),
  /** Tickets in the order. */
  quantity: z.int(),
  /** The order's money, VAT included: what it costs, what its payments took, gave back and still owe. */
  total: PenceSchema,
  paid: PenceSchema,
  refunded: PenceSchema,
  due: PenceSchema,
  payment: TicketPayment,
});
export type EventTicket = z.infer<typeof EventTicket>;

/** GET /admin/events/{id}/tickets */
export const EventTicketList = z.object({ data: z.array(EventTicket) });
export type EventTicketList = z.infer<typeof EventTicketList>;
