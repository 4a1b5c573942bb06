// What keeps anyone from holding an event's stock or a provider's sessions hostage: the rate limit
// and per-buyer cap of order create, one open payment attempt per order and a cap on attempts, the
// instalment link that only reads, and the admin's list of unpaid orders.
import { formatPounds, UnpaidOrderList } from '@shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import { orders, payments, tickets } from '../src/db/orders-schema';
import { events } from '../src/db/schema';
import { withVat } from '../src/orders/order-state';
import { loadConfig } from '../src/config';
import { adminToken, bearer, createTestApp, drivers, tableCounts, TEST_JWT_SECRET, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderPayload, placeOrder, sandboxPath, startPayment, type TestEvent } from './orders-helpers';

describe.each(drivers)('order and payment limits on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      ORDER_RATE_LIMIT_PER_MINUTE: '6',
      MAX_HELD_TICKETS_PER_BUYER: '10',
      MAX_PAYMENT_ATTEMPTS_PER_ORDER: '3',
    });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  // Each test orders from an address of its own, so the rate limit of one never reaches another.
  let host = 10;
  const nextAddress = () => `10.0.0.${host++}`;
  const orderFrom = async (address: string, event: TestEvent, overrides: Parameters<typeof orderPayload>[1] = {}) => {
    const response = await placeOrder(t, orderPayload(event, overrides), address);
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const attempts = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId));
  const expireHold = (id: string) =>
    db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, id));

  describe('order create', () => {
    it('answers 429 with a readable message past ORDER_RATE_LIMIT_PER_MINUTE from one address, and writes nothing', async () => {
      const event = await addEvent(db(), 'EXPERIENCE');
      const address = nextAddress();
      for (let i = 0; i < 6; i++) await orderFrom(address, event, { email: `rate${i}@example.com` });
      const before = await tableCounts(db());
      const refused = await placeOrder(t, orderPayload(event, { email: 'rate-next@example.com' }), address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many orders from your network\. Please try again in \d+ (seconds?|minutes?)\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await tableCounts(db())).toEqual(before);
      // Another client is not held back by this one.
      await orderFrom(nextAddress(), event, { email: 'rate-other@example.com' });
    });

    it('answers 409 when one buyer (any letter case) would hold more than MAX_HELD_TICKETS_PER_BUYER tickets of an event', async () => {
      const event = await addEvent(db(), 'PARTY', { capacity: 100 });
      const address = nextAddress();
      await orderFrom(address, event, { email: 'hoarder@example.com', quantity: 6 });
      await orderFrom(address, event, { email: 'Hoarder@Example.COM', quantity: 2 });
      const before = await tableCounts(db());
      const over = await placeOrder(t, orderPayload(event, { email: 'HOARDER@example.com', quantity: 3 }), address);
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(
        'One buyer can hold at most 10 unpaid tickets for an event at a time. You already hold 8 unpaid tickets for it: please pay for them or wait for them to be released.',
      );
      expect(await tableCounts(db())).toEqual(before);
      // Up to the cap is fine, other buyers and other events are not affected.
      const last = await orderFrom(address, event, { email: 'hoarder@example.com', quantity: 2 });
      expect((await placeOrder(t, orderPayload(event, { email: 'hoarder@example.com' }), nextAddress())).statusCode).toBe(409);
      await orderFrom(nextAddress(), event, { email: 'someone.else@example.com', quantity: 10 });
      await orderFrom(nextAddress(), await addEvent(db(), 'PARTY'), { email: 'hoarder@example.com', quantity: 10 });
      // Paid tickets are no longer held, and a lapsed hold counts for nothing.
      await completeSandbox(t, await sandboxPath(t, last));
      await orderFrom(nextAddress(), event, { email: 'hoarder@example.com', quantity: 2 });
      const [held] = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.eventId, event.id), eq(orders.quantity, 6)));
      await expireHold(held.id);
      await orderFrom(nextAddress(), event, { email: 'hoarder@example.com', quantity: 6 });
    });
  });

  describe('payment start', () => {
    it('answers the open attempt again for a repeated start of the same provider, writing no second attempt', async () => {
      const id = await orderFrom(nextAddress(), await addEvent(db(), 'EXPERIENCE'));
      const first = await sandboxPath(t, id);
      for (let i = 0; i < 5; i++) expect(await sandboxPath(t, id)).toBe(first);
      expect(await attempts(id)).toHaveLength(1);
      const [attempt] = await attempts(id);
      expect(attempt).toMatchObject({ status: 'PENDING', provider: 'stripe', redirectUrl: first });
    });

    it('keeps one open attempt per order: switching provider closes the other one', async () => {
      const id = await orderFrom(nextAddress(), await addEvent(db(), 'EXPERIENCE'));
      const card = await sandboxPath(t, id, 'stripe');
      const wallet = await sandboxPath(t, id, 'paypal');
      expect(wallet).not.toBe(card);
      const rows = await attempts(id);
      expect(rows.filter((row) => row.status === 'PENDING').map((row) => row.provider)).toEqual(['paypal']);
      expect(rows.find((row) => row.provider === 'stripe')?.status).toBe('EXPIRED');
      expect((await completeSandbox(t, card)).statusCode).toBe(409);
      expect((await completeSandbox(t, wallet)).statusCode).toBe(303);
    });

    it('answers 409 while another start of the same payment waits for its provider, and replaces one that died mid-start', async () => {
      const id = await orderFrom(nextAddress(), await addEvent(db(), 'EXPERIENCE'));
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      // What a live start leaves while the provider has not answered yet: an open attempt with no page.
      const [waiting] = await db()
        .insert(payments)
        .values({ orderId: id, provider: 'stripe', mode: 'live', purpose: 'FIRST', amount: order.charge })
        .returning();
      const busy = await startPayment(t, id, 'stripe');
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe('This payment is already being started. Please try again in a moment.');
      expect(await attempts(id)).toHaveLength(1);

      await db()
        .update(payments)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(payments.id, waiting.id));
      const page = await sandboxPath(t, id, 'stripe');
      const rows = await attempts(id);
      expect(rows.find((row) => row.id === waiting.id)?.status).toBe('EXPIRED');
      expect(rows.filter((row) => row.status === 'PENDING').map((row) => row.redirectUrl)).toEqual([page]);
    });

    it('answers 409 with a readable message once an order has had MAX_PAYMENT_ATTEMPTS_PER_ORDER attempts', async () => {
      const id = await orderFrom(nextAddress(), await addEvent(db(), 'EXPERIENCE'));
      for (const provider of ['stripe', 'paypal', 'stripe'] as const) await sandboxPath(t, id, provider);
      const before = await tableCounts(db());
      const refused = await startPayment(t, id, 'paypal');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This order has had too many payment attempts. Please contact us to complete your payment.');
      expect(await tableCounts(db())).toEqual(before);
      // The attempt still open is still answered.
      expect((await startPayment(t, id, 'stripe')).statusCode).toBe(200);
    });
  });

  describe('the instalment link GET /api/order/:orderId/pay', () => {
    const open = (id: string) => t.app.inject({ method: 'GET', url: `/api/order/${id}/pay` });
    const press = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/order/${id}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });

    it('only reads: it shows what is due and a button that POSTs; the POST starts the card payment and sends the buyer on', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { price: 10001, shared: 0 });
      const id = await orderFrom(nextAddress(), event, { installment: 'INSTALLMENT' });
      await completeSandbox(t, await sandboxPath(t, id));
      const [order] = await db().select().from(orders).where(eq(orders.id, id));

      const before = await tableCounts(db());
      const page = await open(id);
      await open(id);
      expect(await tableCounts(db())).toEqual(before);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).toContain("form-action 'self' https:");
      const due = formatPounds(withVat(order.instalment2));
      expect(page.body).toContain(`data-testid="pay-amount">${due}<`);
      expect(page.body).toContain('Second Instalment');
      expect(page.body).toContain(
        `<form method="post" action="/api/order/${id}/pay"><button class="pay" type="submit">Pay ${due} by card</button></form>`,
      );

      const pressed = await press(id);
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toMatch(/^\/api\/sandbox\/[0-9a-f-]{36}$/);
      expect((await press(id)).headers.location).toBe(pressed.headers.location);
      expect((await attempts(id)).filter((row) => row.purpose === 'INSTALLMENT_2')).toHaveLength(1);
    });

    it('says why when nothing can be paid, and answers 404 for an unknown order', async () => {
      const id = await orderFrom(nextAddress(), await addEvent(db(), 'EXPERIENCE'));
      await expireHold(id);
      const before = await tableCounts(db());
      const page = await open(id);
      expect(page.statusCode).toBe(409);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Your reservation has expired. Please order again.');
      expect(page.body).not.toContain('<form');
      expect((await press(id)).statusCode).toBe(409);
      expect(await tableCounts(db())).toEqual(before);
      expect((await open('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });
  });

  describe('confirmation against the current capacity', () => {
    it('refuses (sandbox) a payment for an order still held once the capacity no longer leaves room for it', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { capacity: 4 });
      const first = await orderFrom(nextAddress(), event, { quantity: 2, email: 'one@example.com' });
      const second = await orderFrom(nextAddress(), event, { quantity: 2, email: 'two@example.com' });
      const page = await sandboxPath(t, second);
      expect((await completeSandbox(t, await sandboxPath(t, first))).statusCode).toBe(303);
      // Lowered behind the API's back (the edit route refuses it): only the confirmation stands in the way.
      await db().update(events).set({ capacity: 3 }).where(eq(events.id, event.id));
      expect((await completeSandbox(t, page)).statusCode).toBe(409);
      const [order] = await db().select().from(orders).where(eq(orders.id, second));
      expect(order.status).toBe('EXPIRED');
      expect(await db().select().from(tickets).where(eq(tickets.orderId, second))).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: `/api/experience/get/${event.id}` })).json()).toMatchObject({
        ticketsSold: 2,
        ticketsLeft: 1,
      });
    });

    it('refuses a payment whose hold lapsed when the capacity was lowered meanwhile, though no one else bought', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { capacity: 4 });
      const id = await orderFrom(nextAddress(), event, { quantity: 3 });
      const page = await sandboxPath(t, id);
      await expireHold(id);
      await db().update(events).set({ capacity: 2 }).where(eq(events.id, event.id));
      expect((await completeSandbox(t, page)).statusCode).toBe(409);
      expect(await db().select().from(tickets).where(eq(tickets.orderId, id))).toHaveLength(0);
    });
  });

  describe('GET /api/order/unpaid', () => {
    it('lists held and lapsed unpaid orders of an event for admins, newest first, and not paid ones', async () => {
      const event = await addEvent(db(), 'PARTY');
      const address = nextAddress();
      const lapsed = await orderFrom(address, event, { email: 'lapsed@example.com', firstName: 'Lou', lastName: 'Late', quantity: 2 });
      await expireHold(lapsed);
      const paid = await orderFrom(address, event, { email: 'paid@example.com' });
      await completeSandbox(t, await sandboxPath(t, paid));
      const held = await orderFrom(address, event, { email: 'held@example.com', firstName: 'Hal', lastName: 'Hold', quantity: 3 });
      await orderFrom(address, await addEvent(db(), 'PARTY'), { email: 'elsewhere@example.com' });

      const url = `/api/order/unpaid?type=PARTY&eventId=${event.id}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(await adminToken(t)) });
      expect(response.statusCode).toBe(200);
      const { data } = UnpaidOrderList.parse(response.json());
      expect(data.map((order) => [order.id, order.state])).toEqual([
        [held, 'HELD'],
        [lapsed, 'LAPSED'],
      ]);
      const [row] = await db().select().from(orders).where(eq(orders.id, held));
      expect(data[0]).toEqual({
        id: held,
        reference: row.reference,
        type: 'PARTY',
        eventId: event.id,
        eventTitle: expect.stringMatching(/^Party /),
        firstName: 'Hal',
        lastName: 'Hold',
        email: 'held@example.com',
        quantity: 3,
        createdAt: row.createdAt.toISOString(),
        holdExpiresAt: row.holdExpiresAt.toISOString(),
        state: 'HELD',
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/order/unpaid?eventId=nope', headers: bearer(await adminToken(t)) })).statusCode,
      ).toBe(400);
    });
  });
});

describe('the limits configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused', JWT_SECRET: TEST_JWT_SECRET };

  it('defaults to 120 orders a minute per address, 10 held tickets per buyer and event, and 10 payment attempts per order', () => {
    expect(loadConfig(base).orders).toMatchObject({
      orderRateLimitPerMinute: 120,
      maxHeldTicketsPerBuyer: 10,
      maxPaymentAttemptsPerOrder: 10,
    });
    const set = loadConfig({
      ...base,
      ORDER_RATE_LIMIT_PER_MINUTE: '5000',
      MAX_HELD_TICKETS_PER_BUYER: '4',
      MAX_PAYMENT_ATTEMPTS_PER_ORDER: '3',
    });
    expect(set.orders).toMatchObject({ orderRateLimitPerMinute: 5000, maxHeldTicketsPerBuyer: 4, maxPaymentAttemptsPerOrder: 3 });
  });

  it.each(['ORDER_RATE_LIMIT_PER_MINUTE', 'MAX_HELD_TICKETS_PER_BUYER', 'MAX_PAYMENT_ATTEMPTS_PER_ORDER'])(
    'refuses a %s that is not a positive whole number',
    (name) => {
      for (const value of ['0', '-1', '1.5', 'many']) expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(name));
    },
  );
});
