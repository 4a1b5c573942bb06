// What the order code needs from a payment provider, whichever it is. Amounts are integer pence.

export interface CheckoutRequest {
  orderId: string;
  /** Shown on the provider's page, e.g. '2 x Afrobeats Live (First Instalment)'. */
  description: string;
  amount: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutStarted {
  /** The provider's id for this attempt (Stripe Checkout Session, PayPal order). */
  providerReference: string;
  redirectUrl: string;
}

/** A payment the provider says was made: the input of the one confirmation code path. */
export interface ConfirmedPayment {
  orderId: string;
  /** Unique per payment at the provider: confirmation is idempotent on it. */
  providerPaymentId: string;
  amount: number;
}

/** Money to give back of one payment. Amounts are integer pence. */
export interface RefundRequest {
  /** The payment's id at the provider: Stripe's payment intent, PayPal's capture. */
  providerPaymentId: string;
  /** What to give back; omitted, everything the payment still holds. */
  amount?: number;
  /** Shown to the buyer where the provider shows one (PayPal's note to the payer). */
  reason?: string;
  /** Sent as the provider's idempotency key: the same key never gives money back twice. */
  idempotencyKey: string;
  /** Kept by the provider with the refund (Stripe metadata; PayPal custom_id, the part), so its later reports name our records. */
  metadata?: { orderId: string; refundId: string; refundPartId: string };
}

/** A refund the provider accepted. */
export interface RefundMade {
  providerRefundId: string;
  /** False while the provider is still working on it (a Stripe refund `pending`): its webhook says how it ends. */
  finished: boolean;
}

/** A refund as the provider reports it afterwards (a webhook, or one made in its dashboard). */
export interface ReportedRefund {
  providerRefundId: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
  /** Our refund part, when we asked for this refund (RefundRequest.metadata: Stripe's metadata, PayPal's custom_id). */
  refundPartId: string | undefined;
  failure: string | undefined;
}

/**
 * The provider answered and said no (a refund larger than what is left, a closed account...):
 * the message is the provider's. Any other error from a refund means it did not answer.
 */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}
