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
