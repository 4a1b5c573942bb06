// Card payments through Stripe Checkout with the official SDK. The webhook is the only source of
// truth that a payment happened: the browser's return to the success page proves nothing.
import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutStarted, ConfirmedPayment } from './gateway';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111 for a local fake; unset = Stripe itself. */
  apiBase?: string;
}

export interface StripeGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** The paid payment a signed webhook reports, null for events that are not a payment; throws on a bad signature. */
  paymentFromWebhook(rawBody: Buffer, signature: string): ConfirmedPayment | null;
  refund(providerPaymentId: string): Promise<void>;
  /** Asks Stripe about a Checkout Session: the payment when paid, else whether it is still open. */
  checkoutOutcome(sessionId: string, orderId: string): Promise<ConfirmedPayment | 'open' | 'expired'>;
}

export function createStripeGateway({ secretKey, webhookSecret, apiBase }: StripeOptions): StripeGateway {
  const base = apiBase ? new URL(apiBase) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }),
  });

  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: request.customerEmail,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId } },
          line_items: [
            { quantity: 1, price_data: { currency: 'gbp', unit_amount: request.amount, product_data: { name: request.description } } },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried start for the same order and amount reuses the session instead of making two.
        { idempotencyKey: `checkout-${request.orderId}-${request.amount}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { providerReference: session.id, redirectUrl: session.url };
    },

    paymentFromWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
      const session = event.data.object;
      if (session.payment_status !== 'paid' || !session.metadata?.orderId) return null;
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      return { orderId: session.metadata.orderId, providerPaymentId: paymentIntent ?? session.id, amount: session.amount_total ?? 0 };
    },

    async checkoutOutcome(sessionId, orderId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status === 'paid') {
        const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        return { orderId, providerPaymentId: paymentIntent ?? session.id, amount: session.amount_total ?? 0 };
      }
      return session.status === 'expired' ? 'expired' : 'open';
    },

    async refund(providerPaymentId) {
      await stripe.refunds.create({ payment_intent: providerPaymentId }, { idempotencyKey: `refund-${providerPaymentId}` });
    },
  };
}
