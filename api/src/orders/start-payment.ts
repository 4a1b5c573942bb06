import type { PaymentsMode } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { payments } from '../db/orders-schema';
import { HttpError } from '../http/errors';
import { createPaypalGateway, type PaypalGateway } from '../payments/paypal-gateway';
import { createStripeGateway, type StripeGateway } from '../payments/stripe-gateway';
import { findEventRow } from './capacity';
import type { OrdersConfig } from './config';
import { successUrl } from './order-state';
import { claimAttempt } from './payment-attempts';
import { type Provider, providerName } from './payment-decision';
import { checkoutReturnUrl } from './return-urls';

export interface Payments {
  mode: PaymentsMode;
  publicUrl: string;
  /** Set in live mode. */
  stripe?: StripeGateway;
  paypal?: PaypalGateway;
  /** Payment attempts one order may start in all. */
  maxAttemptsPerOrder: number;
}

/** The payment providers the configuration asks for: none in sandbox mode. */
export function paymentsFor({ orders, publicUrl }: { orders: OrdersConfig; publicUrl: string }): Payments {
  return {
    mode: orders.paymentsMode,
    publicUrl,
    stripe: orders.stripe && createStripeGateway(orders.stripe),
    paypal: orders.paypal && createPaypalGateway(orders.paypal),
    maxAttemptsPerOrder: orders.maxPaymentAttemptsPerOrder,
  };
}

/**
 * Starts paying what the order owes now with one provider; answers where to send the buyer. A
 * repeated start (a double click, a second tab, a link opened again) is sent to the attempt
 * already open, so one order never has two provider sessions open at once.
 */
export async function startPayment(
  db: Db,
  pay: Payments,
  { orderId, provider, log }: { orderId: string; provider: Provider; log: FastifyBaseLogger },
): Promise<{ redirectUrl: string }> {
  const claim = await claimAttempt(db, { orderId, provider, mode: pay.mode, maxAttempts: pay.maxAttemptsPerOrder });
  if ('reuse' in claim) return { redirectUrl: claim.reuse };
  const { attemptId, order, due } = claim;
  if (claim.redirectUrl) return { redirectUrl: claim.redirectUrl };

  const event = await findEventRow(db, order.kind, order.eventId, false);
  const what =
    due.purpose === 'FIRST' ? (order.instalment === 'FULL' ? 'Full payment' : 'First Instalment') : `Instalment ${due.purpose.slice(-1)}`;
  const request = {
    orderId,
    description: `${order.quantity} x ${event?.title ?? 'Ticket'} (${what})`,
    amount: due.amount,
    customerEmail: order.email,
    // The provider's cancel (Stripe's back arrow, PayPal's cancel link) is the buyer's choice.
    cancelUrl: checkoutReturnUrl(pay.publicUrl, order, 'cancelled'),
  };
  try {
    const started =
      provider === 'stripe'
        ? await gateway(pay.stripe).createCheckout({ ...request, successUrl: successUrl(pay.publicUrl, order) })
        : await gateway(pay.paypal).createCheckout({ ...request, successUrl: `${pay.publicUrl}/api/payments/paypal/return` });
    await db
      .update(payments)
      .set({ providerReference: started.providerReference, redirectUrl: started.redirectUrl })
      .where(eq(payments.id, attemptId));
    return { redirectUrl: started.redirectUrl };
  } catch (error) {
    log.error({ err: error, orderId, provider }, 'payment start failed');
    await db.update(payments).set({ status: 'FAILED' }).where(eq(payments.id, attemptId));
    throw new HttpError(502, `${providerName[provider]} is not answering. Please try again.`);
  }
}

/** The live gateway; loadOrdersConfig refuses live mode without both providers' keys. */
export function gateway<Gateway>(configured: Gateway | undefined): Gateway {
  if (!configured) throw new Error('Payment provider not configured for live mode');
  return configured;
}
