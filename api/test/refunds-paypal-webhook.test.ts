// PayPal's refund webhooks (orders/REFUNDS.md) against the local PayPal fake: refunds made in
// PayPal's dashboard recorded once, ours whose answer was lost brought back, signatures checked by
// PayPal's own verify call, and the route only there when PAYPAL_WEBHOOK_ID is set.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { orders, outbox, payments, refundParts, refunds, tickets } from '../src/db/orders-schema';
import { transactions } from '../src/db/schema';
import { REFUND_RECEIPT } from '../src/mail/outbox-kinds';
import { DASHBOARD_REASONS } from '../src/orders/refund-reconciliation';
import { refundOrder } from '../src/orders/refunds';
import { paymentsFor } from '../src/orders/start-payment';
import { PAYPAL_WEBHOOK_ID, paypalRefundEvent } from './fakes/paypal';
import { drivers, tableCounts, type TestApp } from './helpers';
import { closeLiveApp, createLiveApp, type FakePaypal, type FakeStripe } from './live-app';
import { addEvent, orderId, startPayment, type TestEvent } from './orders-helpers';

const WEBHOOK = '/api/payments/paypal/webhook';

describe.each(drivers)("PayPal's refund webhooks on %s", (driver) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let paypal: FakePaypal;
  /** The same live app, with the webhook's id set: the one that receives PayPal's webhooks. */
  let receiving: FastifyInstance;
  let event: TestEvent;
  beforeAll(async () => {
    ({ t, stripe, paypal } = await createLiveApp(driver));
    const config = { ...t.config, orders: { ...t.config.orders, paypal: { ...t.config.orders.paypal!, webhookId: PAYPAL_WEBHOOK_ID } } };
    receiving = buildApp({ config, db: t.database.db });
    event = await addEvent(t.database.db, 'PARTY', { capacity: 100 });
  });
  afterAll(async () => {
    await receiving.close();
    await closeLiveApp({ t, stripe, paypal });
  });
  afterEach(() => paypal.answerRefunds('succeed'));
  const db = () => t.database.db;

  /** Posts `body` to the webhook, with the headers PayPal signs it with unless others are given. */
  const deliver = (body: object, headers = paypal.webhookHeaders(body)) =>
    receiving.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const refund = (id: string, amount?: number) =>
    refundOrder(db(), paymentsFor(t.config), {
      orderId: id,
      amount,
      reason: 'Show moved to a smaller room',
      source: 'ADMIN',
      log: t.app.log,
    });
  /** An order paid through PayPal (approve, come back, captured); answers it and its capture. */
  const paypalOrder = async () => {
    const id = await orderId(t, event, { paymentType: 'Paypal' });
    const token = new URL((await startPayment(t, id, 'paypal')).json().redirectUrl).searchParams.get('token')!;
    paypal.approve(token);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/paypal/return?token=${token}` })).statusCode).toBe(303);
    return { id, captureId: paypal.orders.get(token)!.captureId! };
  };
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const paymentOf = async (id: string) =>
    (
      await db()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.status, 'SUCCEEDED')))
    )[0];
  const refundsOf = (id: string) => db().select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.amount));
  const partsOf = (id: string) =>
    db()
      .select({ part: refundParts })
      .from(refundParts)
      .innerJoin(refunds, eq(refundParts.refundId, refunds.id))
      .where(eq(refunds.orderId, id))
      .orderBy(asc(refundParts.amount))
      .then((rows) => rows.map((row) => row.part));
  const transactionsOf = (id: string) => db().select().from(transactions).where(eq(transactions.orderId, id));
  const receipts = async (id: string) =>
    (
      await db()
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(and(eq(outbox.kind, REFUND_RECEIPT), sql`${outbox.payload}->>'orderId' = ${id}`))
    ).map((row) => (row.payload as { refundId: string }).refundId);

  it('are not received without PAYPAL_WEBHOOK_ID: the route is not there', async () => {
    const body = paypalRefundEvent(paypal.base, paypal.refundInDashboard('NO-SUCH-CAPTURE', 100));
    const response = await t.app.inject({ method: 'POST', url: WEBHOOK, headers: paypal.webhookHeaders(body), payload: body });
    expect(response.statusCode).toBe(404);
  });

  it('record a dashboard refund once, in pence, however often and in whatever order PayPal delivers its events', async () => {
    const { id, captureId } = await paypalOrder();
    const first = paypal.refundInDashboard(captureId, 1234);
    const second = paypal.refundInDashboard(captureId, 90);
    expect(first.body.amount!.value).toBe('12.34');
    const events = [paypalRefundEvent(paypal.base, second), paypalRefundEvent(paypal.base, first)];
    for (const body of [...events, ...events, events[1]]) expect((await deliver(body)).statusCode).toBe(200);

    expect(await refundsOf(id)).toMatchObject([
      { amount: 90, status: 'SUCCEEDED', source: 'PROVIDER', reason: DASHBOARD_REASONS.paypal },
      { amount: 1234, status: 'SUCCEEDED', source: 'PROVIDER', reason: DASHBOARD_REASONS.paypal },
    ]);
    expect(await partsOf(id)).toMatchObject([
      { amount: 90, status: 'SUCCEEDED', providerRefundId: second.id },
      { amount: 1234, status: 'SUCCEEDED', providerRefundId: first.id },
    ]);
    expect((await paymentOf(id)).refunded).toBe(1324);
    expect(await transactionsOf(id)).toMatchObject([{ refunded: 1324, status: 'PARTIALLY_REFUNDED' }]);
    expect((await receipts(id)).sort()).toEqual((await refundsOf(id)).map((row) => row.id).sort());
    expect((await orderRow(id)).status).toBe('PAID');
  });

  it('read the amount in pounds as PayPal writes it ("12.3" is 1230 pence), and refuse one that is not an amount, writing nothing', async () => {
    const { id, captureId } = await paypalOrder();
    const made = paypal.refundInDashboard(captureId, 1230);
    const before = await tableCounts(db());
    for (const value of ['12.3.4', '-1.00', '0.00']) {
      const response = await deliver(paypalRefundEvent(paypal.base, made, { value }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/PayPal sent a PAYMENT.CAPTURE.REFUNDED event/);
    }
    expect(await tableCounts(db())).toEqual(before);
    expect((await deliver(paypalRefundEvent(paypal.base, made, { value: '12.3' }))).statusCode).toBe(200);
    expect(await partsOf(id)).toMatchObject([{ amount: 1230, status: 'SUCCEEDED', providerRefundId: made.id }]);
  });

  it('add nothing to a refund of ours already settled, and bring back one whose answer was lost but PayPal made', async () => {
    const { id, captureId } = await paypalOrder();
    const settled = await refund(id, 300);
    const [ours] = await partsOf(id);
    const sent = paypal.refunds.at(-1)!;
    expect(sent.body.custom_id).toBe(ours.id);
    expect((await deliver(paypalRefundEvent(paypal.base, sent))).statusCode).toBe(200);
    expect(await refundsOf(id)).toMatchObject([{ id: settled.id, amount: 300, status: 'SUCCEEDED' }]);
    expect(await transactionsOf(id)).toMatchObject([{ refunded: 300 }]);

    // PayPal made the refund, but its answer never came (three times): recorded FAILED, no PayPal id.
    paypal.answerRefunds('lose');
    await expect(refund(id, 400)).rejects.toMatchObject({
      statusCode: 502,
      message: 'PayPal did not answer. Nothing was refunded; please try again.',
    });
    const lost = (await partsOf(id)).find((part) => part.status === 'FAILED')!;
    expect(lost).toMatchObject({ amount: 400, providerRefundId: null });
    expect(paypal.refunds.filter((made) => made.body.custom_id === lost.id)).toHaveLength(1);
    const madeAfterAll = paypal.refunds.at(-1)!;
    expect(madeAfterAll.captureId).toBe(captureId);

    const late = paypalRefundEvent(paypal.base, madeAfterAll);
    for (let i = 0; i < 2; i++) expect((await deliver(late)).statusCode).toBe(200);
    expect(await refundsOf(id)).toMatchObject([
      { id: settled.id, amount: 300, status: 'SUCCEEDED' },
      { id: lost.refundId, amount: 400, status: 'SUCCEEDED', failure: null, source: 'ADMIN' },
    ]);
    expect(await partsOf(id)).toMatchObject([
      { amount: 300, status: 'SUCCEEDED' },
      { id: lost.id, amount: 400, status: 'SUCCEEDED', providerRefundId: madeAfterAll.id },
    ]);
    expect((await paymentOf(id)).refunded).toBe(700);
    expect(await transactionsOf(id)).toMatchObject([{ refunded: 700, status: 'PARTIALLY_REFUNDED' }]);
    expect((await receipts(id)).sort()).toEqual([settled.id, lost.refundId].sort());
  });

  it('cancel the order when a dashboard refund (or a reversal by PayPal) gives back everything it took', async () => {
    const { id, captureId } = await paypalOrder();
    const { charge } = await orderRow(id);
    const part = paypal.refundInDashboard(captureId, 500);
    expect((await deliver(paypalRefundEvent(paypal.base, part))).statusCode).toBe(200);
    const rest = paypal.refundInDashboard(captureId, charge - 500);
    const reversal = paypalRefundEvent(paypal.base, rest, { type: 'PAYMENT.CAPTURE.REVERSED' });
    for (let i = 0; i < 2; i++) expect((await deliver(reversal)).statusCode).toBe(200);

    expect(await refundsOf(id)).toHaveLength(2);
    expect((await paymentOf(id)).refunded).toBe(charge);
    expect(await transactionsOf(id)).toMatchObject([{ refunded: charge, status: 'REFUNDED' }]);
    const order = await orderRow(id);
    expect(order).toMatchObject({ status: 'CANCELLED', cancelReason: DASHBOARD_REASONS.paypal });
    expect((await db().select().from(tickets).where(eq(tickets.orderId, id))).every((ticket) => ticket.voidedAt !== null)).toBe(true);
    await expect(refund(id)).rejects.toMatchObject({ statusCode: 400, message: 'Nothing is left to refund on this order.' });
  });

  it('are refused (400) without a signature PayPal vouches for, writing nothing', async () => {
    const { id, captureId } = await paypalOrder();
    const body = paypalRefundEvent(paypal.base, paypal.refundInDashboard(captureId, 800));
    const before = await tableCounts(db());
    const verifyCalls = () => paypal.requests.filter((request) => request.path === '/v1/notifications/verify-webhook-signature');
    const asked = verifyCalls().length;

    const forged = await deliver(body, paypal.webhookHeaders(body, false));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid PayPal signature');
    // A signature of another event does not vouch for this one.
    const other = paypalRefundEvent(paypal.base, paypal.refundInDashboard(captureId, 1));
    expect((await deliver(body, paypal.webhookHeaders(other))).statusCode).toBe(400);
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = paypal.webhookHeaders(body);
    expect((await deliver(body, unsigned)).json()).toMatchObject({ statusCode: 400, message: 'Invalid PayPal signature' });
    const notJson = await receiving.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { ...paypal.webhookHeaders(body), 'content-type': 'application/json' },
      payload: '{"event_type":',
    });
    expect(notJson.json()).toMatchObject({ statusCode: 400, message: 'The PayPal event is not JSON' });

    expect(await tableCounts(db())).toEqual(before);
    expect(await refundsOf(id)).toEqual([]);
    // The check PayPal was asked: the delivery's headers, our webhook id and the event as sent.
    const checks = verifyCalls().slice(asked);
    expect(checks).toHaveLength(2);
    const [first] = checks.map((request) => JSON.parse(request.body));
    expect(first).toMatchObject({ auth_algo: 'SHA256withRSA', webhook_id: PAYPAL_WEBHOOK_ID, webhook_event: body });
    expect(Object.keys(first).sort()).toEqual(
      ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_event', 'webhook_id'].sort(),
    );
  });

  it('acknowledge other events, and refunds of a capture not recorded here, writing nothing', async () => {
    const before = await tableCounts(db());
    const unknown = paypalRefundEvent(paypal.base, paypal.refundInDashboard('CAPTURE-NOT-HERE', 2500));
    const completed = { ...unknown, event_type: 'PAYMENT.CAPTURE.COMPLETED', resource_type: 'capture' };
    for (const body of [unknown, completed]) expect((await deliver(body)).json()).toEqual({ received: true });
    expect(await tableCounts(db())).toEqual(before);
  });
});
