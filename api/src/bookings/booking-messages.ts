// The e-mails of a booking after the sale (a refund receipt, a cancellation notice, a link to the
// booking page), built from what the database holds when they are sent, like the ticket e-mail.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { eventWhenOf } from '../mail/event-when';
import { refundParts, refunds } from '../db/orders-schema';
import { bookingLinkEmail } from '../mail/booking-link-email';
import { cancellationEmail } from '../mail/cancellation-email';
import { refundEmail } from '../mail/refund-email';
import type { EmailMessage } from '../mail/ticket-email';
import { findOrder, type OrderRow } from '../orders/order-state';
import { eventOf } from './booking-view';

interface Links {
  brand: string;
  bookingUrl: string;
  supportEmail?: string;
}

async function orderAndEvent(db: Db, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Order ${orderId} not found`);
  return { order, event: await eventOf(db, order) };
}

const addressed = (order: OrderRow, { brand, bookingUrl, supportEmail }: Links) => ({
  brand,
  bookingUrl,
  supportEmail,
  to: order.email,
  buyerFirstName: order.firstName,
  orderReference: order.reference,
});

/** The parts of the order's refunds that count: given back (SUCCEEDED) or being asked for (PENDING). */
const partsOf = (db: Db, orderId: string) =>
  db
    .select({ refundId: refundParts.refundId, amount: refundParts.amount, status: refundParts.status })
    .from(refundParts)
    .innerJoin(refunds, eq(refunds.id, refundParts.refundId))
    .where(eq(refunds.orderId, orderId));

const total = (parts: { amount: number }[]) => parts.reduce((sum, part) => sum + part.amount, 0);

/** REFUND_RECEIPT: what this refund gave back (its parts the provider confirmed), why, and the order's total so far. */
export async function refundMessage(db: Db, orderId: string, refundId: string, links: Links): Promise<EmailMessage> {
  const { order, event } = await orderAndEvent(db, orderId);
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
  if (!refund) throw new Error(`Refund ${refundId} of order ${orderId} not found`);
  const given = (await partsOf(db, orderId)).filter((part) => part.status === 'SUCCEEDED');
  return refundEmail({
    ...addressed(order, links),
    eventTitle: event.title,
    amount: total(given.filter((part) => part.refundId === refundId)),
    reason: refund.reason,
    totalRefunded: total(given),
    cancelled: order.status === 'CANCELLED',
  });
}

/** CANCELLATION_NOTICE: the booking, why it was cancelled, and the money given back or on its way. */
export async function cancellationMessage(db: Db, orderId: string, links: Links): Promise<EmailMessage> {
  const { order, event } = await orderAndEvent(db, orderId);
  const parts = await partsOf(db, orderId);
  return cancellationEmail({
    ...addressed(order, links),
    eventTitle: event.title,
    ...eventWhenOf(event),
    reason: order.cancelReason ?? 'The order was cancelled.',
    refunded: total(parts.filter((part) => part.status === 'SUCCEEDED')),
    refunding: total(parts.filter((part) => part.status === 'PENDING')),
  });
}

/** BOOKING_LINK: the link asked for on Find my booking, to the order's own address. */
export async function bookingLinkMessage(db: Db, orderId: string, links: Links): Promise<EmailMessage> {
  const { order, event } = await orderAndEvent(db, orderId);
  return bookingLinkEmail({ ...addressed(order, links), eventTitle: event.title });
}
