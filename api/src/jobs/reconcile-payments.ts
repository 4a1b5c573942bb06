import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { payments } from '../db/orders-schema';
import { confirmPayment, settle } from '../orders/confirm-payment';
import { findOrder } from '../orders/order-state';
import { gateway, type Payments } from '../orders/start-payment';

const BATCH = 50;

export interface ReconcileOptions {
  db: Db;
  payments: Payments;
  /** Attempts still PENDING after this long are looked into. */
  afterMinutes: number;
  log: FastifyBaseLogger;
}

/**
 * Settles payment attempts nobody finished: a webhook that never came, a buyer who approved on
 * PayPal and closed the tab. Live attempts are asked about at the provider and confirmed through
 * the one confirmation path; sandbox ones (and live ones the provider gave up on) expire. Rows are
 * claimed with SKIP LOCKED and a one-minute lease, so instances share the work without repeating it.
 */
export async function reconcilePayments({
  db,
  payments: pay,
  afterMinutes,
  log,
}: ReconcileOptions): Promise<{ confirmed: number; expired: number }> {
  const stale = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'PENDING'),
        lt(payments.createdAt, sql`now() - make_interval(mins => ${afterMinutes})`),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, sql`now() - interval '1 minute'`)),
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(payments)
    .set({ checkedAt: sql`now()` })
    .where(inArray(payments.id, stale))
    .returning();

  const result = { confirmed: 0, expired: 0 };
  const expire = async (id: string) => {
    await db
      .update(payments)
      .set({ status: 'EXPIRED' })
      .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')));
    result.expired += 1;
  };
  for (const attempt of claimed) {
    try {
      if (attempt.mode === 'sandbox' || !attempt.providerReference) {
        await expire(attempt.id);
        continue;
      }
      const report = { provider: attempt.provider as 'stripe' | 'paypal', mode: 'live' as const, paymentId: attempt.id };
      if (attempt.provider === 'stripe') {
        const stripe = gateway(pay.stripe);
        const outcome = await stripe.checkoutOutcome(attempt.providerReference, attempt.orderId);
        if (outcome === 'expired') await expire(attempt.id);
        if (typeof outcome === 'object') {
          await settle(await confirmPayment(db, { ...report, ...outcome }), stripe, log);
          result.confirmed += 1;
        }
        continue;
      }
      const paypal = gateway(pay.paypal);
      // Capturing is idempotent at PayPal: an approved order is captured now, a captured one
      // answers its capture again; one never approved is refused.
      const paid = await paypal.capture(attempt.providerReference).catch(() => null);
      if (paid) {
        await settle(await confirmPayment(db, { ...report, ...paid, orderId: attempt.orderId }), paypal, log);
        result.confirmed += 1;
      } else if ((await findOrder(db, attempt.orderId))?.status !== 'PENDING') {
        // Never approved, and the order cannot be paid any more: nothing will come of it.
        await expire(attempt.id);
      }
    } catch (error) {
      log.warn({ err: error, paymentId: attempt.id }, 'payment reconciliation failed; retrying later');
    }
  }
  return result;
}
