import { priceOrder } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { instalments, orders, outbox, payments, tickets } from '../src/db/orders-schema';
import { transactions } from '../src/db/schema';
import { expireHolds } from '../src/jobs/expire-holds';
import { reconcilePayments } from '../src/jobs/reconcile-payments';
import { confirmPayment } from '../src/orders/confirm-payment';
import { instalmentDueDates } from '../src/orders/instalment-due-dates';
import { withVat } from '../src/orders/order-state';
import { paymentsFor } from '../src/orders/start-payment';
import { adminToken, bearer, createTestApp, drivers, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderId, orderPayload, placeOrder, sandboxPath, startPayment, type TestEvent } from './orders-helpers';

describe.each(drivers)('orders on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { HOLD_MINUTES: '15' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const expireHold = (id: string) =>
    db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, id));

  describe('POST /api/order/create', () => {
    it('prices the order from the database and holds its tickets for HOLD_MINUTES', async () => {
      const party = await addEvent(db(), 'PARTY', { price: 3000, single: 5000, shared: 2000, discount: 500, discountFor: 'FEMALE' });
      const response = await placeOrder(
        t,
        orderPayload(party, { quantity: 3, installment: 'INSTALLMENT', room: 'SINGLE', gender: 'FEMALE' }),
      );
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      const price = priceOrder({
        kind: 'party',
        price: 3000,
        accommodationPriceSingle: 5000,
        accommodationPriceShared: 2000,
        discount: 500,
        discountFor: 'FEMALE',
        quantity: 3,
        room: 'SINGLE',
        gender: 'FEMALE',
        instalment: 'INSTALLMENT',
      });
      expect(order).toMatchObject({
        status: 'PENDING',
        kind: 'PARTY',
        eventId: party.id,
        quantity: 3,
        total: price.total,
        dueNow: price.dueNow,
        vat: price.vat,
        charge: price.charge,
        discount: 1500,
        instalment2: price.instalments[0],
        instalment4: price.instalments[2],
      });
      const minutes = (order.holdExpiresAt.getTime() - order.createdAt.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(15, 1);
    });

    it('ignores every amount the client sends', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { price: 10000, single: 8000, shared: 3000 });
      const honest = await orderId(t, event, { room: 'SINGLE' });
      const tampered = await placeOrder(t, {
        ...orderPayload(event, { room: 'SINGLE' }),
        accomodationPriceSingle: 0,
        accomodationPriceShared: 0,
        price: 1,
        total: 1,
        amount: 1,
        charge: 1,
      });
      expect(tampered.statusCode).toBe(201);
      const [a] = await db().select().from(orders).where(eq(orders.id, honest));
      const [b] = await db().select().from(orders).where(eq(orders.id, tampered.json().id));
      expect(b.charge).toBe(a.charge);
      expect(b.total).toBe(18000);
    });

    it.each([
      [{ firstName: ' ' }, 'Please fill in all required contact information'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ phoneNumber: '12' }, 'Please enter a valid phone number'],
      [{ room: 'PENTHOUSE' }, 'Please select a room type.'],
      [{ gender: 'X' }, 'Please select a gender.'],
      [{ installment: 'LATER' }, 'Please select a payment option.'],
      [{ paymentType: 'Cash' }, 'Please select a payment method.'],
      [{ quantity: 0 }, 'Quantity must be at least 1.'],
      [{ quantity: 1.5 }, 'Quantity must be a whole number.'],
      [{ quantity: 101 }, 'At most 100 tickets per order.'],
    ])('answers 400 for %j with the schema message', async (change, message) => {
      const event = await addEvent(db(), 'EXPERIENCE');
      const before = await db().select().from(orders);
      const response = await placeOrder(t, orderPayload(event, change as never));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await db().select().from(orders)).toHaveLength(before.length);
    });

    it('answers 400 for an order over two events, a party id on an experience order and a closed event', async () => {
      const one = await addEvent(db(), 'EXPERIENCE');
      const two = await addEvent(db(), 'EXPERIENCE');
      const both = {
        ...orderPayload(one),
        items: [
          { experienceId: one.id, quantity: 1 },
          { experienceId: two.id, quantity: 1 },
        ],
      };
      expect((await placeOrder(t, both)).json()).toMatchObject({ statusCode: 400, message: 'One order is for one event.' });
      const mixed = { ...orderPayload(one), items: [{ partyId: one.id, quantity: 1 }] };
      expect((await placeOrder(t, mixed)).statusCode).toBe(400);
      const closed = await addEvent(db(), 'PARTY', { status: 'CLOSED' });
      expect((await placeOrder(t, orderPayload(closed))).json()).toMatchObject({ statusCode: 400, message: 'This party is closed.' });
    });

    it('answers 404 for an unknown event of either kind', async () => {
      const ghost = { id: '00000000-0000-4000-8000-000000000000' };
      expect((await placeOrder(t, orderPayload({ ...ghost, type: 'PARTY' }))).json()).toMatchObject({
        statusCode: 404,
        message: 'Party not found',
      });
      expect((await placeOrder(t, orderPayload({ ...ghost, type: 'EXPERIENCE' }))).json()).toMatchObject({
        statusCode: 404,
        message: 'Experience not found',
      });
    });

    it('answers 409 when the quantity does not fit, and when the event is sold out', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { capacity: 5 });
      await orderId(t, event, { quantity: 3 });
      expect((await placeOrder(t, orderPayload(event, { quantity: 3 }))).json()).toMatchObject({
        statusCode: 409,
        message: 'Only 2 tickets left.',
      });
      await orderId(t, event, { quantity: 2 });
      expect((await placeOrder(t, orderPayload(event))).json()).toMatchObject({ statusCode: 409, message: 'This event is sold out.' });
    });

    it('gives the tickets of an expired hold back, before and after the expiry job marks it', async () => {
      const event = await addEvent(db(), 'PARTY', { capacity: 2 });
      const first = await orderId(t, event, { quantity: 2 });
      expect((await placeOrder(t, orderPayload(event))).statusCode).toBe(409);
      await expireHold(first);
      await orderId(t, event, { quantity: 1 });
      expect(await expireHolds(db())).toBeGreaterThanOrEqual(1);
      const [order] = await db().select().from(orders).where(eq(orders.id, first));
      expect(order.status).toBe('EXPIRED');
      await orderId(t, event, { quantity: 1 });
      expect((await placeOrder(t, orderPayload(event))).statusCode).toBe(409);
    });
  });

  describe('payment start and the sandbox page', () => {
    let event: TestEvent;
    beforeAll(async () => {
      event = await addEvent(db(), 'EXPERIENCE', { price: 12000, single: 6000, shared: 2500 });
    });

    it.each(['stripe', 'paypal'] as const)('%s answers the sandbox page, which shows the summary and the charge', async (provider) => {
      const id = await orderId(t, event, { quantity: 2, room: 'SINGLE', installment: 'INSTALLMENT' });
      const path = await sandboxPath(t, id, provider);
      expect(path).toMatch(/^\/api\/sandbox\/[0-9a-f-]{36}$/);
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      expect(page.body).toContain('Complete test payment');
      expect(page.body).toContain('Cancel');
      expect(page.body).toContain(t.config.brandName);
      expect(page.body).toContain('Single Room');
      expect(page.body).toContain('First Instalment');
      expect(page.body).toContain(provider === 'stripe' ? 'Stripe test checkout' : 'PayPal test checkout');
      expect(page.body).toContain(`data-testid="sandbox-amount">£${(order.charge / 100).toFixed(2)}<`);
    });

    it('takes no body, and ignores an empty JSON object', async () => {
      const id = await orderId(t, event);
      const response = await t.app.inject({ method: 'POST', url: `/api/pay/${id}`, payload: {} });
      expect(response.statusCode).toBe(200);
      expect(response.json().redirectUrl).toMatch(/^\/api\/sandbox\//);
    });

    it('answers 404 for an unknown order or payment page and 400 for a malformed id', async () => {
      const ghost = '00000000-0000-4000-8000-000000000000';
      expect((await startPayment(t, ghost)).json()).toMatchObject({ statusCode: 404, message: 'Order not found' });
      expect((await startPayment(t, ghost, 'paypal')).statusCode).toBe(404);
      expect((await startPayment(t, 'nope')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: `/api/sandbox/${ghost}` })).statusCode).toBe(404);
    });

    it('answers 409 for a paid order and for an expired hold', async () => {
      const paid = await orderId(t, event);
      expect((await completeSandbox(t, await sandboxPath(t, paid))).statusCode).toBe(303);
      expect((await startPayment(t, paid)).json()).toMatchObject({ statusCode: 409, message: 'This order is already paid.' });
      const late = await orderId(t, event);
      await expireHold(late);
      expect((await startPayment(t, late, 'paypal')).json()).toMatchObject({
        statusCode: 409,
        message: 'Your reservation has expired. Please order again.',
      });
    });

    it('Complete goes to the success page, Cancel back to the checkout with the banner and the tickets back on sale', async () => {
      const id = await orderId(t, event);
      const done = await completeSandbox(t, await sandboxPath(t, id));
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`${t.config.publicUrl}/experiences/payment-success?order=${id}`);

      const party = await addEvent(db(), 'PARTY', { capacity: 1 });
      const other = await orderId(t, party);
      const path = await sandboxPath(t, other, 'paypal');
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `${path}/cancel`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe(`${t.config.publicUrl}/parties/confirmation?event=${party.id}&payment=cancelled`);
      const [attempt] = await db()
        .select()
        .from(payments)
        .where(eq(payments.id, path.split('/').at(-1)!));
      expect(attempt.status).toBe('FAILED');
      expect((await completeSandbox(t, path)).statusCode).toBe(409);
      const [order] = await db().select().from(orders).where(eq(orders.id, other));
      expect(order.status).toBe('CANCELLED');
      // The only ticket is free again for the next attempt.
      expect((await placeOrder(t, orderPayload(party))).statusCode).toBe(201);
    });

    it('a party paid returns under /parties', async () => {
      const party = await addEvent(db(), 'PARTY');
      const id = await orderId(t, party);
      const done = await completeSandbox(t, await sandboxPath(t, id, 'paypal'));
      expect(done.headers.location).toBe(`${t.config.publicUrl}/parties/payment-success?order=${id}`);
    });
  });

  describe('confirmation', () => {
    it('writes the transaction, the tickets, the schedule and one e-mail; five deliveries change nothing more', async () => {
      const event = await addEvent(db(), 'PARTY', { price: 4000, shared: 1000, discount: 1000, discountFor: 'BOTH' });
      const id = await orderId(t, event, { quantity: 3, installment: 'INSTALLMENT', gender: 'MALE' });
      const path = await sandboxPath(t, id, 'paypal');
      for (let i = 0; i < 5; i++) expect((await completeSandbox(t, path)).statusCode).toBe(303);

      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      expect(order.status).toBe('PARTIALLY_PAID');
      const paid = await db().select().from(transactions).where(eq(transactions.orderId, id));
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        productType: 'Party',
        productId: event.id,
        paymentMethod: 'Paypal',
        instalmentType: 'INSTALLMENT_1',
        status: 'SUCCESS',
        amountPaid: order.charge,
        totalAmount: order.total,
        quantity: 3,
        discount: 3000,
        roomCost: 1000,
        individualPrice: 4000,
      });
      const issued = await db().select().from(tickets).where(eq(tickets.orderId, id));
      expect(issued).toHaveLength(3);
      expect(new Set(issued.map((ticket) => ticket.code)).size).toBe(3);
      expect(issued.every((ticket) => /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/.test(ticket.code) && ticket.attendeeName === 'Ada Obi')).toBe(true);
      const schedule = await db().select().from(instalments).where(eq(instalments.orderId, id));
      // Spread from the day it was paid to the event's deadline (docs/product-rules.md#instalment-due-dates).
      const [due2, due3, due4] = instalmentDueDates(order.paidAt!, '2099-01-01', 3);
      expect(new Set([due2, due3, due4]).size).toBe(3);
      expect(schedule.map((row) => [row.number, row.amount, row.dueDate])).toEqual([
        [2, order.instalment2, due2],
        [3, order.instalment3, due3],
        [4, order.instalment4, '2099-01-01'],
      ]);
      expect(due4).toBe('2099-01-01');
      expect(order.dueNow + order.instalment2 + order.instalment3 + order.instalment4).toBe(order.total);
      const mails = await db().select().from(outbox);
      expect(mails.filter((mail) => (mail.payload as { orderId: string }).orderId === id)).toHaveLength(1);

      const again = await confirmPayment(db(), {
        provider: 'paypal',
        mode: 'sandbox',
        orderId: id,
        providerPaymentId: `sandbox_${path.split('/').at(-1)}`,
        amount: order.charge,
      });
      expect(again.outcome).toBe('duplicate');
    });

    it('counts paid tickets in ticketsSold, and paid plus held ones against ticketsLeft until the hold runs out', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { capacity: 10 });
      const paid = await orderId(t, event, { quantity: 2 });
      const held = await orderId(t, event, { quantity: 4 });
      await completeSandbox(t, await sandboxPath(t, paid));
      const read = async () => (await t.app.inject({ method: 'GET', url: `/api/experience/get/${event.id}` })).json();
      expect(await read()).toMatchObject({ ticketsSold: 2, ticketsLeft: 4 });
      const [listed] = (await t.app.inject({ method: 'GET', url: '/api/experience/get?status=OPEN' }))
        .json()
        .data.filter((e: { id: string }) => e.id === event.id);
      expect(listed).toMatchObject({ ticketsSold: 2, ticketsLeft: 4 });
      await expireHold(held);
      expect(await read()).toMatchObject({ ticketsSold: 2, ticketsLeft: 8 });
    });

    it('shows tickets held through the API in the public list at once, though the list is served from a copy', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { capacity: 10 });
      // Added straight to the database, the event shows once the copy taken before has run out.
      await new Promise((resolve) => setTimeout(resolve, t.config.listCacheMs + 10));
      const listed = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/experience/get?status=OPEN' }))
          .json()
          .data.find((e: { id: string }) => e.id === event.id);
      expect(await listed()).toMatchObject({ ticketsLeft: 10 });
      await orderId(t, event, { quantity: 3 });
      expect(await listed()).toMatchObject({ ticketsLeft: 7 });
    });

    it('accepts a payment after the hold expired while capacity allows, and refuses it (sandbox) once the tickets are gone', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { capacity: 2 });
      const lucky = await orderId(t, event, { quantity: 2 });
      const page = await sandboxPath(t, lucky);
      await expireHold(lucky);
      expect((await completeSandbox(t, page)).statusCode).toBe(303);
      const [accepted] = await db().select().from(orders).where(eq(orders.id, lucky));
      expect(accepted.status).toBe('PAID');

      const other = await addEvent(db(), 'EXPERIENCE', { capacity: 2 });
      const slow = await orderId(t, other, { quantity: 2 });
      const slowPage = await sandboxPath(t, slow);
      await expireHold(slow);
      await expireHolds(db());
      const quick = await orderId(t, other, { quantity: 2 });
      await completeSandbox(t, await sandboxPath(t, quick));
      const refused = await completeSandbox(t, slowPage);
      expect(refused.statusCode).toBe(409);
      expect(await db().select().from(tickets).where(eq(tickets.orderId, slow))).toHaveLength(0);
      const sold = await t.app.inject({ method: 'GET', url: `/api/experience/get/${other.id}` });
      expect(sold.json().ticketsSold).toBe(2);
    });

    it('takes the later instalments one by one, each with its transaction, and marks the order PAID after the last', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { price: 10001, shared: 0 });
      const id = await orderId(t, event, { installment: 'INSTALLMENT' });
      await completeSandbox(t, await sandboxPath(t, id));
      for (const number of [2, 3, 4]) {
        const page = await sandboxPath(t, id);
        const html = (await t.app.inject({ method: 'GET', url: page })).body;
        expect(html).toContain(['Second Instalment', 'Third payment', 'Fourth payment'][number - 2]);
        expect((await completeSandbox(t, page)).statusCode).toBe(303);
      }
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      expect(order.status).toBe('PAID');
      const paid = await db().select().from(transactions).where(eq(transactions.orderId, id));
      expect(paid.map((row) => row.instalmentType).sort()).toEqual(['INSTALLMENT_1', 'INSTALLMENT_2', 'INSTALLMENT_3', 'INSTALLMENT_4']);
      expect(paid.find((row) => row.instalmentType === 'INSTALLMENT_4')!.amountPaid).toBe(withVat(order.instalment4));
      expect(await db().select().from(tickets).where(eq(tickets.orderId, id))).toHaveLength(1);
      expect((await startPayment(t, id)).statusCode).toBe(409);
    });
  });

  describe('reconciliation in sandbox mode', () => {
    it('expires test payments left open past RECONCILE_AFTER_MINUTES, which then cannot be completed', async () => {
      const event = await addEvent(db(), 'EXPERIENCE');
      const id = await orderId(t, event);
      const page = await sandboxPath(t, id);
      const attemptId = page.split('/').at(-1)!;
      await db()
        .update(payments)
        .set({ createdAt: sql`now() - interval '2 hours'` })
        .where(eq(payments.id, attemptId));
      const reconciled = await reconcilePayments({ db: db(), payments: paymentsFor(t.config), afterMinutes: 60, log: t.app.log });
      expect(reconciled).toEqual({ confirmed: 0, expired: 1 });
      expect((await completeSandbox(t, page)).statusCode).toBe(409);
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      expect(order.status).toBe('PENDING');
    });
  });

  describe('POST /api/tickets/check-in', () => {
    const checkIn = async (code: unknown, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers, payload: { code } });

    it('lets a paid ticket in once, says when it already was, and refuses unknown codes and unpaid balances', async () => {
      const auth = bearer(await adminToken(t));
      const event = await addEvent(db(), 'PARTY');
      const paid = await orderId(t, event);
      await completeSandbox(t, await sandboxPath(t, paid));
      const [ticket] = await db().select().from(tickets).where(eq(tickets.orderId, paid));

      const first = await checkIn(ticket.code.toLowerCase().replace(/-/g, ' '), auth);
      expect(first.json()).toMatchObject({ result: 'VALID', code: ticket.code, attendeeName: 'Ada Obi' });
      const second = await checkIn(ticket.code, auth);
      expect(second.json()).toMatchObject({ result: 'ALREADY_CHECKED_IN', checkedInAt: first.json().checkedInAt });
      expect((await checkIn('0000-0000-0000-0000', auth)).json()).toEqual({ result: 'UNKNOWN' });
      expect((await checkIn('not a code', auth)).json()).toEqual({ result: 'UNKNOWN' });
      expect((await checkIn('', auth)).statusCode).toBe(400);

      const partly = await orderId(t, event, { installment: 'INSTALLMENT' });
      await completeSandbox(t, await sandboxPath(t, partly));
      const [owing] = await db().select().from(tickets).where(eq(tickets.orderId, partly));
      expect((await checkIn(owing.code, auth)).json()).toMatchObject({ result: 'BALANCE_DUE' });
    });

    it('needs an admin', async () => {
      expect((await checkIn('0000-0000-0000-0000', {})).statusCode).toBe(401);
    });
  });
});
