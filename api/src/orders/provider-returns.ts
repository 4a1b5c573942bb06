// The live providers' ways back in: the Stripe and PayPal webhooks and the buyer's return from
// PayPal. Payments end in the one confirmation (confirm-payment.ts), and money the confirmation
// turns down is refunded; both providers' refund events end in refund-reconciliation.ts.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { payments as paymentAttempts } from '../db/orders-schema';
import { HttpError } from '../http/errors';
import { type PaypalGateway, refundNoticeOf, type WebhookHeaders } from '../payments/paypal-gateway';
import type { StripeGateway } from '../payments/stripe-gateway';
import { confirmPayment, settle } from './confirm-payment';
import { findOrder, successUrl } from './order-state';
import { reconcilePaypalRefund, reconcileStripeRefunds } from './refund-reconciliation';
import { checkoutReturnUrl } from './return-urls';

/**
 * A signed Stripe event: a completed checkout is confirmed; a refund event brings the payment's
 * refunds in line with Stripe's (refund-reconciliation.ts); anything else is only acknowledged. A
 * bad signature is a 400.
 */
export async function acceptStripeEvent(
  db: Db,
  stripe: StripeGateway,
  { body, signature, log }: { body: Buffer; signature: string; log: FastifyBaseLogger },
): Promise<void> {
  let notice;
  try {
    notice = stripe.noticeFromWebhook(body, signature);
  } catch {
    throw new HttpError(400, 'Invalid Stripe signature');
  }
  if (!notice) return;
  if ('refundsOf' in notice) return reconcileStripeRefunds(db, stripe, { paymentIntent: notice.refundsOf, log });
  const paid = notice.payment;
  const confirmation = await confirmPayment(db, { ...paid, provider: 'stripe', mode: 'live' });
  if (confirmation.outcome === 'unknown-order') log.error({ payment: paid }, 'Stripe reported a payment for an unknown order');
  await settle(confirmation, stripe, log);
}

/**
 * A PayPal webhook delivery: PayPal is asked whether it signed it (400 when not, 502 when PayPal
 * does not answer, so it delivers again); a refund event is then recorded unless it already is
 * (refund-reconciliation.ts); anything else is only acknowledged. Nothing is written before the
 * signature is vouched for.
 */
export async function acceptPaypalEvent(
  db: Db,
  paypal: PaypalGateway,
  { body, headers, log }: { body: Buffer; headers: WebhookHeaders; log: FastifyBaseLogger },
): Promise<void> {
  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The PayPal event is not JSON');
  }
  let verified;
  try {
    verified = await paypal.verifyWebhook(headers, event);
  } catch (error) {
    log.warn({ err: error }, 'PayPal did not answer the webhook signature check');
    throw new HttpError(502, 'PayPal did not answer the signature check. Please deliver the event again.');
  }
  if (!verified) throw new HttpError(400, 'Invalid PayPal signature');
  let notice;
  try {
    notice = refundNoticeOf(event);
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
  if (notice) await reconcilePaypalRefund(db, { ...notice, log });
}

/**
 * The buyer is back from approving a PayPal payment (`token` is the PayPal order): captures it,
 * confirms it, and answers where to send the buyer: the success page, or the checkout with its
 * failure banner (payment=failed) when the capture failed or the payment was refunded. 404 for an
 * unknown token.
 */
export async function returnFromPaypal(
  db: Db,
  { paypal, publicUrl }: { paypal: PaypalGateway; publicUrl: string },
  { token, log }: { token: string; log: FastifyBaseLogger },
): Promise<string> {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.providerReference, token));
  const order = attempt && (await findOrder(db, attempt.orderId));
  if (!attempt || !order) throw new HttpError(404, 'Payment not found');
  let paid;
  try {
    paid = await paypal.capture(token);
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'PayPal capture failed');
    paid = null;
  }
  if (!paid) return checkoutReturnUrl(publicUrl, order, 'failed');
  const confirmation = await confirmPayment(db, { ...paid, orderId: order.id, paymentId: attempt.id, provider: 'paypal', mode: 'live' });
  await settle(confirmation, paypal, log);
  return confirmation.outcome === 'refund' ? checkoutReturnUrl(publicUrl, order, 'failed') : successUrl(publicUrl, order);
}
