// Wallet payments through PayPal's Orders v2 REST API over fetch (its SDK cannot be pointed at a
// local fake). The buyer approves on PayPal, comes back, and the capture is what confirms.
import { penceToPoundsString, poundsToPence } from '@shared/domain';
import type { CheckoutRequest, CheckoutStarted, ConfirmedPayment } from './gateway';

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com or a local fake. */
  apiBase: string;
}

export interface PaypalGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Captures an approved order; returns the payment, or null when PayPal did not complete it. */
  capture(paypalOrderId: string): Promise<ConfirmedPayment | null>;
  refund(captureId: string): Promise<void>;
}

interface PaypalLink {
  rel: string;
  href: string;
}

export function createPaypalGateway({ clientId, clientSecret, apiBase }: PaypalOptions): PaypalGateway {
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await fetch(`${apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token request failed: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call<T>(path: string, body: unknown, requestId: string): Promise<T> {
    const response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        // PayPal's idempotency key: a retried call does not create or capture twice.
        'paypal-request-id': requestId,
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`PayPal ${path} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  return {
    async createCheckout(request) {
      const order = await call<{ id: string; links: PaypalLink[] }>(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.orderId,
              custom_id: request.orderId,
              description: request.description.slice(0, 127),
              amount: { currency_code: 'GBP', value: penceToPoundsString(request.amount) },
            },
          ],
          payment_source: {
            paypal: {
              email_address: request.customerEmail,
              experience_context: { return_url: request.successUrl, cancel_url: request.cancelUrl, user_action: 'PAY_NOW' },
            },
          },
        },
        `create-${request.orderId}-${request.amount}`,
      );
      const approve = order.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approve) throw new Error('PayPal returned an order without an approval link');
      return { providerReference: order.id, redirectUrl: approve.href };
    },

    async capture(paypalOrderId) {
      const result = await call<{
        status: string;
        purchase_units: { reference_id: string; payments?: { captures?: { id: string; status: string; amount: { value: string } }[] } }[];
      }>(`/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {}, `capture-${paypalOrderId}`);
      const unit = result.purchase_units[0];
      const capture = unit?.payments?.captures?.[0];
      if (result.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') return null;
      const amount = poundsToPence(capture.amount.value);
      if (amount === null) throw new Error(`PayPal reported an unreadable amount: ${capture.amount.value}`);
      return { orderId: unit.reference_id, providerPaymentId: capture.id, amount };
    },

    async refund(captureId) {
      await call(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {}, `refund-${captureId}`);
    },
  };
}
