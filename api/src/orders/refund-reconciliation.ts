// The providers' reports of refunds brought into our records: refunds we asked for that the
// provider finished, and refunds made in the provider's dashboard. Stripe's refund events
// (charge.refunded, refund.created/updated/failed, charge.refund.updated) and PayPal's
// (PAYMENT.CAPTURE.REFUNDED, PAYMENT.CAPTURE.REVERSED) end in the one recording below.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { orders, payments, refundParts, refunds } from '../db/orders-schema';
import { HttpError } from '../http/errors';
import type { ReportedRefund } from '../payments/gateway';
import type { StripeGateway } from '../payments/stripe-gateway';
import { type Provider, providerName } from './payment-decision';
import { type PartMade, recordRefundOutcome } from './refund-settlement';
import { REFUND_RACE, violates } from './refunds';

/** The reason kept on a refund nobody asked for here, by the provider whose dashboard made it. */
export const DASHBOARD_REASONS: Readonly<Record<Provider, string>> = {
  stripe: 'Refunded in the Stripe dashboard',
  paypal: 'Refunded in the PayPal dashboard',
};

type PartRow = typeof refundParts.$inferSelect;
type PaymentRef = { id: string; orderId: string };

/**
 * Reads the payment intent's refunds from Stripe, whatever the event said (events come late,
 * twice, out of order), and records each one not recorded yet.
 */
export async function reconcileStripeRefunds(
  db: Db,
  stripe: StripeGateway,
  { paymentIntent, log }: { paymentIntent: string; log: FastifyBaseLogger },
): Promise<void> {
  const payment = await paymentOf(db, 'stripe', paymentIntent, log);
  if (payment) await recordReportedRefunds(db, 'stripe', payment, await stripe.refundsOf(paymentIntent), log);
}

/**
 * A refund of a PayPal capture, as PayPal's signed webhook reports it (PayPal has no list of a
 * capture's refunds to read instead): recorded unless it already is.
 */
export async function reconcilePaypalRefund(
  db: Db,
  { captureId, refund, log }: { captureId: string; refund: ReportedRefund; log: FastifyBaseLogger },
): Promise<void> {
  const payment = await paymentOf(db, 'paypal', captureId, log);
  if (payment) await recordReportedRefunds(db, 'paypal', payment, [refund], log);
}

/** Our payment of the provider's id, or undefined (logged) when none is recorded here. */
async function paymentOf(db: Db, provider: Provider, providerPaymentId: string, log: FastifyBaseLogger): Promise<PaymentRef | undefined> {
  const [payment] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.provider, provider)));
  if (!payment) log.warn({ provider, providerPaymentId }, `${providerName[provider]} reported refunds of a payment not recorded here`);
  return payment;
}

/**
 * Records under the order's row lock each reported refund of the payment not recorded yet: the
 * lookup is made under the lock, so the same report read twice, or two reports racing, write
 * nothing the second time. Refunds of a payment the confirmation turned down (given back whole,
 * with no parts) are left alone.
 */
async function recordReportedRefunds(
  db: Db,
  provider: Provider,
  payment: PaymentRef,
  reported: readonly ReportedRefund[],
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
      const [current] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
      if (current.status !== 'SUCCEEDED') return;
      const parts = await tx.select().from(refundParts).where(eq(refundParts.paymentId, payment.id));
      const made: PartMade[] = [];
      for (const refund of reported) {
        const ours =
          parts.find((part) => part.providerRefundId === refund.providerRefundId) ?? parts.find((part) => part.id === refund.refundPartId);
        if (refund.status === 'succeeded') {
          if (ours?.status === 'SUCCEEDED') continue;
          const partId = ours?.id ?? (await recordDashboardRefund(tx, provider, payment, refund));
          made.push({ partId, providerRefundId: refund.providerRefundId });
        } else if (refund.status === 'failed') {
          await recordFailed(tx, provider, payment.orderId, ours, refund, log);
        } else if (ours && !ours.providerRefundId) {
          // Still with the provider: its id is kept, so the next report finds the part by it.
          await tx.update(refundParts).set({ providerRefundId: refund.providerRefundId }).where(eq(refundParts.id, ours.id));
        }
      }
      if (made.length > 0) await recordRefundOutcome(tx, payment.orderId, { made, failed: [] });
    });
  } catch (error) {
    // A refund of ours still being asked for holds what this one would take: the provider sends
    // the event again later, when ours has ended one way or the other.
    if (violates(error, 'payments_refunded_check')) throw new HttpError(409, REFUND_RACE);
    throw error;
  }
}

/** A refund made in the provider's dashboard: a refund of its own, source PROVIDER, with one part (PENDING until settled). */
async function recordDashboardRefund(tx: Db, provider: Provider, payment: PaymentRef, refund: ReportedRefund): Promise<string> {
  const [row] = await tx
    .insert(refunds)
    .values({ orderId: payment.orderId, amount: refund.amount, reason: DASHBOARD_REASONS[provider], source: 'PROVIDER' })
    .returning({ id: refunds.id });
  // provider_refund_id is UNIQUE: were this refund ever recorded without the order lock, this
  // statement fails and the whole delivery with it, to be sent again and find the part.
  const [part] = await tx
    .insert(refundParts)
    .values({ refundId: row.id, paymentId: payment.id, amount: refund.amount, providerRefundId: refund.providerRefundId })
    .returning({ id: refundParts.id });
  return part.id;
}

/** A refund the provider could not make: our part still waiting for it is not made. One made and then failed is only logged. */
async function recordFailed(
  tx: Db,
  provider: Provider,
  orderId: string,
  ours: PartRow | undefined,
  refund: ReportedRefund,
  log: FastifyBaseLogger,
) {
  const name = providerName[provider];
  if (ours?.status === 'PENDING') {
    await recordRefundOutcome(tx, orderId, {
      made: [],
      failed: [ours.id],
      failure: refund.failure ?? `${name} could not make the refund.`,
    });
  } else if (ours?.status === 'SUCCEEDED') {
    // The money did not reach the buyer after all (a closed card): someone has to give it back another way.
    log.error({ orderId, refundPartId: ours.id, providerRefundId: refund.providerRefundId }, `${name} reports a made refund has failed`);
  }
}
