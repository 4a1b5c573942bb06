import Stripe from 'stripe';
import { fakePaypal } from '../../test/fakes/paypal';
import { checkoutCompletedEvent, fakeStripe } from '../../test/fakes/stripe';
import { createPaypalGateway } from './paypal-gateway';
import { createStripeGateway } from './stripe-gateway';

const request = {
  orderId: '0b7e3a52-6f1e-4d7a-9c55-3f1f2d0c9e11',
  description: '2 x Afrobeats Live (First Instalment)',
  amount: 5850,
  customerEmail: 'buyer@example.com',
  successUrl: 'http://localhost:3000/experiences/payment-success?order=0b7e3a52-6f1e-4d7a-9c55-3f1f2d0c9e11',
  cancelUrl: 'http://localhost:3000/experiences/confirmation?event=e1&payment=cancelled',
};

describe('Stripe gateway (official SDK against a local fake)', () => {
  const webhookSecret = 'whsec_test_secret';
  let fake: Awaited<ReturnType<typeof fakeStripe>>;
  beforeAll(async () => {
    fake = await fakeStripe();
  });
  afterAll(() => fake.close());
  const gateway = () => createStripeGateway({ secretKey: 'sk_test_fake', webhookSecret, apiBase: fake.base });

  it('creates a Checkout Session for exactly the amount, with the order id, and the return URLs', async () => {
    const started = await gateway().createCheckout(request);
    expect(started.redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${started.providerReference}`);
    const form = fake.sessions.get(started.providerReference)!;
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '5850',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][quantity]': '1',
      'metadata[orderId]': request.orderId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      customer_email: 'buyer@example.com',
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent.headers['idempotency-key']).toBe(`checkout-${request.orderId}-5850`);
  });

  it('reads the paid payment from a correctly signed webhook', () => {
    const payload = JSON.stringify(checkoutCompletedEvent('cs_1', request.orderId, 5850, 'pi_123'));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(gateway().paymentFromWebhook(Buffer.from(payload), signature)).toEqual({
      orderId: request.orderId,
      providerPaymentId: 'pi_123',
      amount: 5850,
    });
  });

  it('refuses a webhook with a bad signature or a changed body', () => {
    const payload = JSON.stringify(checkoutCompletedEvent('cs_1', request.orderId, 5850));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => gateway().paymentFromWebhook(Buffer.from(payload), forged)).toThrow();
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(() => gateway().paymentFromWebhook(Buffer.from(payload.replace('5850', '1')), signature)).toThrow();
  });

  it('ignores events that are not a paid checkout', () => {
    const event = checkoutCompletedEvent('cs_1', request.orderId, 5850);
    event.data.object.payment_status = 'unpaid';
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(gateway().paymentFromWebhook(Buffer.from(payload), signature)).toBeNull();
    const other = JSON.stringify({ ...event, type: 'customer.created' });
    expect(
      gateway().paymentFromWebhook(Buffer.from(other), Stripe.webhooks.generateTestHeaderString({ payload: other, secret: webhookSecret })),
    ).toBeNull();
  });

  it('refunds a payment', async () => {
    await gateway().refund('pi_123');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/refunds', body: 'payment_intent=pi_123' });
  });
});

describe('PayPal gateway (Orders v2 over fetch against a local fake)', () => {
  const credentials = { clientId: 'client-id', clientSecret: 'client-secret' };
  let fake: Awaited<ReturnType<typeof fakePaypal>>;
  beforeAll(async () => {
    fake = await fakePaypal(credentials);
  });
  afterAll(() => fake.close());
  const gateway = () => createPaypalGateway({ ...credentials, apiBase: fake.base });

  it('creates an order for exactly the amount in pounds and returns the approval link', async () => {
    const started = await gateway().createCheckout(request);
    expect(started.redirectUrl).toBe(`https://www.paypal.test/checkoutnow?token=${started.providerReference}`);
    const created = fake.requests.find((r) => r.path === '/v2/checkout/orders')!;
    const body = JSON.parse(created.body);
    expect(body.purchase_units[0]).toMatchObject({ reference_id: request.orderId, amount: { currency_code: 'GBP', value: '58.50' } });
    expect(body.payment_source.paypal.experience_context).toMatchObject({ return_url: request.successUrl, cancel_url: request.cancelUrl });
  });

  it('captures only an approved order, reporting the capture id and the amount in pence', async () => {
    const paypal = gateway();
    const { providerReference } = await paypal.createCheckout(request);
    await expect(paypal.capture(providerReference)).rejects.toThrow(/422/);
    fake.approve(providerReference);
    const payment = await paypal.capture(providerReference);
    expect(payment).toEqual({ orderId: request.orderId, providerPaymentId: expect.stringMatching(/^[0-9A-F]{17}$/), amount: 5850 });
    // Capturing again answers the same capture: confirmation stays idempotent on its id.
    expect(await paypal.capture(providerReference)).toEqual(payment);
  });

  it('fails clearly with wrong credentials', async () => {
    const wrong = createPaypalGateway({ clientId: 'client-id', clientSecret: 'nope', apiBase: fake.base });
    await expect(wrong.createCheckout(request)).rejects.toThrow('PayPal token request failed: 401');
  });
});
