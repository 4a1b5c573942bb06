import type { OrderType } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { payments } from '../db/orders-schema';
import { HttpError, notFound } from '../http/errors';
import type { PaypalGateway } from '../payments/paypal-gateway';
import type { StripeGateway } from '../payments/stripe-gateway';
import { findEventRow } from './capacity';
import type { PaymentsMode, Provider } from './confirm-payment';
import { amountDue, cancelUrl, findOrder, successUrl } from './order-state';

export interface Payments {
  mode: PaymentsMode;
  publicUrl: string;
  /** Set in live mode. */
  stripe?: StripeGateway;
  paypal?: PaypalGateway;
}

const providerName = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/** Starts paying what the order owes now with one provider; answers where to send the buyer. */
export async function startPayment(
  db: Db,
  pay: Payments,
  { orderId, provider, log }: { orderId: string; provider: Provider; log: FastifyBaseLogger },
): Promise<{ redirectUrl: string }> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order not found');
  const due = await amountDue(db, order, new Date());

  const [attempt] = await db
    .insert(payments)
    .values({ orderId, provider, mode: pay.mode, purpose: due.purpose, amount: due.amount })
    .returning({ id: payments.id });
  if (pay.mode === 'sandbox') return { redirectUrl: `/api/sandbox/${attempt.id}` };

  const event = await findEventRow(db, order.kind as OrderType, order.eventId, false);
  const what = due.purpose === 'FIRST' ? (order.installment === 'FULL' ? 'Full payment' : 'First Instalment') : `Instalment ${due.purpose.slice(-1)}`;
  const request = {
    orderId,
    description: `${order.quantity} x ${event?.title ?? 'Ticket'} (${what})`,
    amount: due.amount,
    customerEmail: order.email,
    cancelUrl: cancelUrl(pay.publicUrl, order),
  };
  try {
    const started =
      provider === 'stripe'
        ? await gateway(pay.stripe).createCheckout({ ...request, successUrl: successUrl(pay.publicUrl, orderId) })
        : await gateway(pay.paypal).createCheckout({ ...request, successUrl: `${pay.publicUrl}/api/payments/paypal/return` });
    await db.update(payments).set({ providerReference: started.providerReference }).where(eq(payments.id, attempt.id));
    return { redirectUrl: started.redirectUrl };
  } catch (error) {
    log.error({ err: error, orderId, provider }, 'payment start failed');
    await db.update(payments).set({ status: 'FAILED' }).where(eq(payments.id, attempt.id));
    throw new HttpError(502, `${providerName[provider]} is not answering. Please try again.`);
  }
}

/** The live gateway; loadOrdersConfig refuses live mode without both providers' keys. */
export function gateway<Gateway>(configured: Gateway | undefined): Gateway {
  if (!configured) throw new Error('Payment provider not configured for live mode');
  return configured;
}
