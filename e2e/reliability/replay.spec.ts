// Payment confirmations replayed and out of order: however often and in whatever order the sandbox
// page or Stripe reports a payment, each payment becomes exactly one transaction, an order gets one
// set of tickets and one ticket e-mail, and money taken twice is given back.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import Stripe from 'stripe';
import { checkoutCompletedEvent, fakeStripe } from '../../api/test/fakes/stripe';
import { fakePaypal } from '../../api/test/fakes/paypal';
import { apiUrl } from '../support/ports';
import { startApiProcess } from './support/api-process';
import { testDatabase } from './support/database';
import { checkShopInvariants } from './support/invariants';
import { reliabilityPorts } from './support/ports';
import { adminLogin, call, completeSandbox, createExperience, createOrder, experienceOrder, startCardPayment } from './support/shop';

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);

/** The e-mails the suite's system has written to DATA_DIR/outbox for an order (by its reference), parsed. */
async function mailsOf(reference: string) {
  const outbox = join(process.env.RELIABILITY_DATA_DIR as string, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(outbox, name)))));
  return mails.filter((mail) => (mail.text ?? '').includes(`Order: ${reference}`));
}

test('the same sandbox completion posted many times at once, and instalments paid out of turn, each count once', async () => {
  const token = await adminLogin(apiUrl);
  const eventId = await createExperience(apiUrl, token, { title: `Replay test ${Date.now()}`, capacity: 10 });
  const transactionsOf = async (orderId: string) =>
    (
      await call<{ data: { orderId: string; installmentType: string; quantity: number }[] }>(
        `${apiUrl}/transaction/get?productType=Experience&productId=${eventId}`,
        { token },
      )
    ).body.data
      .filter((t) => t.orderId === orderId)
      .map((t) => t.installmentType)
      .sort();

  // One FULL order, its one payment completed twenty times concurrently.
  const full = await createOrder(
    apiUrl,
    experienceOrder(eventId, { firstName: 'Rita', lastName: 'Replay', email: 'rita@example.com' }, { quantity: 2 }),
  );
  const started = await startCardPayment(apiUrl, full.body.id);
  const completions = await Promise.all(times(20, () => completeSandbox(apiUrl, started.body.redirectUrl)));
  // A repeated completion is the same payment: the buyer is sent to the success page every time.
  expect(completions.map((answer) => answer.status)).toEqual(times(20, () => 303));
  expect(await transactionsOf(full.body.id)).toEqual(['FULL']);

  // An instalment order: the checkout's payment page is open in one tab when the buyer opens the
  // "pay the next instalment" link in another, before the first payment is confirmed. Opening the
  // link changes nothing; its button can only ask for what is due, the first payment, and is sent
  // to the payment already open. Paying both tabs at once pays it once.
  const split = await createOrder(
    apiUrl,
    experienceOrder(eventId, { firstName: 'Ivan', lastName: 'Instalment', email: 'ivan@example.com' }, { installment: 'INSTALLMENT' }),
  );
  const tabA = await startCardPayment(apiUrl, split.body.id);
  const instalmentLink = await call<string>(`${apiUrl}/order/${split.body.id}/pay`);
  expect(instalmentLink.status).toBe(200);
  expect(instalmentLink.body).toContain(`action="/api/order/${split.body.id}/pay"`);
  const pressed = await call(`${apiUrl}/order/${split.body.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(pressed.status).toBe(303);
  const tabB = pressed.headers.get('location') as string;
  expect(tabB).toBe(tabA.body.redirectUrl);
  const [second, first] = await Promise.all([completeSandbox(apiUrl, tabB), completeSandbox(apiUrl, tabA.body.redirectUrl)]);
  expect([first.status, second.status]).toEqual([303, 303]);
  expect(await transactionsOf(split.body.id)).toEqual(['INSTALLMENT_1']);

  // Two tabs for "the next instalment" are sent to one payment of instalment 2; paying it from
  // both, three times each, pays it once.
  const next = await Promise.all([startCardPayment(apiUrl, split.body.id), startCardPayment(apiUrl, split.body.id)]);
  expect(next[0].body.redirectUrl).toBe(next[1].body.redirectUrl);
  const paidTwice = await Promise.all(next.flatMap((tab) => times(3, () => completeSandbox(apiUrl, tab.body.redirectUrl))));
  expect(paidTwice.map((answer) => answer.status)).toEqual(times(6, () => 303));
  expect(await transactionsOf(split.body.id)).toEqual(['INSTALLMENT_1', 'INSTALLMENT_2']);
  // The first payment's page, replayed after instalment 2, changes nothing either.
  expect([303, 409]).toContain((await completeSandbox(apiUrl, tabA.body.redirectUrl)).status);
  expect(await transactionsOf(split.body.id)).toEqual(['INSTALLMENT_1', 'INSTALLMENT_2']);

  const sold = await call<{ count: number }>(`${apiUrl}/transaction/paid-users?productType=Experience&productId=${eventId}`, { token });
  expect(sold.body.count, 'tickets bought: 2 + 1').toBe(3);

  // One ticket e-mail per order, its tickets attached once; one receipt for instalment 2.
  await expect.poll(async () => (await mailsOf(full.body.reference)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await mailsOf(split.body.reference)).length, { timeout: 20_000 }).toBe(2);
  // One more tick of the outbox worker (5 s) must not send any of them again.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const [ticketMail] = await mailsOf(full.body.reference);
  expect(ticketMail.attachments.filter((a) => a.contentType === 'application/pdf')).toHaveLength(2);
  const splitMails = await mailsOf(split.body.reference);
  expect(splitMails.filter((mail) => mail.subject?.startsWith('[TEST] Your 1 ticket for'))).toHaveLength(1);
  expect(splitMails).toHaveLength(2);
});

test('Stripe webhooks delivered many times and shuffled confirm each payment once and refund a double payment', async () => {
  test.setTimeout(180_000);
  const webhookSecret = 'whsec_reliability';
  const dataDir = await mkdtemp(join(tmpdir(), 'reliability-live-'));
  const database = await testDatabase(dataDir);
  const stripeApi = await fakeStripe();
  const paypalApi = await fakePaypal({ clientId: 'paypal-id', clientSecret: 'paypal-secret' });
  const api = await startApiProcess(reliabilityPorts.liveApi, {
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3800',
    PAYMENTS_MODE: 'live',
    STRIPE_SECRET_KEY: 'sk_test_reliability',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripeApi.base,
    PAYPAL_CLIENT_ID: 'paypal-id',
    PAYPAL_CLIENT_SECRET: 'paypal-secret',
    PAYPAL_API_BASE: paypalApi.base,
    ...database.env,
  });
  try {
    const token = await adminLogin(api.url);
    const eventId = await createExperience(api.url, token, { title: 'Webhook replay test', capacity: 10 });
    const checkout = async (orderId: string) => {
      const answer = await startCardPayment(api.url, orderId);
      expect(answer.status).toBe(200);
      const session = answer.body.redirectUrl.split('/').at(-1) as string;
      return { session, amount: Number(stripeApi.sessions.get(session)?.['line_items[0][price_data][unit_amount]']) };
    };
    const deliver = (event: object, secret = webhookSecret) => {
      const payload = JSON.stringify(event);
      return call(`${api.url}/payments/stripe/webhook`, {
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
      });
    };

    // A FULL order: its completion event delivered eight times, plus the async-success event of the
    // same payment, an unrelated event type and a forged one, all at once in random order.
    const full = (
      await createOrder(
        api.url,
        experienceOrder(eventId, { firstName: 'Wendy', lastName: 'Hook', email: 'wendy@example.com' }, { quantity: 3 }),
      )
    ).body.id;
    const fullPay = await checkout(full);
    const paid = checkoutCompletedEvent(fullPay.session, full, fullPay.amount, 'pi_full_once');
    const asyncPaid = { ...paid, id: 'evt_async_same_payment', type: 'checkout.session.async_payment_succeeded' };
    const unrelated = { ...paid, id: 'evt_unrelated', type: 'payment_intent.created' };
    const storm = await Promise.all(
      shuffled([...times(8, () => deliver(paid)), deliver(asyncPaid), deliver(unrelated), deliver(paid, 'whsec_forger')]),
    );
    expect(storm.map((answer) => answer.status).sort()).toEqual([...times(10, () => 200), 400]);

    // An instalment order paid twice from two tabs, each payment's event delivered three times,
    // interleaved; then instalment 2's event before, among and after replays of the first payment.
    const split = (
      await createOrder(
        api.url,
        experienceOrder(eventId, { firstName: 'Tom', lastName: 'Twice', email: 'tom@example.com' }, { installment: 'INSTALLMENT' }),
      )
    ).body.id;
    const tabA = await checkout(split);
    const tabB = await checkout(split);
    const payA = checkoutCompletedEvent(tabA.session, split, tabA.amount, 'pi_tab_a');
    const payB = checkoutCompletedEvent(tabB.session, split, tabB.amount, 'pi_tab_b');
    // Before either lands, a payment of another amount (what a later instalment costs) is reported
    // for the order: nothing is due but the first payment, so that money goes back.
    const early = checkoutCompletedEvent(tabB.session, split, Math.round(tabB.amount / 2), 'pi_early_instalment');
    expect((await deliver(early)).status).toBe(200);
    const doubled = await Promise.all(shuffled([...times(3, () => deliver(payA)), ...times(3, () => deliver(payB))]));
    expect(doubled.map((answer) => answer.status)).toEqual(times(6, () => 200));
    const second = await checkout(split);
    const paySecond = checkoutCompletedEvent(second.session, split, second.amount, 'pi_instalment_2');
    const mixed = await Promise.all(shuffled([...times(3, () => deliver(paySecond)), deliver(payA), deliver(payB)]));
    expect(mixed.map((answer) => answer.status)).toEqual(times(5, () => 200));

    await api.stop();
    await database.open(async (query) => {
      const state = await checkShopInvariants(query, [eventId]);
      expect(state.paid.map((order) => order.id).sort()).toEqual([full, split].sort());
      const payments = await query<{ order_id: string; provider_payment_id: string | null; status: string; purpose: string }>(
        `select order_id, provider_payment_id, status, purpose from payments where order_id = any($1) and provider_payment_id is not null`,
        [[full, split]],
      );
      const byIntent = Object.fromEntries(payments.map((p) => [p.provider_payment_id, `${p.purpose} ${p.status}`]));
      // Exactly one of the two first payments is kept; the other is refunded.
      const kept = byIntent.pi_tab_a === 'FIRST SUCCEEDED' ? 'pi_tab_a' : 'pi_tab_b';
      const refunded = kept === 'pi_tab_a' ? 'pi_tab_b' : 'pi_tab_a';
      expect(byIntent).toEqual({
        pi_full_once: 'FIRST SUCCEEDED',
        [kept]: 'FIRST SUCCEEDED',
        [refunded]: 'FIRST REFUNDED',
        pi_early_instalment: 'FIRST REFUNDED',
        pi_instalment_2: 'INSTALLMENT_2 SUCCEEDED',
      });
      const transactions = await query<{ order_id: string; instalment_type: string }>(
        'select order_id, instalment_type from transactions where order_id = any($1) order by instalment_type',
        [[full, split]],
      );
      expect(transactions.filter((t) => t.order_id === full).map((t) => t.instalment_type)).toEqual(['FULL']);
      expect(transactions.filter((t) => t.order_id === split).map((t) => t.instalment_type)).toEqual(['INSTALLMENT_1', 'INSTALLMENT_2']);
      const tickets = await query<{ order_id: string; n: number }>(
        'select order_id, count(*)::int as n from tickets where order_id = any($1) group by 1',
        [[full, split]],
      );
      expect(Object.fromEntries(tickets.map((t) => [t.order_id, t.n]))).toEqual({ [full]: 3, [split]: 1 });
      expect(state.ticketEmails.map((row) => row.order_id).sort()).toEqual([full, split].sort());

      // Refunds went to Stripe for the refused payments only, each with its own idempotency key however
      // often its event was replayed.
      const refunds = stripeApi.requests.filter((request) => request.path === '/v1/refunds');
      const refundedIntents = [refunded, 'pi_early_instalment'];
      expect(new Set(refunds.map((request) => new URLSearchParams(request.body).get('payment_intent')))).toEqual(new Set(refundedIntents));
      expect(new Set(refunds.map((request) => request.headers['idempotency-key']))).toEqual(
        new Set(refundedIntents.map((pi) => `refund-${pi}`)),
      );
    });
  } catch (error) {
    console.log(`API log:\n${api.log()}`);
    throw error;
  } finally {
    await api.kill9();
    await Promise.all([stripeApi.close(), paypalApi.close()]);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
