// Wallet payments through PayPal's Orders v2 REST API over fetch (its SDK cannot be pointed at a
// local fake). The buyer approves on PayPal, comes back, and the capture is what confirms. Refunds
// made at PayPal come back through its webhook, whose signature PayPal itself checks.
import { penceToPoundsString, poundsToPence } from '@shared/domain';
import { z } from 'zod';
import {
  type CheckoutRequest,
  type CheckoutStarted,
  type ConfirmedPayment,
  type RefundMade,
  RefundRefused,
  type RefundRequest,
  type ReportedRefund,
} from './gateway';

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com or a local fake. */
  apiBase: string;
  /** The webhook's id in PayPal's dashboard, which its signature check names; unset, no webhook is received. */
  webhookId?: string;
  /** How long one request may take before it counts as unanswered. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A refund is asked again this many times, with the same PayPal-Request-Id, before it counts as unanswered. */
const REFUND_RETRIES = 2;

export interface PaypalGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Captures an approved order; returns the payment, or null when PayPal did not complete it. */
  capture(paypalOrderId: string): Promise<ConfirmedPayment | null>;
  /** Throws RefundRefused when PayPal says no; any other error means PayPal did not answer. */
  refund(request: RefundRequest): Promise<RefundMade>;
  /**
   * Asks PayPal whether a webhook delivery is its own (POST /v1/notifications/verify-webhook-signature):
   * false for a missing header or a signature PayPal does not vouch for; throws when PayPal does not answer.
   */
  verifyWebhook(headers: WebhookHeaders, event: unknown): Promise<boolean>;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A refund of one of our captures, as a verified PayPal webhook reports it. */
export interface PaypalRefundNotice {
  captureId: string;
  refund: ReportedRefund;
}

/** The webhook events about a capture's refunds: one made (in the dashboard too), one PayPal itself reversed. */
const REFUND_EVENTS = ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'];

/** The headers PayPal signs a delivery with, and the field of the signature check each one fills. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

// Both events carry a refund (https://developer.paypal.com/api/rest/webhooks/event-names/#payments):
// its link 'up' names the capture it gives money back from.
const RefundEvent = z.object({
  event_type: z.string(),
  resource: z.object({
    id: z.string().min(1),
    status: z.enum(['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED']),
    amount: z.object({ value: z.string(), currency_code: z.literal('GBP') }),
    custom_id: z.string().optional(),
    status_details: z.object({ reason: z.string().optional() }).optional(),
    links: z.array(z.object({ rel: z.string(), href: z.string() })),
  }),
});

/**
 * What a verified webhook event says of a refund: null for an event about something else; throws
 * an Error naming what is wrong with a refund event that cannot be read.
 */
export function refundNoticeOf(event: unknown): PaypalRefundNotice | null {
  const type = (event as { event_type?: unknown } | null)?.event_type;
  if (typeof type !== 'string' || !REFUND_EVENTS.includes(type)) return null;
  const parsed = RefundEvent.safeParse(event);
  if (!parsed.success) throw new Error(`PayPal sent an unreadable ${type} event: ${z.prettifyError(parsed.error)}`);
  const { resource } = parsed.data;
  const up = resource.links.find((link) => link.rel === 'up')?.href.match(/\/v2\/payments\/captures\/([^/?#]+)/);
  if (!up) throw new Error(`PayPal sent a ${type} event whose refund names no capture`);
  const amount = poundsToPence(resource.amount.value);
  if (amount === null || amount <= 0) throw new Error(`PayPal sent a ${type} event with an unreadable amount: ${resource.amount.value}`);
  // PENDING is PayPal finishing the refund on its own, recorded as made, as refund() records it.
  const failed = resource.status === 'FAILED' || resource.status === 'CANCELLED';
  return {
    captureId: decodeURIComponent(up[1]),
    refund: {
      providerRefundId: resource.id,
      amount,
      status: failed ? 'failed' : 'succeeded',
      refundPartId: resource.custom_id,
      failure: failed ? (resource.status_details?.reason ?? `the refund is ${resource.status}`) : undefined,
    },
  };
}

/** PayPal's error body: https://developer.paypal.com/api/rest/responses/ */
interface PaypalError {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

/** PayPal answered, and not with success: a 4xx is PayPal saying no, a 5xx PayPal failing. */
class PaypalAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    path: string,
  ) {
    super(`PayPal ${path} failed: ${status} ${body}`);
  }

  /** What PayPal says went wrong, in its own words. */
  get reason(): string {
    let parsed: PaypalError;
    try {
      parsed = JSON.parse(this.body) as PaypalError;
    } catch {
      return this.body || `HTTP ${this.status}`;
    }
    const detail = parsed.details?.[0];
    return detail?.description ?? parsed.message ?? detail?.issue ?? parsed.name ?? `HTTP ${this.status}`;
  }
}

interface PaypalLink {
  rel: string;
  href: string;
}

export function createPaypalGateway({
  clientId,
  clientSecret,
  apiBase,
  webhookId,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: PaypalOptions): PaypalGateway {
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
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`PayPal token request failed: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call<T>(path: string, body: unknown, requestId?: string): Promise<T> {
    const response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        // PayPal's idempotency key: a retried call does not create or capture twice.
        ...(requestId && { 'paypal-request-id': requestId }),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new PaypalAnswer(response.status, await response.text(), path);
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

    async refund({ providerPaymentId, amount, reason, idempotencyKey, metadata }) {
      const path = `/v2/payments/captures/${encodeURIComponent(providerPaymentId)}/refund`;
      const body = {
        ...(amount !== undefined && { amount: { value: penceToPoundsString(amount), currency_code: 'GBP' } }),
        ...(reason && { note_to_payer: reason.slice(0, 255) }),
        // PayPal keeps it with the refund and its webhook sends it back: a refund whose answer was
        // lost is then found by our part.
        ...(metadata && { custom_id: metadata.refundPartId }),
      };
      // PayPal has no SDK here to retry for us. A refund whose answer was lost may have been made:
      // asking again with the same PayPal-Request-Id answers that refund rather than making another.
      for (let attempt = 0; ; attempt++) {
        try {
          const refund = await call<{ id: string; status: string; status_details?: { reason?: string } }>(path, body, idempotencyKey);
          // PENDING is PayPal finishing the refund on its own (an eCheck, a balance to top up).
          if (refund.status === 'COMPLETED' || refund.status === 'PENDING') return { providerRefundId: refund.id, finished: true };
          throw new RefundRefused(refund.status_details?.reason ?? `the refund is ${refund.status}`);
        } catch (error) {
          if (error instanceof PaypalAnswer && error.status < 500 && error.status !== 429) throw new RefundRefused(error.reason);
          if (error instanceof RefundRefused || attempt >= REFUND_RETRIES) throw error;
        }
      }
    },

    async verifyWebhook(headers, event) {
      if (!webhookId) throw new Error('PayPal webhooks are not received: PAYPAL_WEBHOOK_ID is not set');
      const signature: Record<string, string> = {};
      for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
        const value = headers[header];
        if (typeof value !== 'string' || value === '') return false;
        signature[field] = value;
      }
      try {
        const answer = await call<{ verification_status: string }>('/v1/notifications/verify-webhook-signature', {
          ...signature,
          webhook_id: webhookId,
          webhook_event: event,
        });
        return answer.verification_status === 'SUCCESS';
      } catch (error) {
        // A 4xx is PayPal refusing the check itself (a certificate address not its own...): not vouched for.
        if (error instanceof PaypalAnswer && error.status < 500 && error.status !== 429) return false;
        throw error;
      }
    },
  };
}
