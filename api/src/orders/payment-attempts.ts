import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, payments } from '../db/orders-schema';
import { HttpError, notFound } from '../http/errors';
import { type AmountDue, amountDue, type OrderRow } from './order-state';
import type { Provider } from './payment-decision';
import type { Payments } from './start-payment';

/** How long a live start may wait for its provider before a repeated start takes over from it. */
export const START_IN_FLIGHT_MS = 60_000;

export type AttemptClaim =
  /** An open attempt for the same provider and amount: send the buyer to it again. */
  | { reuse: string }
  /** A new attempt, to be opened at the provider (live) or already complete with its page (sandbox). */
  | { attemptId: string; order: OrderRow; due: AmountDue; redirectUrl: string | null };

/**
 * Decides, under the order's row lock, what a payment start does: reuse the order's open attempt,
 * or close it and write a new one. The lock makes concurrent starts of one order take turns, so
 * at most one attempt is ever open and no start slips past the cap on attempts. Only the order is
 * locked and only for these few statements: the provider is called after the commit (LOCKING.md).
 */
export function claimAttempt(
  db: Db,
  { orderId, provider, mode, maxAttempts }: { orderId: string; provider: Provider; mode: Payments['mode']; maxAttempts: number },
): Promise<AttemptClaim> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    const now = new Date();
    const due = await amountDue(tx, order, now);

    const open = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
    const same = open.find((attempt) => attempt.provider === provider && attempt.purpose === due.purpose && attempt.amount === due.amount);
    if (same?.redirectUrl) return { reuse: same.redirectUrl };
    if (same && now.getTime() - same.createdAt.getTime() < START_IN_FLIGHT_MS) {
      // Another start of this payment is waiting for the provider's answer right now.
      throw new HttpError(409, 'This payment is already being started. Please try again in a moment.');
    }

    const [{ attempts }] = await tx.select({ attempts: count() }).from(payments).where(eq(payments.orderId, orderId));
    if (attempts >= maxAttempts) {
      throw new HttpError(409, 'This order has had too many payment attempts. Please contact us to complete your payment.');
    }
    // One open attempt per order: another provider's, another amount's, or one whose start never
    // finished is closed. A payment still made on it is judged by the confirmation like any other.
    if (open.length > 0) {
      await tx
        .update(payments)
        .set({ status: 'EXPIRED' })
        .where(
          inArray(
            payments.id,
            open.map((attempt) => attempt.id),
          ),
        );
    }
    // A sandbox attempt's page is known before it is written; a live one's comes from the provider.
    const id = randomUUID();
    const redirectUrl = mode === 'sandbox' ? `/api/sandbox/${id}` : null;
    await tx.insert(payments).values({ id, orderId, provider, mode, purpose: due.purpose, amount: due.amount, redirectUrl });
    return { attemptId: id, order, due, redirectUrl };
  });
}
