import Stripe from 'stripe';
import { fakePaypal, PAYPAL_REFUSAL } from '../../test/fakes/paypal';
import { silentServer } from '../../test/fakes/silent';
import { checkoutCompletedEvent, fakeStripe, REFUSAL_MESSAGE, refundEvent } from '../../test/fakes/stripe';
import { RefundRefused } from './gateway';
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

  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return [Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })] as const;
  };

  it('reads the paid payment from a correctly signed webhook', () => {
    const payload = JSON.stringify(checkoutCompletedEvent('cs_1', request.orderId, 5850, 'pi_123'));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(gateway().noticeFromWebhook(Buffer.from(payload), signature)).toEqual({
      payment: { orderId: request.orderId, providerPaymentId: 'pi_123', amount: 5850 },
    });
  });

  it.each(['charge.refunded', 'refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'] as const)(
    'reads the payment intent whose refunds changed from %s',
    (type) => {
      expect(gateway().noticeFromWebhook(...signed(refundEvent(type, { payment_intent: 'pi_456', amount: 100 })))).toEqual({
        refundsOf: 'pi_456',
      });
    },
  );

  it('refuses a webhook with a bad signature or a changed body', () => {
    const payload = JSON.stringify(checkoutCompletedEvent('cs_1', request.orderId, 5850));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => gateway().noticeFromWebhook(Buffer.from(payload), forged)).toThrow();
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(() => gateway().noticeFromWebhook(Buffer.from(payload.replace('5850', '1')), signature)).toThrow();
  });

  it('ignores events that are not a paid checkout', () => {
    const event = checkoutCompletedEvent('cs_1', request.orderId, 5850);
    event.data.object.payment_status = 'unpaid';
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(gateway().noticeFromWebhook(Buffer.from(payload), signature)).toBeNull();
    const other = JSON.stringify({ ...event, type: 'customer.created' });
    expect(
      gateway().noticeFromWebhook(Buffer.from(other), Stripe.webhooks.generateTestHeaderString({ payload: other, secret: webhookSecret })),
    ).toBeNull();
  });

  it('refunds a whole payment with the key it is given', async () => {
    const made = await gateway().refund({ providerPaymentId: 'pi_123', idempotencyKey: 'refund-pi_123' });
    expect(made).toEqual({ providerRefundId: expect.stringMatching(/^re_/), finished: true });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/refunds', body: 'payment_intent=pi_123' });
    expect(sent.headers['idempotency-key']).toBe('refund-pi_123');
  });

  it('refunds part of a payment with our ids as metadata, and lists the payment intent refunds', async () => {
    const metadata = { orderId: request.orderId, refundId: 'r-1', refundPartId: 'p-1' };
    const refund = { providerPaymentId: 'pi_part', amount: 1234, idempotencyKey: 'refund-part-p-1', metadata };
    const made = await gateway().refund(refund);
    expect(Object.fromEntries(new URLSearchParams(fake.requests.at(-1)!.body))).toEqual({
      payment_intent: 'pi_part',
      amount: '1234',
      'metadata[orderId]': request.orderId,
      'metadata[refundId]': 'r-1',
      'metadata[refundPartId]': 'p-1',
    });
    // The same key again is the same refund.
    expect(await gateway().refund(refund)).toEqual(made);
    fake.refundInDashboard('pi_part', 66);
    expect(await gateway().refundsOf('pi_part')).toEqual([
      { providerRefundId: expect.stringMatching(/^re_/), amount: 66, status: 'succeeded', refundPartId: undefined, failure: undefined },
      { providerRefundId: made.providerRefundId, amount: 1234, status: 'succeeded', refundPartId: 'p-1', failure: undefined },
    ]);
  });

  it('says a refund is not finished while Stripe has it pending', async () => {
    fake.answerRefunds('pending');
    try {
      expect(await gateway().refund({ providerPaymentId: 'pi_slow', amount: 5, idempotencyKey: 'refund-slow' })).toMatchObject({
        finished: false,
      });
    } finally {
      fake.answerRefunds('succeed');
    }
  });

  it("throws RefundRefused with Stripe's message when Stripe says no, and a plain error when it keeps failing", async () => {
    fake.answerRefunds('refuse');
    try {
      const refused = gateway().refund({ providerPaymentId: 'pi_123', amount: 5000, idempotencyKey: 'refund-refused' });
      await expect(refused).rejects.toThrow(new RefundRefused(REFUSAL_MESSAGE));
      fake.answerRefunds('fail');
      const before = fake.requests.length;
      const failing = gateway().refund({ providerPaymentId: 'pi_123', amount: 5000, idempotencyKey: 'refund-failing' });
      await expect(failing).rejects.toThrow(Stripe.errors.StripeAPIError);
      // The SDK's own retries, with the same key, before giving up.
      expect(fake.requests.slice(before).map((sent) => sent.headers['idempotency-key'])).toEqual(Array(3).fill('refund-failing'));
    } finally {
      fake.answerRefunds('succeed');
    }
  }, 20_000);

  it('gives up on a Stripe that never answers after its timeout and retries', async () => {
    const silent = await silentServer();
    try {
      const hung = createStripeGateway({ secretKey: 'sk_test_fake', webhookSecret, apiBase: silent.base, timeoutMs: 200 });
      const refund = hung.refund({ providerPaymentId: 'pi_123', idempotencyKey: 'refund-hung' });
      await expect(refund).rejects.toThrow(Stripe.errors.StripeConnectionError);
      await expect(refund).rejects.not.toBeInstanceOf(RefundRefused);
      expect(silent.connections()).toBe(3);
    } finally {
      await silent.close();
    }
  }, 20_000);
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

  it('refunds part of a capture in pounds with a note to the buyer, the key as PayPal-Request-Id, and once per key', async () => {
    const refund = { providerPaymentId: 'CAPTURE1', amount: 1234, reason: 'Show moved', idempotencyKey: 'refund-part-p-1' };
    const made = await gateway().refund(refund);
    expect(made).toEqual({ providerRefundId: expect.any(String), finished: true });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v2/payments/captures/CAPTURE1/refund');
    expect(sent.headers['paypal-request-id']).toBe('refund-part-p-1');
    expect(JSON.parse(sent.body)).toEqual({ amount: { value: '12.34', currency_code: 'GBP' }, note_to_payer: 'Show moved' });
    expect(await gateway().refund(refund)).toEqual(made);
    expect(fake.refunds.filter((made) => made.captureId === 'CAPTURE1')).toHaveLength(1);
    await gateway().refund({ providerPaymentId: 'CAPTURE2', idempotencyKey: 'refund-CAPTURE2' });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({});
  });

  it("throws RefundRefused with PayPal's words when it says no; asks again with the same id when it fails", async () => {
    fake.answerRefunds('refuse');
    try {
      const refused = gateway().refund({ providerPaymentId: 'CAPTURE1', amount: 99999, idempotencyKey: 'refund-refused' });
      await expect(refused).rejects.toThrow(new RefundRefused(PAYPAL_REFUSAL));
      fake.answerRefunds('fail');
      const before = fake.requests.length;
      const failing = gateway().refund({ providerPaymentId: 'CAPTURE1', amount: 100, idempotencyKey: 'refund-failing' });
      await expect(failing).rejects.toThrow(/failed: 500/);
      await expect(failing).rejects.not.toBeInstanceOf(RefundRefused);
      const asked = fake.requests.slice(before).filter((sent) => sent.path.endsWith('/refund'));
      expect(asked.map((sent) => sent.headers['paypal-request-id'])).toEqual(Array(3).fill('refund-failing'));
    } finally {
      fake.answerRefunds('succeed');
    }
  });

  it('gives up on a PayPal that never answers after its timeout', async () => {
    const silent = await silentServer();
    try {
      const hung = createPaypalGateway({ ...credentials, apiBase: silent.base, timeoutMs: 200 });
      await expect(hung.refund({ providerPaymentId: 'CAPTURE1', idempotencyKey: 'refund-hung' })).rejects.toThrow(/abort|timeout/i);
    } finally {
      await silent.close();
    }
  });

  it('fails clearly with wrong credentials', async () => {
    const wrong = createPaypalGateway({ clientId: 'client-id', clientSecret: 'nope', apiBase: fake.base });
    await expect(wrong.createCheckout(request)).rejects.toThrow('PayPal token request failed: 401');
  });
});
