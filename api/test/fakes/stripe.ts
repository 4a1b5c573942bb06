// Just enough of Stripe's API for Checkout Sessions and refunds, answering like Stripe does.
import { randomUUID } from 'node:crypto';
import { fakeServer } from './http';

export async function fakeStripe() {
  const sessions = new Map<string, Record<string, string>>();
  const server = await fakeServer((request) => {
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const form = Object.fromEntries(new URLSearchParams(request.body));
      const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
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
      return { json: { id: `re_${randomUUID().replace(/-/g, '')}`, object: 'refund', status: 'succeeded' } };
    }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: `No route ${request.path}` } } };
  });
  return {
    ...server,
    sessions,
    /** What the buyer does on Stripe's page: pays, so the session completes with this payment intent. */
    pay: (sessionId: string, paymentIntent: string) =>
      Object.assign(sessions.get(sessionId)!, { status: 'complete', payment_intent: paymentIntent }),
    /** What Stripe does to a session nobody paid within its lifetime. */
    expire: (sessionId: string) => Object.assign(sessions.get(sessionId)!, { status: 'expired' }),
  };
}

/** The event Stripe sends when a Checkout Session is paid. */
export function checkoutCompletedEvent(
  sessionId: string,
  orderId: string,
  amount: number,
  paymentIntent = `pi_${randomUUID().replace(/-/g, '')}`,
) {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
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
