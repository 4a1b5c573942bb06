import { and, eq, sql } from 'drizzle-orm';
import { createTokens } from '../src/auth/tokens';
import type { Db } from '../src/db/connect';
import { bookingTokens, instalments, orders, outbox, tickets } from '../src/db/orders-schema';
import { admins } from '../src/db/schema';
import { remindInstalments } from '../src/jobs/remind-instalments';
import { CANCELLATION_NOTICE, INSTALMENT_REMINDER, REFUND_RECEIPT, TICKET_EMAIL } from '../src/mail/outbox-kinds';
import { withVat } from '../src/orders/order-state';
import { confirmPayment } from '../src/orders/confirm-payment';
import { instalmentDueDates } from '../src/orders/instalment-due-dates';
import { adminSuite, adminToken, bearer, drivers, tableCounts } from './helpers';
import { closeLiveApp, createLiveApp, type LiveApp } from './live-app';
import { addEvent, completeSandbox, orderId, orderPayload, placeOrder, sandboxPath, startPayment, type TestEvent } from './orders-helpers';

const GHOST = '00000000-0000-4000-8000-000000000000';

/** The e-mails of one kind queued for an order. */
const mailsOf = (db: Db, orderId: string, kind: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'orderId' = ${orderId}`));

describe.each(drivers)('admin orders on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = suite.auth) =>
    suite.t.app.inject({ method, url: `/api/admin/orders${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const view = async (id: string) => (await call('GET', `/${id}`)).json().data;
  const search = async (text: string) => (await call('GET', `?search=${encodeURIComponent(text)}`)).json().data as { id: string }[];
  const checkIn = async (code: string) =>
    (await suite.t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers: suite.auth, payload: { code } })).json();
  const paidOrder = async (event: TestEvent, overrides: Parameters<typeof orderId>[2] = {}) => {
    const id = await orderId(suite.t, event, overrides);
    expect((await completeSandbox(suite.t, await sandboxPath(suite.t, id))).statusCode).toBe(303);
    return id;
  };
  const mails = (id: string, kind: string) => mailsOf(db(), id, kind);

  describe('GET /api/admin/orders', () => {
    let event: TestEvent;
    let id: string;
    let reference: string;
    beforeAll(async () => {
      event = await addEvent(db(), 'PARTY', { price: 3000, shared: 1000 });
      const created = await placeOrder(
        suite.t,
        orderPayload(event, { firstName: 'Zebedee', lastName: 'Quarrington', email: 'Zeb.Quarrington@Example.com', quantity: 2 }),
      );
      ({ id, reference } = created.json());
      await completeSandbox(suite.t, await sandboxPath(suite.t, id));
    });

    it.each([
      ['the reference', () => reference],
      ['the reference in lower case without EVT-', () => reference.slice(4).toLowerCase()],
      ['the reference typed with a space', () => `evt ${reference.slice(4)}`],
      ['part of the e-mail, any case', () => 'zeb.quarr'],
      ['the first name', () => 'zebedee'],
      ['part of the last name', () => 'QUARRING'],
      ['first and last name', () => 'zebedee quarrington'],
    ])('finds the order by %s', async (_, text) => {
      expect((await search(text())).map((order) => order.id)).toContain(id);
    });

    it('answers the order as a list shows it', async () => {
      const [found] = await search(reference);
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      expect(found).toEqual({
        id,
        reference,
        email: 'Zeb.Quarrington@Example.com',
        firstName: 'Zebedee',
        lastName: 'Quarrington',
        status: 'PAID',
        type: 'PARTY',
        eventId: event.id,
        eventTitle: expect.stringMatching(/^Party /),
        quantity: 2,
        total: order.total,
        paid: order.charge,
        refunded: 0,
        createdAt: order.createdAt.toISOString(),
      });
    });

    it('takes % and _ as themselves, not as wildcards', async () => {
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(await search('zeb%quarr')).toEqual([]);
    });

    it('finds nothing for a name nobody has', async () => {
      expect(await search('Nobody Atall')).toEqual([]);
    });

    it('without a search, answers the newest orders first, at most 50', async () => {
      const other = await addEvent(db(), 'EXPERIENCE');
      // From an address of their own, so the order rate limit of the rest of the suite is left alone.
      for (let i = 0; i < 51; i++) {
        expect((await placeOrder(suite.t, orderPayload(other, { email: `buyer${i}@example.com` }), '10.0.0.51')).statusCode).toBe(201);
      }
      const newest = await orderId(suite.t, other, { email: 'newest@example.com' });
      for (const url of ['', '?search=', '?search=%20%20']) {
        const listed = (await call('GET', url)).json().data as { id: string; createdAt: string }[];
        expect(listed).toHaveLength(50);
        expect(listed[0].id).toBe(newest);
        const times = listed.map((order) => order.createdAt);
        expect(times).toEqual([...times].sort().reverse());
      }
    });

    it('answers 400 for a search too long', async () => {
      const response = await call('GET', `?search=${'a'.repeat(201)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Search/);
    });
  });

  describe('GET /api/admin/orders/{id}', () => {
    it('shows the buyer, the money, the tickets, the schedule, the payments and the e-mails', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { price: 10000, shared: 2000 });
      const id = await paidOrder(event, { quantity: 2, installment: 'INSTALLMENT' });
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      const issued = await db().select().from(tickets).where(eq(tickets.orderId, id));
      const response = await call('GET', `/${id}`);
      expect(response.statusCode).toBe(200);
      const shown = response.json().data;
      expect(shown).toMatchObject({
        id,
        reference: order.reference,
        status: 'PARTIALLY_PAID',
        email: 'ada@example.com',
        phoneNumber: '447700900123',
        instalment: 'INSTALLMENT',
        paid: order.charge,
        refunded: 0,
        refundable: order.charge,
        cancelledAt: null,
        cancelReason: null,
        refunds: [],
      });
      // With VAT like paid: the first payment and each later instalment with its own; the rest still owed.
      const totalWithVat = order.charge + withVat(order.instalment2) + withVat(order.instalment3) + withVat(order.instalment4);
      expect(shown).toMatchObject({ totalWithVat, balance: totalWithVat - order.charge });
      expect(shown.tickets).toHaveLength(2);
      expect(shown.tickets.map((ticket: { code: string }) => ticket.code).sort()).toEqual(issued.map((ticket) => ticket.code).sort());
      expect(shown.tickets[0]).toEqual({ code: expect.any(String), attendeeName: 'Ada Obi', status: 'VALID', checkedInAt: null });
      // Each due on its own day from the purchase to the event's deadline (orders/instalment-due-dates.ts).
      const dueDates = instalmentDueDates(order.paidAt!, '2099-01-01', 3);
      expect(shown.schedule).toEqual(
        [2, 3, 4].map((number) => ({
          instalment: number,
          amount: withVat(order[`instalment${number}` as 'instalment2']),
          dueDate: dueDates[number - 2],
          paidAt: null,
        })),
      );
      expect(shown.payments).toEqual([
        expect.objectContaining({
          provider: 'stripe',
          mode: 'sandbox',
          purpose: 'FIRST',
          amount: order.charge,
          refunded: 0,
          status: 'SUCCEEDED',
        }),
      ]);
      expect(shown.emails).toEqual([{ kind: TICKET_EMAIL, status: 'PENDING', createdAt: expect.any(String), sentAt: null }]);
    });

    it('says CHECKED_IN for a ticket let in', async () => {
      const id = await paidOrder(await addEvent(db(), 'PARTY'));
      const [ticket] = await db().select().from(tickets).where(eq(tickets.orderId, id));
      const admitted = await checkIn(ticket.code);
      expect(admitted.result).toBe('VALID');
      expect((await view(id)).tickets).toEqual([
        { code: ticket.code, attendeeName: 'Ada Obi', status: 'CHECKED_IN', checkedInAt: admitted.checkedInAt },
      ]);
    });

    it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
      expect((await call('GET', `/${GHOST}`)).json()).toMatchObject({ statusCode: 404, message: 'Order not found' });
      expect((await call('GET', '/not-an-id')).statusCode).toBe(400);
    });
  });

  describe('POST /api/admin/orders/{id}/refunds', () => {
    it('gives part of the money back, and the order page shows it', async () => {
      const id = await paidOrder(await addEvent(db(), 'PARTY', { price: 5000 }));
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      const response = await call('POST', `/${id}/refunds`, { amount: 1250, reason: 'One guest could not come' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ data: { id: expect.any(String), amount: 1250, status: 'SUCCEEDED' } });
      const shown = await view(id);
      expect(shown).toMatchObject({ status: 'PAID', paid: order.charge, refunded: 1250, refundable: order.charge - 1250 });
      expect(shown.refunds).toEqual([
        {
          id: response.json().data.id,
          amount: 1250,
          reason: 'One guest could not come',
          status: 'SUCCEEDED',
          source: 'ADMIN',
          failure: null,
          createdAt: expect.any(String),
        },
      ]);
      expect(shown.payments[0].refunded).toBe(1250);
      expect((await search(order.reference))[0]).toMatchObject({ refunded: 1250 });
    });

    it('refuses more than is refundable, and an unknown order, writing nothing', async () => {
      const id = await paidOrder(await addEvent(db(), 'PARTY'));
      const { paid } = await view(id);
      const before = await tableCounts(db());
      const tooMuch = await call('POST', `/${id}/refunds`, { amount: paid + 1, reason: 'Too much' });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toMatch(/at most/);
      expect((await call('POST', `/${GHOST}/refunds`, { reason: 'Nobody' })).statusCode).toBe(404);
      expect(await tableCounts(db())).toEqual(before);
    });

    it.each([
      ['a negative amount', { amount: -1, reason: 'Because' }],
      ['an amount of nothing', { amount: 0, reason: 'Because' }],
      ['a fraction of a penny', { amount: 1.5, reason: 'Because' }],
      ['an amount as text', { amount: '100', reason: 'Because' }],
      ['no reason', { amount: 100 }],
    ])('answers 400 for %s, writing nothing', async (_, body) => {
      const id = await paidOrder(await addEvent(db(), 'PARTY'));
      const before = await tableCounts(db());
      expect((await call('POST', `/${id}/refunds`, body)).statusCode).toBe(400);
      expect(await tableCounts(db())).toEqual(before);
    });
  });

  describe('POST /api/admin/orders/{id}/cancel', () => {
    it('voids the tickets, puts them back on sale at once, stops the reminders and tells the buyer', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { capacity: 2 });
      const id = await paidOrder(event, { quantity: 2, installment: 'INSTALLMENT' });
      const control = await paidOrder(await addEvent(db(), 'EXPERIENCE'), { installment: 'INSTALLMENT' });
      // Both have an instalment coming due, so the reminder job would remind both; one reminder
      // of the order is already waiting to be sent.
      await db()
        .update(instalments)
        .set({ dueDate: sql`current_date` })
        .where(sql`${instalments.orderId} in (${id}, ${control})`);
      await db()
        .insert(outbox)
        .values({ kind: INSTALMENT_REMINDER, payload: { orderId: id } });
      expect((await placeOrder(suite.t, orderPayload(event))).json()).toMatchObject({ statusCode: 409 });
      const [ticket] = await db().select().from(tickets).where(eq(tickets.orderId, id));

      const response = await call('POST', `/${id}/cancel`, { reason: '  The buyer phoned to cancel ', refund: false });
      expect(response.statusCode).toBe(200);
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      expect(response.json()).toEqual({ data: { status: 'CANCELLED', reference: order.reference, refunded: 0, refund: null } });

      const shown = await view(id);
      expect(shown).toMatchObject({ status: 'CANCELLED', cancelReason: 'The buyer phoned to cancel', cancelledAt: expect.any(String) });
      expect(shown.tickets.map((listed: { status: string }) => listed.status)).toEqual(['VOID', 'VOID']);
      expect(await checkIn(ticket.code)).toEqual({ result: 'VOID', code: ticket.code, attendeeName: 'Ada Obi' });

      const left = await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${event.id}` });
      expect(left.json()).toMatchObject({ ticketsSold: 0, ticketsLeft: 2 });
      await orderId(suite.t, event, { quantity: 2, email: 'next@example.com' });

      expect(await mails(id, CANCELLATION_NOTICE)).toHaveLength(1);
      expect(await mails(id, INSTALMENT_REMINDER)).toHaveLength(0);
      await remindInstalments(db());
      expect(await mails(id, INSTALMENT_REMINDER)).toHaveLength(0);
      expect(await mails(control, INSTALMENT_REMINDER)).toHaveLength(1);
    });

    it('refunds everything still refundable first when asked, then cancels', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { price: 8000 });
      const id = await paidOrder(event, { quantity: 2, installment: 'INSTALLMENT' });
      await completeSandbox(suite.t, await sandboxPath(suite.t, id));
      const { paid } = await view(id);
      await call('POST', `/${id}/refunds`, { amount: 1000, reason: 'Room downgrade' });

      const response = await call('POST', `/${id}/cancel`, { reason: 'Event moved', refund: true });
      expect(response.statusCode).toBe(200);
      const cancelled = response.json().data;
      expect(cancelled).toMatchObject({ status: 'CANCELLED', refunded: paid - 1000, refund: { amount: paid - 1000, status: 'SUCCEEDED' } });
      const shown = await view(id);
      expect(shown).toMatchObject({ status: 'CANCELLED', cancelReason: 'Event moved', paid, refunded: paid, refundable: 0 });
      expect(shown.refunds.map((refund: { amount: number }) => refund.amount)).toEqual([1000, paid - 1000]);
      expect(shown.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['VOID', 'VOID']);
      expect(shown.payments.map((payment: { refunded: number; amount: number }) => payment.refunded === payment.amount)).toEqual([
        true,
        true,
      ]);
      expect(await mails(id, CANCELLATION_NOTICE)).toHaveLength(1);
      expect(await mails(id, REFUND_RECEIPT)).toHaveLength(2);
    });

    it('cancels without a refund when nothing is left to refund', async () => {
      const id = await paidOrder(await addEvent(db(), 'PARTY', { price: 0, shared: 0 }));
      const response = await call('POST', `/${id}/cancel`, { reason: 'Guest list changed', refund: true });
      expect(response.json().data).toMatchObject({ status: 'CANCELLED', refunded: 0, refund: null });
    });

    it('refuses an order already cancelled, an unpaid one and an unknown one, changing nothing', async () => {
      const event = await addEvent(db(), 'PARTY');
      const id = await paidOrder(event);
      const body = { reason: 'Duplicate booking', refund: false };
      expect((await call('POST', `/${id}/cancel`, body)).statusCode).toBe(200);
      const unpaid = await orderId(suite.t, event);
      const before = await tableCounts(db());
      expect((await call('POST', `/${id}/cancel`, { reason: 'Again', refund: false })).json()).toMatchObject({
        statusCode: 409,
        message: 'This order is already cancelled.',
      });
      expect((await call('POST', `/${unpaid}/cancel`, body)).json()).toMatchObject({
        statusCode: 409,
        message: 'This order is not paid, so there is nothing to cancel.',
      });
      expect((await call('POST', `/${GHOST}/cancel`, body)).json()).toMatchObject({ statusCode: 404, message: 'Order not found' });
      expect(await tableCounts(db())).toEqual(before);
      expect((await view(id)).cancelReason).toBe('Duplicate booking');
    });

    it.each([
      ['no reason', { refund: false }, 'Please give a reason.'],
      ['a blank reason', { reason: '   ', refund: false }, 'Please give a reason.'],
      ['a reason too long', { reason: 'x'.repeat(501), refund: false }, 'Reason'],
      ['no refund choice', { reason: 'Because' }, 'refund must be true or false'],
      ['a refund choice that is not true or false', { reason: 'Because', refund: 'yes' }, 'refund must be true or false'],
    ])('answers 400 for %s and cancels nothing', async (_, body, message) => {
      const id = await paidOrder(await addEvent(db(), 'PARTY'));
      const response = await call('POST', `/${id}/cancel`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect((await view(id)).status).toBe('PAID');
    });
  });

  describe('POST /api/admin/orders/{id}/resend', () => {
    it('queues the ticket e-mail again for a paid or part-paid order', async () => {
      const event = await addEvent(db(), 'PARTY');
      for (const installment of ['FULL', 'INSTALLMENT'] as const) {
        const id = await paidOrder(event, { installment });
        const response = await call('POST', `/${id}/resend`);
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ data: { queued: true } });
        expect(await mails(id, TICKET_EMAIL)).toHaveLength(2);
      }
    });

    it('answers 409 for an unpaid or cancelled order and 404 for an unknown one, queuing nothing', async () => {
      const event = await addEvent(db(), 'PARTY');
      const unpaid = await orderId(suite.t, event);
      const cancelled = await paidOrder(event);
      await call('POST', `/${cancelled}/cancel`, { reason: 'Duplicate booking', refund: false });
      const before = await tableCounts(db());
      expect((await call('POST', `/${unpaid}/resend`)).json()).toMatchObject({ statusCode: 409, message: 'This order is not paid yet.' });
      expect((await call('POST', `/${cancelled}/resend`)).json()).toMatchObject({ statusCode: 409, message: 'This order was cancelled.' });
      expect((await call('POST', `/${GHOST}/resend`)).statusCode).toBe(404);
      expect(await tableCounts(db())).toEqual(before);
    });
  });

  describe('PATCH /api/admin/orders/{id}/buyer', () => {
    const buyer = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phoneNumber: '+44 7700 900456' };

    it('corrects the buyer, renames the tickets, ends the old booking links and sends the tickets again', async () => {
      const id = await paidOrder(await addEvent(db(), 'PARTY'), { quantity: 2 });
      await db()
        .insert(bookingTokens)
        .values({ tokenHash: 'a'.repeat(64), orderId: id });
      const response = await call('PATCH', `/${id}/buyer`, buyer);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phoneNumber: '447700900456',
      });
      expect(response.json().data.tickets.map((ticket: { attendeeName: string }) => ticket.attendeeName)).toEqual([
        'Grace Hopper',
        'Grace Hopper',
      ]);
      expect(await db().select().from(bookingTokens).where(eq(bookingTokens.orderId, id))).toEqual([]);
      expect(await mails(id, TICKET_EMAIL)).toHaveLength(2);
      expect((await search('grace hopper')).map((order) => order.id)).toContain(id);
    });

    it('corrects an unpaid order without sending tickets it does not have', async () => {
      const id = await orderId(suite.t, await addEvent(db(), 'PARTY'));
      expect((await call('PATCH', `/${id}/buyer`, buyer)).json().data).toMatchObject({ email: 'grace@example.com', tickets: [] });
      expect(await mails(id, TICKET_EMAIL)).toHaveLength(0);
    });

    it.each([
      [{ ...buyer, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...buyer, phoneNumber: '12' }, 'Please enter a valid phone number'],
      [{ ...buyer, firstName: ' ' }, 'Please fill in all required contact information'],
      [{ firstName: 'Grace' }, 'Please fill in all required contact information'],
    ])('answers 400 for %j and changes nothing', async (body, message) => {
      const id = await paidOrder(await addEvent(db(), 'PARTY'));
      const before = await tableCounts(db());
      const response = await call('PATCH', `/${id}/buyer`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await tableCounts(db())).toEqual(before);
      expect((await view(id)).email).toBe('ada@example.com');
    });

    it('answers 404 for an unknown order', async () => {
      expect((await call('PATCH', `/${GHOST}/buyer`, buyer)).json()).toMatchObject({ statusCode: 404, message: 'Order not found' });
    });
  });

  describe('who may call them', () => {
    it.each([
      ['GET', ''],
      ['GET', `/${GHOST}`],
      ['POST', `/${GHOST}/refunds`],
      ['POST', `/${GHOST}/cancel`],
      ['POST', `/${GHOST}/resend`],
      ['PATCH', `/${GHOST}/buyer`],
    ] as const)('%s %s answers 401 without a token and with one signed by someone else', async (method, url) => {
      const [admin] = await db().select().from(admins).where(eq(admins.email, suite.t.config.admin.email));
      const forged = await createTokens({ secret: 'someone-elses-secret-someone-elses-secret', ttlSeconds: 3600 }).issue(admin);
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
      expect((await call(method, url, undefined, bearer(forged))).statusCode).toBe(401);
    });
  });
});

describe.each(drivers)('admin cancellation with a live refund on %s', (driver) => {
  let live: LiveApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    live = await createLiveApp(driver);
    auth = bearer(await adminToken(live.t));
  });
  afterAll(() => closeLiveApp(live));

  it('cancels nothing when the provider refuses the refund, and cancels once it is made', async () => {
    const { t, stripe } = live;
    const db = t.database.db;
    const id = await orderId(t, await addEvent(db, 'PARTY'));
    expect((await startPayment(t, id)).statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    await confirmPayment(db, { provider: 'stripe', mode: 'live', orderId: id, providerPaymentId: 'pi_admin_cancel', amount: order.charge });
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/cancel`,
        headers: auth,
        payload: { reason: 'Event moved', refund: true },
      });

    stripe.answerRefunds('refuse');
    const refused = await cancel();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('Stripe refused the refund');
    const [kept] = await db.select().from(orders).where(eq(orders.id, id));
    expect(kept).toMatchObject({ status: 'PAID', cancelledAt: null, cancelReason: null });
    expect((await db.select().from(tickets).where(eq(tickets.orderId, id))).every((ticket) => ticket.voidedAt === null)).toBe(true);
    expect(await mailsOf(db, id, CANCELLATION_NOTICE)).toEqual([]);

    stripe.answerRefunds('succeed');
    expect((await cancel()).json().data).toMatchObject({ status: 'CANCELLED', refunded: order.charge });
  });
});
