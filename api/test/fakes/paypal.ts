// Just enough of PayPal's Orders v2 API: token, create, capture (only once approved), the
// Payments v2 capture refund, and the webhook signature check; and the webhook events PayPal sends
// about refunds.
import { randomUUID } from 'node:crypto';
import { penceToPoundsString } from '@shared/domain';
import { fakeServer } from './http';

export interface FakePaypalRefund {
  id: string;
  captureId: string;
  /** The request's body: { amount: { value, currency_code }, note_to_payer, custom_id }; a dashboard refund's amount only. */
  body: { amount?: { value: string; currency_code: string }; note_to_payer?: string; custom_id?: string };
  status: 'COMPLETED';
}

/**
 * How the fake answers a refund: made, refused (422, as PayPal answers a refund of more than is
 * left), failing (500), or made but failing to say so (500, the answer lost).
 */
export type PaypalRefundAnswer = 'succeed' | 'refuse' | 'fail' | 'lose';

/** The webhook id the fake's signature check expects. */
export const PAYPAL_WEBHOOK_ID = 'WH-FAKE-WEBHOOK';

const paypalId = () => randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();

export const PAYPAL_REFUSAL = 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.';

export async function fakePaypal({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const orders = new Map<string, { referenceId: string; value: string; approved: boolean; captureId?: string }>();
  const refunds: FakePaypalRefund[] = [];
  /** PayPal-Request-Id is PayPal's idempotency key: a repeated id answers the first refund again. */
  const byRequestId = new Map<string, FakePaypalRefund>();
  let answer: PaypalRefundAnswer = 'succeed';
  /** The signatures the fake vouches for, with the event each one signs. */
  const signed = new Map<string, string>();
  const expectedAuth = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const server = await fakeServer((request) => {
    if (request.path === '/v1/oauth2/token') {
      if (request.headers.authorization !== expectedAuth) return { status: 401, json: { error: 'invalid_client' } };
      return { json: { access_token: 'A21AA-fake', token_type: 'Bearer', expires_in: 32400 } };
    }
    if (request.headers.authorization !== 'Bearer A21AA-fake') return { status: 401, json: { name: 'AUTHENTICATION_FAILURE' } };
    if (request.method === 'POST' && request.path === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(request.body);
      const good =
        body.webhook_id === PAYPAL_WEBHOOK_ID &&
        body.auth_algo === 'SHA256withRSA' &&
        signed.get(body.transmission_sig) === JSON.stringify(body.webhook_event);
      return { json: { verification_status: good ? 'SUCCESS' : 'FAILURE' } };
    }
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') {
      const body = JSON.parse(request.body);
      const id = paypalId();
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
      order.captureId ??= paypalId();
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
        id: paypalId(),
        captureId: refund[1],
        body: JSON.parse(request.body),
        status: 'COMPLETED' as const,
      };
      if (!byRequestId.has(requestId)) refunds.push(made);
      byRequestId.set(requestId, made);
      if (answer === 'lose') return { status: 500, json: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' } };
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
    /** A refund made in PayPal's dashboard: no request id, no custom_id. */
    refundInDashboard: (captureId: string, pence: number): FakePaypalRefund => {
      const made = {
        id: paypalId(),
        captureId,
        body: { amount: { value: penceToPoundsString(pence), currency_code: 'GBP' } },
        status: 'COMPLETED' as const,
      };
      refunds.push(made);
      return made;
    },
    /**
     * The headers PayPal sends `event` with: a signature the fake's check vouches for for exactly
     * that event, unless `valid` is false.
     */
    webhookHeaders: (event: object, valid = true): Record<string, string> => {
      const signature = `sig-${paypalId()}`;
      if (valid) signed.set(signature, JSON.stringify(event));
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
        'paypal-transmission-id': randomUUID(),
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': new Date().toISOString(),
      };
    },
    /** What the buyer does on PayPal's page. */
    approve: (id: string) => {
      const order = orders.get(id);
      if (order) order.approved = true;
    },
  };
}

/** A webhook event PayPal sends about `refund` (PAYMENT.CAPTURE.REFUNDED, or REVERSED when PayPal took it back itself). */
export function paypalRefundEvent(
  base: string,
  refund: FakePaypalRefund,
  { type = 'PAYMENT.CAPTURE.REFUNDED', value }: { type?: string; value?: string } = {},
) {
  return {
    id: `WH-${paypalId()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    event_type: type,
    summary: `A GBP ${value ?? refund.body.amount?.value} refund`,
    resource: {
      id: refund.id,
      status: refund.status,
      amount: { value: value ?? refund.body.amount?.value, currency_code: 'GBP' },
      ...(refund.body.custom_id && { custom_id: refund.body.custom_id }),
      ...(refund.body.note_to_payer && { note_to_payer: refund.body.note_to_payer }),
      create_time: new Date().toISOString(),
      links: [
        { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
      ],
    },
  };
}
