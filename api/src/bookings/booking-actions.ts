// What the buyer can do from the booking page, each through the same path the back office or the
// checkout uses: cancel (cancelOrder, refunding through refundOrder), resend the tickets, and pay
// the next instalment (startPayment, as checkout does).
import type { OrderCancelled } from '@shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { HttpError } from '../http/errors';
import { cancelOrder } from '../orders/cancel-order';
import type { Provider } from '../orders/payment-decision';
import { unpaidInstalments } from '../orders/remaining-schedule';
import { type Payments, startPayment } from '../orders/start-payment';
import { resendTickets } from '../orders/ticket-resend';
import { bookedOrder, bookingState } from './booking-view';

/** Kept on the order and said in the cancellation e-mail. */
export const BUYER_CANCEL_REASON = 'Cancelled by the buyer';

/**
 * The buyer cancels while the event's policy allows it (cancellationTerms), getting back what was
 * paid less what was already refunded, less the fee; 409 with the reason otherwise. The refund is
 * asked for as "everything but the fee", worked out under the order's lock (refundOrder's `keep`),
 * so two cancellations at once (a double click, two tabs, two API instances) cannot both give
 * money back: the second finds only the fee left, or the order cancelled, and gets a 409.
 */
export async function cancelBooking(
  db: Db,
  pay: Payments,
  { token, log, now }: { token: string; log: FastifyBaseLogger; now: Date },
): Promise<OrderCancelled> {
  const order = await bookedOrder(db, token);
  const { terms } = await bookingState(db, order, now);
  if (!terms.canCancel) throw new HttpError(409, terms.refusal ?? 'This booking cannot be cancelled online.');
  return cancelOrder(db, pay, { orderId: order.id, reason: BUYER_CANCEL_REASON, refund: { keep: terms.fee }, source: 'BUYER', log });
}

/** Queues the ticket e-mail again, to the address on the order; 409 unless it is paid or part-paid. */
export async function resendBooking(db: Db, token: string): Promise<void> {
  await resendTickets(db, (await bookedOrder(db, token)).id);
}

function nothingDue(status: string): string {
  if (status === 'CANCELLED') return 'This booking was cancelled, so nothing is due.';
  if (status === 'PAID') return 'This booking is paid in full: nothing is due.';
  return 'Nothing is due on this booking.';
}

/**
 * Starts paying instalment `instalment` of a part-paid order, which must be the next one unpaid:
 * the same start as checkout's, which charges what amountDue says is due now.
 */
export async function payInstalment(
  db: Db,
  pay: Payments,
  { token, instalment, provider, log }: { token: string; instalment: number; provider: Provider; log: FastifyBaseLogger },
): Promise<{ redirectUrl: string }> {
  const order = await bookedOrder(db, token);
  const [next] = order.status === 'PARTIALLY_PAID' ? await unpaidInstalments(db, order.id) : [];
  if (!next) throw new HttpError(409, nothingDue(order.status));
  if (next.instalment !== instalment) throw new HttpError(409, `Instalment ${instalment} is not the next one due.`);
  return startPayment(db, pay, { orderId: order.id, provider, log });
}
