// Just enough of PayPal's Orders v2 API: token, create, capture (only once approved), and the
// Payments v2 capture refund.
import { randomUUID } from 'node:crypto';
import { fakeServer } from './http';

export interface FakePaypalRefund {
  id: string;
  captureId: string;
  /** The request's body: { amount: { value, currency_code }, note_to_payer }, or {} for everything. */
  body: { amount?: { value: string; currency_code: string }; note_to_payer?: string };
  status: 'COMPLETED';
}

/** How the fake answers a refund: made, refused (422, as PayPal answers a refund of more than is left) or failing (500). */
export type PaypalRefundAnswer = 'succeed' | 'refuse' | 'fail';

export const PAYPAL_REFUSAL = 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.';

export async function fakePaypal({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const orders = new Map<string, { referenceId: string; value: string; approved: boolean; captureId?: string }>();
  const refunds: FakePaypalRefund[] = [];
  /** PayPal-Request-Id is PayPal's idempotency key: a repeated id answers the first refund again. */
  const byRequestId = new Map<string, FakePaypalRefund>();
  let answer: PaypalRefundAnswer = 'succeed';
  const expectedAuth = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const server = await fakeServer((request) => {
    if (request.path === '/v1/oauth2/token') {
      if (request.headers.authorization !== expectedAuth) return { status: 401, json: { error: 'invalid_client' } };
      return { json: { access_token: 'A21AA-fake', token_type: 'Bearer', expires_in: 32400 } };
    }
    if (request.headers.authorization !== 'Bearer A21AA-fake') return { status: 401, json: { name: 'AUTHENTICATION_FAILURE' } };
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') {
      const body = JSON.parse(request.body);
      const id = randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
      const unit = body.purchase_units[0];
      orders.set(id, { referenceId: unit.reference_id, value: unit.amount.value, approved: false });
      return {
        status: 201,
        json: {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [{ rel: 'payer-action', href: `https://www.paypal.test/checkoutnow?token=${id}` }],
        },
      };
    }
    const capture = request.path.match(/^\/v2\/checkout\/orders\/([^/]+)\/capture$/);
    if (request.method === 'POST' && capture) {
      const order = orders.get(capture[1]);
      if (!order) return { status: 404, json: { name: 'RESOURCE_NOT_FOUND' } };
      if (!order.approved) return { status: 422, json: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } };
      order.captureId ??= randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
      return {
        status: 201,
        json: {
          id: capture[1],
          status: 'COMPLETED',
          purchase_units: [
            {
              reference_id: order.referenceId,
              payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: { currency_code: 'GBP', value: order.value } }] },
            },
          ],
        },
      };
    }
    const refund = request.path.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/);
    if (request.method === 'POST' && refund) {
      if (answer === 'fail') return { status: 500, json: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' } };
      if (answer === 'refuse') {
        return {
          status: 422,
          json: {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The requested action could not be performed.',
            details: [{ issue: 'REFUND_AMOUNT_EXCEEDED', description: PAYPAL_REFUSAL }],
          },
        };
      }
      const requestId = request.headers['paypal-request-id'] as string;
      const made = byRequestId.get(requestId) ?? {
        id: randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase(),
        captureId: refund[1],
        body: JSON.parse(request.body),
        status: 'COMPLETED' as const,
      };
      if (!byRequestId.has(requestId)) refunds.push(made);
      byRequestId.set(requestId, made);
      return { status: 201, json: { id: made.id, status: made.status } };
    }
    return { status: 404, json: { name: 'RESOURCE_NOT_FOUND' } };
  });
  return {
    ...server,
    orders,
    refunds,
    /** Sets how the next refunds are answered (made, unless told otherwise). */
    answerRefunds: (next: PaypalRefundAnswer) => {
      answer = next;
    },
    /** What the buyer does on PayPal's page. */
    approve: (id: string) => {
      const order = orders.get(id);
      if (order) order.approved = true;
    },
  };
}
