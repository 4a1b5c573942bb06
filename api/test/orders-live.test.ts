import { penceToPoundsString } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { orders, payments, tickets } from '../src/db/orders-schema';
import { events, transactions } from '../src/db/schema';
import { reconcilePayments } from '../src/jobs/reconcile-payments';
import { confirmPayment } from '../src/orders/confirm-payment';
import { paymentsFor } from '../src/orders/start-payment';
import { checkoutCompletedEvent } from './fakes/stripe';
import { loadConfig } from '../src/config';
import { adminToken, bearer, drivers, TEST_JWT_SECRET, tableCounts, type TestApp } from './helpers';
import { closeLiveApp, createLiveApp, deliverStripeWebhook, type FakePaypal, type FakeStripe, stripeSignature } from './live-app';
import { orderRows } from './order-rows';
import { addEvent, orderId, startPayment, type TestEvent } from './orders-helpers';

describe.each(drivers)('live payments on %s', (driver) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let paypal: FakePaypal;
  let event: TestEvent;
  beforeAll(async () => {
    ({ t, stripe, paypal } = await createLiveApp(driver));
    event = await addEvent(t.database.db, 'PARTY', {
      price: 2999,
      single: 5001,
      shared: 1234,
      discount: 333,
      discountFor: 'MALE',
      capacity: 3,
    });
  });
  afterAll(() => closeLiveApp({ t, stripe, paypal }));
  const db = () => t.database.db;
  const { orderRow } = orderRows(db);
  const deliver = (payload: string, signature?: string) => deliverStripeWebhook(t, payload, signature);

  describe('Stripe', () => {
    it('creates a Checkout Session for exactly the charge, and a signed webhook confirms the order once', async () => {
      const id = await orderId(t, event, { quantity: 1, installment: 'INSTALLMENT', room: 'SINGLE', gender: 'MALE' });
      const order = await orderRow(id);
      const started = await startPayment(t, id, 'stripe');
      expect(started.statusCode).toBe(200);
      const sessionId = started.json().redirectUrl.split('/').at(-1);
      expect(started.json().redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
      expect(stripe.sessions.get(sessionId)).toMatchObject({
        'line_items[0][price_data][unit_amount]': String(order.charge),
        'line_items[0][price_data][currency]': 'gbp',
        'metadata[orderId]': id,
        // A party returns under /parties (docs/product-rules.md#payment-return).
        success_url: `${t.config.publicUrl}/parties/payment-success?order=${id}`,
        cancel_url: `${t.config.publicUrl}/parties/confirmation?event=${event.id}&order=${id}&payment=cancelled`,
      });

      const payload = JSON.stringify(checkoutCompletedEvent(sessionId, id, order.charge, 'pi_orders_1'));
      for (let i = 0; i < 5; i++) {
        const response = await deliver(payload);
        expect(response.statusCode).toBe(200);
      }
      expect((await orderRow(id)).status).toBe('PARTIALLY_PAID');
      const paid = await db().select().from(transactions).where(eq(transactions.orderId, id));
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        paymentMethod: 'Stripe',
        instalmentType: 'INSTALLMENT_1',
        amountPaid: order.charge,
        status: 'SUCCESS',
      });
      expect(await db().select().from(tickets).where(eq(tickets.orderId, id))).toHaveLength(1);
      const [attempt] = await db().select().from(payments).where(eq(payments.providerReference, sessionId));
      expect(attempt).toMatchObject({ status: 'SUCCEEDED', providerPaymentId: 'pi_orders_1', mode: 'live' });
    });

    it('answers 400 to a bad signature, a changed body or no signature, and writes nothing', async () => {
      const id = await orderId(t, event);
      const order = await orderRow(id);
      const payload = JSON.stringify(checkoutCompletedEvent('cs_forged', id, order.charge));
      const before = await tableCounts(db());
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      expect((await deliver(payload, forged)).json()).toMatchObject({ statusCode: 400, message: 'Invalid Stripe signature' });
      expect((await deliver(payload.replace(String(order.charge), '1'), stripeSignature(payload))).statusCode).toBe(400);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(unsigned.statusCode).toBe(400);
      expect(await tableCounts(db())).toEqual(before);
      expect((await orderRow(id)).status).toBe('PENDING');
    });

    it('refunds a payment that arrives after its hold expired and the tickets were sold', async () => {
      const event = await addEvent(db(), 'PARTY', { capacity: 3 });
      const late = await orderId(t, event, { quantity: 3 });
      const sessionId = (await startPayment(t, late, 'stripe')).json().redirectUrl.split('/').at(-1);
      await db()
        .update(orders)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(orders.id, late));
      const quick = await orderId(t, event, { quantity: 1 });
      const quickSession = (await startPayment(t, quick, 'stripe')).json().redirectUrl.split('/').at(-1);
      const quickPayload = JSON.stringify(checkoutCompletedEvent(quickSession, quick, (await orderRow(quick)).charge));
      expect((await deliver(quickPayload)).statusCode).toBe(200);

      const payload = JSON.stringify(checkoutCompletedEvent(sessionId, late, (await orderRow(late)).charge, 'pi_orders_late'));
      expect((await deliver(payload)).statusCode).toBe(200);
      expect(stripe.requests.filter((request) => request.path === '/v1/refunds').map((request) => request.body)).toEqual([
        'payment_intent=pi_orders_late',
      ]);
      expect((await orderRow(late)).status).toBe('CANCELLED');
      expect(await db().select().from(tickets).where(eq(tickets.orderId, late))).toHaveLength(0);
      const sold = await t.app.inject({ method: 'GET', url: `/api/party/get/${event.id}` });
      expect(sold.json().ticketsSold).toBe(1);
    });
  });

  describe('one open attempt per order', () => {
    const sessionsCreated = () =>
      stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').length;

    it('answers the open Checkout Session again: 20 starts make one session and one attempt', async () => {
      const id = await orderId(t, await addEvent(db(), 'EXPERIENCE'));
      const before = sessionsCreated();
      const urls = new Set<string>();
      for (let i = 0; i < 20; i++) urls.add((await startPayment(t, id, 'stripe')).json().redirectUrl);
      expect(urls.size).toBe(1);
      expect(sessionsCreated() - before).toBe(1);
      expect(await db().select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
    });

    it('refunds a payment for an order still held once the capacity leaves no room for it', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { capacity: 2 });
      const id = await orderId(t, event, { quantity: 2 });
      const sessionId = (await startPayment(t, id, 'stripe')).json().redirectUrl.split('/').at(-1);
      await db().update(events).set({ capacity: 1 }).where(eq(events.id, event.id));
      const payload = JSON.stringify(checkoutCompletedEvent(sessionId, id, (await orderRow(id)).charge, 'pi_orders_capacity'));
      expect((await deliver(payload)).statusCode).toBe(200);
      expect(stripe.requests.filter((request) => request.path === '/v1/refunds').map((request) => request.body)).toContain(
        'payment_intent=pi_orders_capacity',
      );
      expect((await orderRow(id)).status).toBe('CANCELLED');
      expect(await db().select().from(tickets).where(eq(tickets.orderId, id))).toHaveLength(0);
    });
  });

  describe('reconciliation', () => {
    const reconcile = () => reconcilePayments({ db: db(), payments: paymentsFor(t.config), afterMinutes: 30, log: t.app.log });
    const age = (reference: string) =>
      db()
        .update(payments)
        .set({ createdAt: sql`now() - interval '31 minutes'` })
        .where(eq(payments.providerReference, reference));

    it('confirms a Stripe payment whose webhook never came, and expires a session Stripe closed', async () => {
      const paidEvent = await addEvent(db(), 'EXPERIENCE');
      const id = await orderId(t, paidEvent);
      const sessionId = (await startPayment(t, id, 'stripe')).json().redirectUrl.split('/').at(-1);
      const abandoned = await orderId(t, paidEvent);
      const closedId = (await startPayment(t, abandoned, 'stripe')).json().redirectUrl.split('/').at(-1);
      const fresh = await orderId(t, paidEvent);
      await startPayment(t, fresh, 'stripe');
      stripe.pay(sessionId, 'pi_reconciled');
      stripe.expire(closedId);
      await age(sessionId);
      await age(closedId);

      expect(await reconcile()).toEqual({ confirmed: 1, expired: 1 });
      expect((await orderRow(id)).status).toBe('PAID');
      expect(await db().select().from(transactions).where(eq(transactions.orderId, id))).toHaveLength(1);
      const [closed] = await db().select().from(payments).where(eq(payments.providerReference, closedId));
      expect(closed.status).toBe('EXPIRED');
      expect(await reconcile()).toEqual({ confirmed: 0, expired: 0 });
    });

    it('captures a PayPal payment the buyer approved but never came back from', async () => {
      const id = await orderId(t, await addEvent(db(), 'PARTY'));
      const token = new URL((await startPayment(t, id, 'paypal')).json().redirectUrl).searchParams.get('token')!;
      await age(token);
      expect(await reconcile()).toEqual({ confirmed: 0, expired: 0 });
      paypal.approve(token);
      await db().update(payments).set({ checkedAt: null }).where(eq(payments.providerReference, token));
      expect(await reconcile()).toEqual({ confirmed: 1, expired: 0 });
      expect((await orderRow(id)).status).toBe('PAID');
      expect(await db().select().from(tickets).where(eq(tickets.orderId, id))).toHaveLength(1);
    });
  });

  describe('PayPal', () => {
    it('creates an order for the charge, captures on return and confirms once', async () => {
      const other = await addEvent(db(), 'EXPERIENCE', { price: 1999, shared: 999 });
      const id = await orderId(t, other, { quantity: 2, paymentType: 'Paypal' });
      const order = await orderRow(id);
      const started = await startPayment(t, id, 'paypal');
      expect(started.statusCode).toBe(200);
      const token = new URL(started.json().redirectUrl).searchParams.get('token')!;
      expect(paypal.orders.get(token)).toMatchObject({ referenceId: id, value: penceToPoundsString(order.charge), approved: false });

      const notApproved = await t.app.inject({ method: 'GET', url: `/api/payments/paypal/return?token=${token}` });
      expect(notApproved.statusCode).toBe(303);
      expect(notApproved.headers.location).toBe(
        `${t.config.publicUrl}/experiences/confirmation?event=${other.id}&order=${id}&payment=failed`,
      );
      expect((await orderRow(id)).status).toBe('PENDING');

      paypal.approve(token);
      for (let i = 0; i < 3; i++) {
        const back = await t.app.inject({ method: 'GET', url: `/api/payments/paypal/return?token=${token}&PayerID=BUYER1` });
        expect(back.statusCode).toBe(303);
        expect(back.headers.location).toBe(`${t.config.publicUrl}/experiences/payment-success?order=${id}`);
      }
      expect((await orderRow(id)).status).toBe('PAID');
      const paid = await db().select().from(transactions).where(eq(transactions.orderId, id));
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ paymentMethod: 'Paypal', instalmentType: 'FULL', amountPaid: order.charge });
      expect(await db().select().from(tickets).where(eq(tickets.orderId, id))).toHaveLength(2);
    });

    it('answers 404 for a token it never issued and 502 when PayPal is down', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/payments/paypal/return?token=NOPE' })).statusCode).toBe(404);
      const id = await orderId(t, await addEvent(db(), 'EXPERIENCE'));
      await paypal.close();
      const down = await startPayment(t, id, 'paypal');
      expect(down.json()).toMatchObject({ statusCode: 502, message: 'PayPal is not answering. Please try again.' });
    });
  });

  it('tells the site its payments are live, so no page shows the test-mode banner', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json()).toEqual({ paymentsMode: 'live', maxTicketsPerBuyer: 10 });
    expect(site.headers['cache-control']).toBe('public, max-age=60');
  });

  describe('check-in', () => {
    it('refuses a ticket paid on the sandbox (a staging site) and lets in one paid for real', async () => {
      const auth = bearer(await adminToken(t));
      const door = await addEvent(db(), 'PARTY', { capacity: 5 });
      const checkIn = async (orderId: string) => {
        const [ticket] = await db().select().from(tickets).where(eq(tickets.orderId, orderId));
        return (await t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers: auth, payload: { code: ticket.code } })).json();
      };

      // Written as the sandbox page writes it, as when this database served a staging site.
      const staged = await orderId(t, door, { quantity: 1 });
      const confirmation = await confirmPayment(db(), {
        provider: 'stripe',
        mode: 'sandbox',
        orderId: staged,
        providerPaymentId: `sandbox_${staged}`,
        amount: (await orderRow(staged)).charge,
      });
      expect(confirmation.outcome).toBe('confirmed');
      expect(await checkIn(staged)).toMatchObject({ result: 'TEST_TICKET', attendeeName: 'Ada Obi' });

      const real = await orderId(t, door, { quantity: 1 });
      const { charge } = await orderRow(real);
      expect(
        (await confirmPayment(db(), { provider: 'stripe', mode: 'live', orderId: real, providerPaymentId: `pi_${real}`, amount: charge }))
          .outcome,
      ).toBe('confirmed');
      expect(await checkIn(real)).toMatchObject({ result: 'VALID' });
    });
  });
});

describe('live payments configuration', () => {
  it('refuses PAYMENTS_MODE=live without the providers keys, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', JWT_SECRET: TEST_JWT_SECRET, PAYMENTS_MODE: 'live' })).toThrow(
      /STRIPE_SECRET_KEY: must be set when PAYMENTS_MODE=live[\s\S]*PAYPAL_CLIENT_SECRET: must be set/,
    );
  });

  it('defaults to sandbox payments and 15-minute holds, and refuses a bad HOLD_MINUTES', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', JWT_SECRET: TEST_JWT_SECRET });
    expect(config.orders).toMatchObject({ paymentsMode: 'sandbox', holdMinutes: 15, stripe: undefined, paypal: undefined });
    expect(config.orders.mail.outboxDir).toBe('/tmp/unused/outbox');
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', JWT_SECRET: TEST_JWT_SECRET, HOLD_MINUTES: '0' })).toThrow(
      /HOLD_MINUTES/,
    );
  });
});
