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
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      return { json: { id: `re_${randomUUID().replace(/-/g, '')}`, object: 'refund', status: 'succeeded' } };
    }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: `No route ${request.path}` } } };
  });
  return { ...server, sessions };
}

/** The event Stripe sends when a Checkout Session is paid. */
export function checkoutCompletedEvent(sessionId: string, orderId: string, amount: number, paymentIntent = `pi_${randomUUID().replace(/-/g, '')}`) {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: { id: sessionId, object: 'checkout.session', amount_total: amount, payment_status: 'paid', payment_intent: paymentIntent, metadata: { orderId } },
    },
  };
}
