// Just enough of Stripe's API for Checkout Sessions and refunds, answering like Stripe does.
import { randomUUID } from 'node:crypto';
import { fakeServer } from './http';

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  failure_reason: string | null;
}

/**
 * How the fake answers a refund: made at once, accepted but pending, refused (400, as Stripe
 * answers a refund of more than is left), or failing (500 on every try, as when Stripe is down).
 */
export type RefundAnswer = 'succeed' | 'pending' | 'refuse' | 'fail';

export const REFUSAL_MESSAGE = 'Refund amount (£50.00) is greater than unrefunded amount on charge (£0.00)';

const stripeId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;

export async function fakeStripe() {
  const sessions = new Map<string, Record<string, string>>();
  const refunds: FakeRefund[] = [];
  /** The refund each idempotency key made: Stripe answers a repeated key with the first answer. */
  const byKey = new Map<string, FakeRefund>();
  let answer: RefundAnswer = 'succeed';
  const server = await fakeServer((request) => {
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const form = Object.fromEntries(new URLSearchParams(request.body));
      const id = stripeId('cs_test');
      sessions.set(id, form);
      return {
        json: {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: 'gbp',
          metadata: { orderId: form['metadata[orderId]'] },
          payment_status: 'unpaid',
        },
      };
    }
    const retrieve = request.path.match(/^\/v1\/checkout\/sessions\/([^/?]+)/);
    if (request.method === 'GET' && retrieve && sessions.has(retrieve[1])) {
      const form = sessions.get(retrieve[1])!;
      return {
        json: {
          id: retrieve[1],
          object: 'checkout.session',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          status: form.status ?? 'open',
          payment_status: form.status === 'complete' ? 'paid' : 'unpaid',
          payment_intent: form.payment_intent ?? null,
          metadata: { orderId: form['metadata[orderId]'] },
        },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      if (answer === 'fail') return { status: 500, json: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
      if (answer === 'refuse') return { status: 400, json: { error: { type: 'invalid_request_error', message: REFUSAL_MESSAGE } } };
      const key = request.headers['idempotency-key'] as string;
      const known = byKey.get(key);
      if (known) return { json: known };
      const form = Object.fromEntries(new URLSearchParams(request.body));
      const metadata = Object.fromEntries(
        Object.entries(form).flatMap(([name, value]) => {
          const field = /^metadata\[(.+)\]$/.exec(name);
          return field ? [[field[1], value]] : [];
        }),
      );
      const refund: FakeRefund = {
        id: stripeId('re'),
        object: 'refund',
        amount: Number(form.amount ?? 0),
        payment_intent: form.payment_intent,
        status: answer === 'pending' ? 'pending' : 'succeeded',
        metadata,
        failure_reason: null,
      };
      refunds.push(refund);
      byKey.set(key, refund);
      return { json: refund };
    }
    if (request.method === 'GET' && request.path.startsWith('/v1/refunds?')) {
      const paymentIntent = new URL(request.path, 'http://stripe.test').searchParams.get('payment_intent');
      const data = refunds.filter((refund) => refund.payment_intent === paymentIntent).reverse();
      return { json: { object: 'list', url: '/v1/refunds', has_more: false, data } };
    }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: `No route ${request.path}` } } };
  });
  return {
    ...server,
    sessions,
    refunds,
    /** Sets how the next refunds are answered (made at once, unless told otherwise). */
    answerRefunds: (next: RefundAnswer) => {
      answer = next;
    },
    /** A refund someone makes in Stripe's dashboard: no metadata, no idempotency key of ours. */
    refundInDashboard: (paymentIntent: string, amount: number) => {
      const refund: FakeRefund = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        payment_intent: paymentIntent,
        status: 'succeeded',
        metadata: {},
        failure_reason: null,
      };
      refunds.push(refund);
      return refund;
    },
    /** Stripe finishing a pending refund, one way or the other. */
    finishRefund: (id: string, status: 'succeeded' | 'failed', failureReason: string | null = null) =>
      Object.assign(
        refunds.find((refund) => refund.id === id)!,
        { status, failure_reason: failureReason },
      ),
    /** What the buyer does on Stripe's page: pays, so the session completes with this payment intent. */
    pay: (sessionId: string, paymentIntent: string) =>
      Object.assign(sessions.get(sessionId)!, { status: 'complete', payment_intent: paymentIntent }),
    /** What Stripe does to a session nobody paid within its lifetime. */
    expire: (sessionId: string) => Object.assign(sessions.get(sessionId)!, { status: 'expired' }),
  };
}

/** An event Stripe sends about a refund of a payment intent: the charge (charge.refunded) or the refund itself. */
export function refundEvent(
  type: 'charge.refunded' | 'refund.created' | 'refund.updated' | 'refund.failed' | 'charge.refund.updated',
  refund: Pick<FakeRefund, 'payment_intent'> & Partial<FakeRefund>,
) {
  const object =
    type === 'charge.refunded'
      ? { id: stripeId('ch'), object: 'charge', payment_intent: refund.payment_intent, refunded: true }
      : { object: 'refund', ...refund };
  return { id: stripeId('evt'), object: 'event', type, data: { object } };
}

/** The event Stripe sends when a Checkout Session is paid. */
export function checkoutCompletedEvent(sessionId: string, orderId: string, amount: number, paymentIntent = stripeId('pi')) {
  return {
    id: stripeId('evt'),
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amount,
        payment_status: 'paid',
        payment_intent: paymentIntent,
        metadata: { orderId },
      },
    },
  };
}
