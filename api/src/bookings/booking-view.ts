// The buyer's booking page (GET /bookings/{token}): the order as its buyer may see it, and whether
// it can be cancelled online now and for how much (docs/product-rules.md#after-the-sale).
import type { Booking, OrderStatus, OrderType } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { payments } from '../db/orders-schema';
import { notFound } from '../http/errors';
import { type EventRow, findEventRow } from '../orders/capacity';
import { findOrder, type OrderRow, withVat } from '../orders/order-state';
import { ticketStatus } from '../orders/order-view';
import { unpaidInstalments } from '../orders/remaining-schedule';
import { issuedTickets } from '../orders/ticket-message';
import { paidOnSandbox } from '../tickets/test-tickets';
import { type WalletSite, walletLinks } from '../tickets/wallet/wallet-links';
import { walletTicketOf } from '../tickets/wallet/wallet-ticket';
import { orderIdForToken } from './tokens';

export const BOOKING_NOT_FOUND = 'We could not find that booking. The link may be out of date: use Find my booking to get a new one.';

export interface CancellationFacts {
  status: string;
  /** The event's day, 'YYYY-MM-DD'. */
  eventDay: string;
  /** Buyers may cancel until this many days before the event day; 0: never online. */
  cancelUntilDays: number;
  /** Kept back of what was paid, 0..100. */
  feePercent: number;
  /** Taken by the order's successful payments, VAT included, in pence. */
  paid: number;
  /** Given back of those payments so far, or being given back now. */
  refunded: number;
  /** A ticket of the order has been let in at the door. */
  checkedIn: boolean;
  /** Today's UTC calendar day, 'YYYY-MM-DD'. */
  today: string;
}

export interface CancellationTerms {
  canCancel: boolean;
  /** What cancelling now gives back: paid less refunded less the fee (0 when it cannot be cancelled). */
  refundOnCancel: number;
  /** Kept back of what was paid when cancelling now: the fee percentage of it, rounded down (0 when it cannot be cancelled). */
  fee: number;
  /** The last day cancelling is allowed, 'YYYY-MM-DD'; null when the event never allows it. */
  cancelUntil: string | null;
  /** Why it cannot be cancelled, as the buyer is told; undefined when it can. */
  refusal?: string;
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));

/**
 * Whether the buyer may cancel online, decided from the facts alone (no clock, no database): the
 * order is paid or part-paid, the event allows it (cancelUntilDays > 0), no ticket has been used,
 * and today (UTC) is on or before the event day less cancelUntilDays. The refund is what was paid
 * less what was already given back, less the fee: the fee percentage of what was paid, rounded down.
 */
export function cancellationTerms(facts: CancellationFacts): CancellationTerms {
  const cancelUntil = facts.cancelUntilDays > 0 ? daysBefore(facts.eventDay, facts.cancelUntilDays) : null;
  const refused = (refusal: string): CancellationTerms => ({ canCancel: false, refundOnCancel: 0, fee: 0, cancelUntil, refusal });
  if (facts.status === 'CANCELLED') return refused('This booking is already cancelled.');
  if (facts.status !== 'PAID' && facts.status !== 'PARTIALLY_PAID')
    return refused('This booking is not paid, so there is nothing to cancel.');
  if (cancelUntil === null) return refused('This event does not allow online cancellation.');
  if (facts.checkedIn)
    return refused('A ticket of this booking has already been used at the door, so it can no longer be cancelled online.');
  if (facts.today > cancelUntil) {
    const days = facts.cancelUntilDays === 1 ? '1 day' : `${facts.cancelUntilDays} days`;
    return refused(`This booking can no longer be cancelled online: cancellations close ${days} before the event.`);
  }
  const fee = Math.floor((facts.paid * facts.feePercent) / 100);
  return { canCancel: true, refundOnCancel: Math.max(0, facts.paid - facts.refunded - fee), fee, cancelUntil };
}

/** The order a booking link opens; 404 with the way to a new link when the token opens none. */
export async function bookedOrder(db: Db, token: string): Promise<OrderRow> {
  const orderId = await orderIdForToken(db, token);
  const order = orderId === undefined ? undefined : await findOrder(db, orderId);
  if (!order) throw notFound(BOOKING_NOT_FOUND);
  return order;
}

/** An order's event; every order has one (a foreign key says so). */
export async function eventOf(db: Db, order: OrderRow): Promise<EventRow> {
  const event = await findEventRow(db, order.kind, order.eventId, false);
  if (!event) throw new Error(`Event ${order.eventId} of order ${order.id} not found`);
  return event;
}

/** The order's money and tickets as the cancellation rule reads them, with its terms as of `now`. */
export async function bookingState(db: Db, order: OrderRow, now: Date) {
  const [event, issued, attempts] = await Promise.all([
    eventOf(db, order),
    issuedTickets(db, order.id),
    db.select().from(payments).where(eq(payments.orderId, order.id)),
  ]);
  const succeeded = attempts.filter((payment) => payment.status === 'SUCCEEDED');
  const paid = succeeded.reduce((sum, payment) => sum + payment.amount, 0);
  // What the refund parts that count hold of them (payments.refunded, kept by the database): the
  // same figure a refund is checked against, so the refund on cancelling is never refused as too much.
  const refunded = succeeded.reduce((sum, payment) => sum + payment.refunded, 0);
  const terms = cancellationTerms({
    status: order.status,
    eventDay: event.day,
    cancelUntilDays: event.cancelUntilDays,
    feePercent: event.cancellationFeePercent,
    paid,
    refunded,
    checkedIn: issued.some((ticket) => ticket.checkedInAt !== null),
    today: isoDay(now),
  });
  return { event, issued, paid, refunded, terms };
}

/**
 * Everything the booking page shows of the order a token opens; 404 when it opens none. With
 * `wallets`, each ticket that can still let someone in has its wallet links.
 */
export async function findBooking(db: Db, token: string, now: Date, wallets?: WalletSite): Promise<Booking> {
  const order = await bookedOrder(db, token);
  const [{ event, issued, paid, refunded, terms }, due, testMode] = await Promise.all([
    bookingState(db, order, now),
    order.status === 'PARTIALLY_PAID' ? unpaidInstalments(db, order.id) : [],
    paidOnSandbox(db, order.id),
  ]);
  return {
    reference: order.reference,
    status: order.status as OrderStatus,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    quantity: order.quantity,
    event: {
      id: event.id,
      type: order.kind as OrderType,
      title: event.title,
      address: event.address,
      day: event.day,
      time: event.time,
      cancelUntilDays: event.cancelUntilDays,
      cancellationFeePercent: event.cancellationFeePercent,
    },
    tickets: await Promise.all(
      issued.map(async (ticket) => {
        const wallet = await walletLinks(wallets, walletTicketOf(ticket, order.reference, event, testMode));
        return { code: ticket.code, attendeeName: ticket.attendeeName, status: ticketStatus(ticket), ...(wallet ? { wallet } : {}) };
      }),
    ),
    // What the buyer pays over the whole order, VAT included: the first payment and each later instalment.
    total: order.charge + withVat(order.instalment2) + withVat(order.instalment3) + withVat(order.instalment4),
    paid,
    refunded,
    due,
    canCancel: terms.canCancel,
    refundOnCancel: terms.refundOnCancel,
    cancellationFee: terms.fee,
    cancelUntil: terms.cancelUntil,
    testMode,
  };
}
