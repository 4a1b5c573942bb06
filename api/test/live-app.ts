// An API in live payment mode whose Stripe and PayPal are the local fakes (fakes/stripe.ts,
// fakes/paypal.ts): the set-up of every suite about live payments, refunds and cancellations.
import Stripe from 'stripe';
import { fakePaypal } from './fakes/paypal';
import { fakeStripe } from './fakes/stripe';
import { createTestApp, type Driver, type TestApp } from './helpers';

/** The secret the live app checks Stripe's webhooks with. */
const LIVE_WEBHOOK_SECRET = 'whsec_live_test';
const paypalCredentials = { clientId: 'paypal-client', clientSecret: 'paypal-secret' };

export type FakeStripe = Awaited<ReturnType<typeof fakeStripe>>;
export type FakePaypal = Awaited<ReturnType<typeof fakePaypal>>;

export interface LiveApp {
  t: TestApp;
  stripe: FakeStripe;
  paypal: FakePaypal;
}

export async function createLiveApp(driver: Driver): Promise<LiveApp> {
  const stripe = await fakeStripe();
  const paypal = await fakePaypal(paypalCredentials);
  const t = await createTestApp(driver, {
    PAYMENTS_MODE: 'live',
    STRIPE_SECRET_KEY: 'sk_test_live',
    STRIPE_WEBHOOK_SECRET: LIVE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.base,
    PAYPAL_CLIENT_ID: paypalCredentials.clientId,
    PAYPAL_CLIENT_SECRET: paypalCredentials.clientSecret,
    PAYPAL_API_BASE: paypal.base,
  });
  return { t, stripe, paypal };
}

/** Closes the app, then the fakes it was talking to (a fake a test closed already is fine). */
export async function closeLiveApp({ t, stripe, paypal }: LiveApp): Promise<void> {
  await t.close();
  await stripe.close();
  await paypal.close();
}

/** The Stripe-Signature header Stripe would send with `payload` to the live app. */
export const stripeSignature = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: LIVE_WEBHOOK_SECRET });

/** Posts `payload` to the Stripe webhook, signed as Stripe would unless another signature is given. */
export const deliverStripeWebhook = (t: TestApp, payload: string, signature = stripeSignature(payload)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
