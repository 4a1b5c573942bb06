// Just enough of PayPal's Orders v2 API: token, create, capture (only once approved), refund.
import { randomUUID } from 'node:crypto';
import { fakeServer } from './http';

export async function fakePaypal({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const orders = new Map<string, { referenceId: string; value: string; approved: boolean; captureId?: string }>();
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
    if (request.method === 'POST' && /^\/v2\/payments\/captures\/[^/]+\/refund$/.test(request.path)) {
      return { status: 201, json: { id: randomUUID(), status: 'COMPLETED' } };
    }
    return { status: 404, json: { name: 'RESOURCE_NOT_FOUND' } };
  });
  return {
    ...server,
    orders,
    /** What the buyer does on PayPal's page. */
    approve: (id: string) => {
      const order = orders.get(id);
      if (order) order.approved = true;
    },
  };
}
