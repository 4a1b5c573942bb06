// Refunds of live payments against the local fakes of Stripe and PayPal (orders/REFUNDS.md):
// reserve, ask the provider, settle; refusals, failures and hangs; Stripe's refund webhooks.
import { formatPounds, penceToPoundsString } from '@shared/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { orders, outbox, payments, refundParts, refunds, tickets } from '../src/db/orders-schema';
import { REFUND_RECEIPT } from '../src/mail/outbox-kinds';
import { DASHBOARD_REASONS } from '../src/orders/refund-reconciliation';
import { refundOrder } from '../src/orders/refunds';
import { type Payments, paymentsFor } from '../src/orders/start-payment';
import { createStripeGateway, type StripeGateway } from '../src/payments/stripe-gateway';
import { PAYPAL_REFUSAL } from './fakes/paypal';
import { silentServer } from './fakes/silent';
import { checkoutCompletedEvent, REFUSAL_MESSAGE, refundEvent } from './fakes/stripe';
import { drivers, tableCounts, type TestApp } from './helpers';
import { closeLiveApp, createLiveApp, deliverStripeWebhook, type FakePaypal, type FakeStripe } from './live-app';
import { orderRows } from './order-rows';
import { addEvent, orderId, startPayment, type TestEvent } from './orders-helpers';

describe.each(drivers)('refunds of live payments on %s', (driver) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let paypal: FakePaypal;
  let event: TestEvent;
  beforeAll(async () => {
    ({ t, stripe, paypal } = await createLiveApp(driver));
    event = await addEvent(t.database.db, 'PARTY', { capacity: 100 });
  });
  afterAll(() => closeLiveApp({ t, stripe, paypal }));
  afterEach(() => {
    stripe.answerRefunds('succeed');
    paypal.answerRefunds('succeed');
  });
  const db = () => t.database.db;

  const refund = (id: string, amount?: number, pay: Payments = paymentsFor(t.config)) =>
    refundOrder(db(), pay, { orderId: id, amount, reason: 'Show moved to a smaller room', source: 'ADMIN', log: t.app.log });
  const deliver = (event: object) => deliverStripeWebhook(t, JSON.stringify(event));
  /** Pays what the order owes now through Stripe Checkout and its webhook; answers the payment intent. */
  const payByStripe = async (id: string): Promise<string> => {
    const sessionId = (await startPayment(t, id, 'stripe')).json().redirectUrl.split('/').at(-1);
    const amount = Number(stripe.sessions.get(sessionId)!['line_items[0][price_data][unit_amount]']);
    const paymentIntent = `pi_${sessionId.slice(-12)}`;
    expect((await deliver(checkoutCompletedEvent(sessionId, id, amount, paymentIntent))).statusCode).toBe(200);
    return paymentIntent;
  };
  /** Pays what the order owes now through PayPal: approve, come back, captured. */
  const payByPaypal = async (id: string) => {
    const token = new URL((await startPayment(t, id, 'paypal')).json().redirectUrl).searchParams.get('token')!;
    paypal.approve(token);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/paypal/return?token=${token}` })).statusCode).toBe(303);
  };
  const stripeOrder = async (overrides: Parameters<typeof orderId>[2] = {}) => {
    const id = await orderId(t, event, overrides);
    return { id, paymentIntent: await payByStripe(id) };
  };
  const { orderRow, paymentsOf, transactionsOf } = orderRows(db);
  const refundsOf = (id: string) => db().select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.amount));
  const partsOf = (id: string) =>
    db()
      .select({ part: refundParts })
      .from(refundParts)
      .innerJoin(refunds, eq(refundParts.refundId, refunds.id))
      .where(eq(refunds.orderId, id))
      .then((rows) => rows.map((row) => row.part));
  const receipts = async (id: string) =>
    (
      await db()
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(and(eq(outbox.kind, REFUND_RECEIPT), sql`${outbox.payload}->>'orderId' = ${id}`))
    ).map((row) => (row.payload as { refundId: string }).refundId);
  const stripeRefundCalls = () => stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');

  /** The order as nothing had happened to it: paid, tickets valid, nothing refunded, no receipt. */
  const expectUntouched = async (id: string) => {
    expect((await orderRow(id)).status).toBe('PAID');
    expect((await paymentsOf(id)).map((payment) => payment.refunded)).toEqual([0]);
    expect(await transactionsOf(id)).toMatchObject([{ refunded: 0, status: 'SUCCESS' }]);
    expect((await db().select().from(tickets).where(eq(tickets.orderId, id))).every((ticket) => ticket.voidedAt === null)).toBe(true);
    expect(await receipts(id)).toEqual([]);
  };

  describe('Stripe', () => {
    it('refunds through the SDK with our ids as metadata and a key per part, settles at once, and cancels a whole refund', async () => {
      const { id, paymentIntent } = await stripeOrder({ quantity: 2 });
      const { charge } = await orderRow(id);
      const made = await refund(id);
      expect(made).toEqual({ id: expect.any(String), amount: charge, status: 'SUCCEEDED' });

      const [part] = await partsOf(id);
      const sent = stripeRefundCalls().at(-1)!;
      expect(sent.headers['idempotency-key']).toBe(`refund-part-${part.id}`);
      expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
        payment_intent: paymentIntent,
        amount: String(charge),
        'metadata[orderId]': id,
        'metadata[refundId]': made.id,
        'metadata[refundPartId]': part.id,
      });
      expect(part).toMatchObject({ status: 'SUCCEEDED', amount: charge, providerRefundId: stripe.refunds.at(-1)!.id });
      expect(await transactionsOf(id)).toMatchObject([{ refunded: charge, status: 'REFUNDED' }]);
      expect((await orderRow(id)).status).toBe('CANCELLED');
      expect(await receipts(id)).toEqual([made.id]);
    });

    it("answers 502 with Stripe's reason when it refuses: the order is as it was, the refund FAILED and its reservation given back; a retry works", async () => {
      const { id } = await stripeOrder();
      const before = await tableCounts(db());
      stripe.answerRefunds('refuse');
      await expect(refund(id, 1500)).rejects.toMatchObject({ statusCode: 502, message: `Stripe refused the refund: ${REFUSAL_MESSAGE}` });
      await expectUntouched(id);
      expect(await refundsOf(id)).toMatchObject([{ amount: 1500, status: 'FAILED', failure: REFUSAL_MESSAGE }]);
      expect(await partsOf(id)).toMatchObject([{ amount: 1500, status: 'FAILED', providerRefundId: null }]);
      const after = await tableCounts(db());
      expect(after).toEqual({ ...before, refunds: before.refunds + 1, refund_parts: before.refund_parts + 1 });

      stripe.answerRefunds('succeed');
      expect(await refund(id, 1500)).toMatchObject({ amount: 1500, status: 'SUCCEEDED' });
      expect((await paymentsOf(id))[0].refunded).toBe(1500);
      expect(await transactionsOf(id)).toMatchObject([{ refunded: 1500, status: 'PARTIALLY_REFUNDED' }]);
    });

    it('answers 502 when Stripe keeps failing (500) after the SDK retries, writing nothing but the FAILED refund; a retry works', async () => {
      const { id } = await stripeOrder();
      stripe.answerRefunds('fail');
      const calls = stripeRefundCalls().length;
      await expect(refund(id)).rejects.toMatchObject({
        statusCode: 502,
        message: 'Stripe did not answer. Nothing was refunded; please try again.',
      });
      expect(stripeRefundCalls().length - calls).toBe(3);
      await expectUntouched(id);
      expect(await refundsOf(id)).toMatchObject([{ status: 'FAILED', failure: 'Stripe did not answer.' }]);

      stripe.answerRefunds('succeed');
      expect((await refund(id)).status).toBe('SUCCEEDED');
      expect((await orderRow(id)).status).toBe('CANCELLED');
    }, 20_000);

    it('answers 502 when Stripe never answers (timeout), holding no lock meanwhile; a retry works', async () => {
      const { id } = await stripeOrder();
      const silent = await silentServer();
      try {
        const hung = createStripeGateway({ ...t.config.orders.stripe!, apiBase: silent.base, timeoutMs: 300 });
        const asking = refund(id, 1000, { ...paymentsFor(t.config), stripe: hung });
        // While Stripe is being asked, the order's row is free: another writer takes its lock at once.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await db().transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '1s'`);
          await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        });
        await expect(asking).rejects.toMatchObject({
          statusCode: 502,
          message: 'Stripe did not answer. Nothing was refunded; please try again.',
        });
      } finally {
        await silent.close();
      }
      await expectUntouched(id);
      expect(await refund(id, 1000)).toMatchObject({ status: 'SUCCEEDED' });
    }, 20_000);

    it('keeps a refund Stripe has pending as PENDING (its amount reserved) until the webhook says it is made or failed', async () => {
      const { id, paymentIntent } = await stripeOrder();
      const { charge } = await orderRow(id);
      stripe.answerRefunds('pending');
      const pending = await refund(id);
      expect(pending).toMatchObject({ amount: charge, status: 'PENDING' });
      const [part] = await partsOf(id);
      expect(part).toMatchObject({ status: 'PENDING', providerRefundId: stripe.refunds.at(-1)!.id });
      expect((await paymentsOf(id))[0].refunded).toBe(charge);
      await expect(refund(id)).rejects.toMatchObject({ statusCode: 400, message: 'Nothing is left to refund on this order.' });
      // Not gone back yet: the order stays paid, its tickets valid.
      expect((await orderRow(id)).status).toBe('PAID');

      stripe.finishRefund(part.providerRefundId!, 'failed', 'expired_or_canceled_card');
      expect((await deliver(refundEvent('refund.failed', { payment_intent: paymentIntent }))).statusCode).toBe(200);
      expect(await refundsOf(id)).toMatchObject([{ status: 'FAILED', failure: 'expired_or_canceled_card' }]);
      await expectUntouched(id);

      const again = await refund(id);
      expect(again.status).toBe('PENDING');
      stripe.finishRefund(stripe.refunds.at(-1)!.id, 'succeeded');
      for (let i = 0; i < 2; i++) {
        expect((await deliver(refundEvent('refund.updated', { payment_intent: paymentIntent }))).statusCode).toBe(200);
      }
      expect((await refundsOf(id)).map((row) => row.status).sort()).toEqual(['FAILED', 'SUCCEEDED']);
      expect(await transactionsOf(id)).toMatchObject([{ refunded: charge, status: 'REFUNDED' }]);
      expect((await orderRow(id)).status).toBe('CANCELLED');
      expect(await receipts(id)).toEqual([again.id]);
    });
  });

  describe('PayPal', () => {
    it('refunds part of a capture in pounds with the reason as a note and a request id per part', async () => {
      const id = await orderId(t, event, { paymentType: 'Paypal' });
      await payByPaypal(id);
      const [paid] = await paymentsOf(id);
      const made = await refund(id, 1234);
      expect(made).toMatchObject({ amount: 1234, status: 'SUCCEEDED' });
      const [part] = await partsOf(id);
      const sent = paypal.requests.at(-1)!;
      expect(sent.path).toBe(`/v2/payments/captures/${paid.providerPaymentId}/refund`);
      expect(sent.headers['paypal-request-id']).toBe(`refund-part-${part.id}`);
      expect(JSON.parse(sent.body)).toEqual({
        amount: { value: penceToPoundsString(1234), currency_code: 'GBP' },
        note_to_payer: 'Show moved to a smaller room',
        custom_id: part.id,
      });
      expect(part).toMatchObject({ status: 'SUCCEEDED', providerRefundId: paypal.refunds.at(-1)!.id });
      expect(await transactionsOf(id)).toMatchObject([{ refunded: 1234, status: 'PARTIALLY_REFUNDED' }]);
    });

    it("answers 502 with PayPal's reason when it refuses, and when it keeps failing; the order is as it was and a retry works", async () => {
      const id = await orderId(t, event, { paymentType: 'Paypal' });
      await payByPaypal(id);
      paypal.answerRefunds('refuse');
      await expect(refund(id)).rejects.toMatchObject({ statusCode: 502, message: `PayPal refused the refund: ${PAYPAL_REFUSAL}` });
      paypal.answerRefunds('fail');
      await expect(refund(id)).rejects.toMatchObject({
        statusCode: 502,
        message: 'PayPal did not answer. Nothing was refunded; please try again.',
      });
      await expectUntouched(id);
      expect((await refundsOf(id)).map((row) => row.failure).sort()).toEqual(['PayPal did not answer.', PAYPAL_REFUSAL]);
      paypal.answerRefunds('succeed');
      expect((await refund(id)).status).toBe('SUCCEEDED');
      expect((await orderRow(id)).status).toBe('CANCELLED');
    });
  });

  it('keeps what one provider gave back when the next refuses, and says how much went back', async () => {
    // First payment by card, second instalment by PayPal: the refund asks PayPal (newest) first.
    const id = await orderId(t, event, { installment: 'INSTALLMENT' });
    await payByStripe(id);
    await payByPaypal(id);
    const [first, second] = await paymentsOf(id);
    expect([first.provider, second.provider]).toEqual(['stripe', 'paypal']);
    stripe.answerRefunds('refuse');
    await expect(refund(id, second.amount + 200)).rejects.toMatchObject({
      statusCode: 502,
      message: `Stripe refused the refund: ${REFUSAL_MESSAGE}. ${formatPounds(second.amount)} of it was refunded, the rest was not.`,
    });
    const [failed, made] = await refundsOf(id);
    expect(made).toMatchObject({ amount: second.amount, status: 'SUCCEEDED', failure: null });
    expect(failed).toMatchObject({ amount: 200, status: 'FAILED', failure: REFUSAL_MESSAGE, reason: made.reason, source: 'ADMIN' });
    expect((await paymentsOf(id)).map((payment) => payment.refunded)).toEqual([0, second.amount]);
    expect((await transactionsOf(id)).map((row) => [row.instalmentType, row.refunded, row.status])).toEqual([
      ['INSTALLMENT_1', 0, 'SUCCESS'],
      ['INSTALLMENT_2', second.amount, 'REFUNDED'],
    ]);
    expect(await receipts(id)).toEqual([made.id]);
    expect((await orderRow(id)).status).toBe('PARTIALLY_PAID');
  });

  describe("Stripe's refund webhooks", () => {
    it('record a refund made in the dashboard once, however often and in whatever order its events come', async () => {
      const { id, paymentIntent } = await stripeOrder();
      const { charge } = await orderRow(id);
      const dashboard = stripe.refundInDashboard(paymentIntent, 700);
      const events = [
        refundEvent('refund.updated', dashboard),
        refundEvent('charge.refunded', dashboard),
        refundEvent('refund.created', dashboard),
        refundEvent('charge.refunded', dashboard),
        refundEvent('charge.refund.updated', dashboard),
      ];
      for (const event of events) expect((await deliver(event)).statusCode).toBe(200);

      const [recorded] = await refundsOf(id);
      expect(await refundsOf(id)).toHaveLength(1);
      expect(recorded).toMatchObject({ amount: 700, status: 'SUCCEEDED', source: 'PROVIDER', reason: DASHBOARD_REASONS.stripe });
      expect(await partsOf(id)).toMatchObject([{ amount: 700, status: 'SUCCEEDED', providerRefundId: dashboard.id }]);
      expect(await transactionsOf(id)).toMatchObject([{ refunded: 700, status: 'PARTIALLY_REFUNDED' }]);
      expect(await receipts(id)).toEqual([recorded.id]);

      // The rest, refunded in the dashboard too: the order is cancelled as by any full refund.
      const rest = stripe.refundInDashboard(paymentIntent, charge - 700);
      for (const event of [refundEvent('charge.refunded', rest), refundEvent('charge.refunded', rest)]) {
        expect((await deliver(event)).statusCode).toBe(200);
      }
      expect(await refundsOf(id)).toHaveLength(2);
      expect((await paymentsOf(id))[0].refunded).toBe(charge);
      expect((await orderRow(id)).status).toBe('CANCELLED');
      expect((await orderRow(id)).cancelReason).toBe(DASHBOARD_REASONS.stripe);
    });

    it('count a refund of ours once when its webhook is handled before our own answer is recorded', async () => {
      const { id, paymentIntent } = await stripeOrder();
      const live = paymentsFor(t.config);
      const real = live.stripe!;
      const webhookFirst: StripeGateway = {
        ...real,
        refund: async (request) => {
          const made = await real.refund(request);
          expect((await deliver(refundEvent('charge.refunded', { payment_intent: paymentIntent }))).statusCode).toBe(200);
          return made;
        },
      };
      const made = await refund(id, 900, { ...live, stripe: webhookFirst });
      expect(made).toMatchObject({ amount: 900, status: 'SUCCEEDED' });
      expect(await refundsOf(id)).toMatchObject([{ id: made.id, status: 'SUCCEEDED' }]);
      expect(await partsOf(id)).toMatchObject([{ amount: 900, status: 'SUCCEEDED', providerRefundId: stripe.refunds.at(-1)!.id }]);
      expect((await paymentsOf(id))[0].refunded).toBe(900);
      expect(await transactionsOf(id)).toMatchObject([{ refunded: 900, status: 'PARTIALLY_REFUNDED' }]);
      expect(await receipts(id)).toEqual([made.id]);
    });

    it('add nothing to a refund of ours already settled, and bring back one whose answer was lost but Stripe made', async () => {
      const { id, paymentIntent } = await stripeOrder();
      const made = await refund(id, 300);
      for (const type of ['charge.refunded', 'refund.created', 'refund.updated'] as const) {
        expect((await deliver(refundEvent(type, { payment_intent: paymentIntent }))).statusCode).toBe(200);
      }
      expect(await refundsOf(id)).toMatchObject([{ id: made.id, amount: 300, status: 'SUCCEEDED' }]);
      expect(await transactionsOf(id)).toMatchObject([{ refunded: 300 }]);

      // Stripe made the refund but its answer never came: recorded FAILED, then the webhook brings it back.
      stripe.answerRefunds('fail');
      await expect(refund(id, 400)).rejects.toMatchObject({ statusCode: 502 });
      const lost = (await partsOf(id)).find((part) => part.status === 'FAILED')!;
      stripe.refunds.push({
        id: 're_lost_answer',
        object: 'refund',
        amount: 400,
        payment_intent: paymentIntent,
        status: 'succeeded',
        metadata: { orderId: id, refundId: lost.refundId, refundPartId: lost.id },
        failure_reason: null,
      });
      expect((await deliver(refundEvent('charge.refunded', { payment_intent: paymentIntent }))).statusCode).toBe(200);
      expect(await refundsOf(id)).toMatchObject([
        { amount: 300, status: 'SUCCEEDED' },
        { id: lost.refundId, amount: 400, status: 'SUCCEEDED', failure: null },
      ]);
      expect(await partsOf(id)).toHaveLength(2);
      expect((await paymentsOf(id))[0].refunded).toBe(700);
      expect(await transactionsOf(id)).toMatchObject([{ refunded: 700 }]);
      expect((await receipts(id)).sort()).toEqual([made.id, lost.refundId].sort());
    }, 20_000);

    it('leave alone a payment the confirmation turned down (refunded whole), and a payment intent not recorded here', async () => {
      // Paid twice: the second payment is turned down and given back whole by the old path.
      const { id } = await stripeOrder();
      const sessionId = (await db().select().from(payments).where(eq(payments.orderId, id)))[0].providerReference!;
      const before = await tableCounts(db());
      const calls = stripeRefundCalls().length;
      expect((await deliver(checkoutCompletedEvent(sessionId, id, (await orderRow(id)).charge, 'pi_paid_twice'))).statusCode).toBe(200);
      expect(
        stripeRefundCalls()
          .slice(calls)
          .map((request) => request.body),
      ).toEqual(['payment_intent=pi_paid_twice']);
      stripe.refundInDashboard('pi_paid_twice', (await orderRow(id)).charge);
      expect((await deliver(refundEvent('charge.refunded', { payment_intent: 'pi_paid_twice' }))).statusCode).toBe(200);
      expect((await deliver(refundEvent('charge.refunded', { payment_intent: 'pi_never_seen' }))).statusCode).toBe(200);
      expect(await tableCounts(db())).toEqual({ ...before, payments: before.payments + 1 });
      expect(await refundsOf(id)).toEqual([]);
    });

    it('are refused without a good signature', async () => {
      const payload = JSON.stringify(refundEvent('charge.refunded', { payment_intent: 'pi_forged' }));
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      const response = await deliverStripeWebhook(t, payload, forged);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'Invalid Stripe signature' });
    });
  });
});
