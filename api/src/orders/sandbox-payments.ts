// The payments of PAYMENTS_MODE=sandbox: the API's own test page stands in for the provider's.
// Completing it is a confirmation like a provider's webhook, through the same code.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, payments } from '../db/orders-schema';
import { HttpError, notFound } from '../http/errors';
import { findEventRow } from './capacity';
import { confirmPayment } from './confirm-payment';
import { cancelUrl, findOrder, successUrl } from './order-state';
import { orderSummary, type SummaryRow } from './order-summary';
import type { Provider } from './payment-decision';

export type SandboxAttempt = typeof payments.$inferSelect;

async function attemptOf(db: Db, paymentId: string) {
  const [attempt] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.mode, 'sandbox')));
  const order = attempt && (await findOrder(db, attempt.orderId));
  if (!attempt || !order) throw notFound('Payment not found');
  return { attempt, order };
}

/** What the test page of a sandbox attempt shows: the attempt and what it pays for. 404 for any other id. */
export async function sandboxAttempt(db: Db, paymentId: string): Promise<{ attempt: SandboxAttempt; summary: SummaryRow[] }> {
  const { attempt, order } = await attemptOf(db, paymentId);
  const event = await findEventRow(db, order.kind, order.eventId, false);
  return { attempt, summary: orderSummary(event, order, attempt.purpose) };
}

/**
 * The test page's Complete button: confirms the attempt as the provider would, and answers where
 * the buyer goes next (the success page). 409 when the attempt was cancelled or expired, or the
 * tickets are no longer there.
 */
export async function completeSandboxPayment(db: Db, publicUrl: string, paymentId: string): Promise<string> {
  const { attempt, order } = await attemptOf(db, paymentId);
  if (attempt.status === 'FAILED') throw new HttpError(409, 'This test payment was cancelled.');
  if (attempt.status === 'EXPIRED') throw new HttpError(409, 'Your reservation has expired. Please order again.');
  const confirmation = await confirmPayment(db, {
    provider: attempt.provider as Provider,
    mode: 'sandbox',
    orderId: order.id,
    paymentId: attempt.id,
    // One sandbox attempt is one payment, so its id stands for the provider's.
    providerPaymentId: `sandbox_${attempt.id}`,
    amount: attempt.amount,
  });
  if (confirmation.outcome === 'refused') throw new HttpError(409, 'Sorry, these tickets are no longer available. Nothing was charged.');
  return successUrl(publicUrl, order);
}

/** The test page's Cancel button: the attempt fails; answers where the buyer goes next (the checkout, with its banner). */
export async function cancelSandboxPayment(db: Db, publicUrl: string, paymentId: string): Promise<string> {
  const { attempt, order } = await attemptOf(db, paymentId);
  await db
    .update(payments)
    .set({ status: 'FAILED' })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, 'PENDING')));
  // The buyer gave up paying for this order (trying again makes a new one): its tickets go back
  // on sale now rather than when the hold runs out. A payment arriving for it later is judged
  // against capacity like any late payment (LOCKING.md).
  if (attempt.purpose === 'FIRST') {
    await db
      .update(orders)
      .set({ status: 'CANCELLED' })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING')));
  }
  return cancelUrl(publicUrl, order);
}
