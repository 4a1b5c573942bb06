// Card payments through Stripe Checkout with the official SDK. The webhook is the only source of
// truth that a payment happened: the browser's return to the success page proves nothing.
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutStarted,
  type ConfirmedPayment,
  type RefundMade,
  RefundRefused,
  type RefundRequest,
  type ReportedRefund,
} from './gateway';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111 for a local fake; unset = Stripe itself. */
  apiBase?: string;
  /** How long one request may take before the SDK gives up on it (and retries); unset = the SDK's 80 s. */
  timeoutMs?: number;
}

/** What a signed webhook is about: a payment to confirm, or a payment intent whose refunds changed. */
export type StripeNotice = { payment: ConfirmedPayment } | { refundsOf: string };

// Every event about a refund: its payment intent's refunds are then read again from Stripe.
const REFUND_EVENTS: readonly string[] = ['charge.refunded', 'refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'];

export interface StripeGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** What a signed webhook reports, null for events that are neither a payment nor a refund; throws on a bad signature. */
  noticeFromWebhook(rawBody: Buffer, signature: string): StripeNotice | null;
  /** Throws RefundRefused when Stripe says no; any other error means Stripe did not answer (after the SDK's retries). */
  refund(request: RefundRequest): Promise<RefundMade>;
  /** Every refund of a payment intent, as Stripe has it now. */
  refundsOf(paymentIntent: string): Promise<ReportedRefund[]>;
  /** Asks Stripe about a Checkout Session: the payment when paid, else whether it is still open. */
  checkoutOutcome(sessionId: string, orderId: string): Promise<ConfirmedPayment | 'open' | 'expired'>;
}

export function createStripeGateway({ secretKey, webhookSecret, apiBase, timeoutMs }: StripeOptions): StripeGateway {
  const base = apiBase ? new URL(apiBase) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(timeoutMs && { timeout: timeoutMs }),
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

    noticeFromWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      if (REFUND_EVENTS.includes(event.type)) {
        // A charge or a refund: either names its payment intent. What the event says of the refund
        // itself is not trusted, since events arrive late, twice or out of order.
        const paymentIntent = idOf((event.data.object as Stripe.Charge | Stripe.Refund).payment_intent);
        return paymentIntent ? { refundsOf: paymentIntent } : null;
      }
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
      const session = event.data.object;
      if (session.payment_status !== 'paid' || !session.metadata?.orderId) return null;
      const paymentIntent = idOf(session.payment_intent);
      return {
        payment: { orderId: session.metadata.orderId, providerPaymentId: paymentIntent ?? session.id, amount: session.amount_total ?? 0 },
      };
    },

    async checkoutOutcome(sessionId, orderId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status === 'paid') {
        const paymentIntent = idOf(session.payment_intent);
        return { orderId, providerPaymentId: paymentIntent ?? session.id, amount: session.amount_total ?? 0 };
      }
      return session.status === 'expired' ? 'expired' : 'open';
    },

    async refund({ providerPaymentId, amount, metadata, idempotencyKey }) {
      let refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: providerPaymentId, ...(amount !== undefined && { amount }), ...(metadata && { metadata }) },
          { idempotencyKey },
        );
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
      const { status } = reported(refund);
      if (status === 'failed') throw new RefundRefused(refund.failure_reason ?? `the refund ${refund.status}`);
      return { providerRefundId: refund.id, finished: status === 'succeeded' };
    },

    async refundsOf(paymentIntent) {
      const found: ReportedRefund[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })) found.push(reported(refund));
      return found;
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

function reported(refund: Stripe.Refund): ReportedRefund {
  const status =
    refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return {
    providerRefundId: refund.id,
    amount: refund.amount,
    status,
    refundPartId: refund.metadata?.refundPartId,
    failure: refund.failure_reason ?? undefined,
  };
}

/**
 * Stripe answered with a 4xx about the request itself (nothing left to refund, an unknown
 * payment...): a refusal. A 409 or 429 is Stripe being busy, retried by the SDK, and like a 5xx
 * or no answer at all is not a refusal: nothing says the refund will not work when asked again.
 */
function refusalOf(error: unknown): RefundRefused | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500 || status === 409 || status === 429) return undefined;
  return new RefundRefused(error.message);
}
