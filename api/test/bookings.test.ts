import { createHash } from 'node:crypto';
import { Booking, BOOKING_LOOKUP_ANSWER } from '@shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import { bookingTokens, orders, outbox, payments, refunds, tickets } from '../src/db/orders-schema';
import { events } from '../src/db/schema';
import { bookingUrl, issueBookingToken, orderIdForToken } from '../src/bookings/tokens';
import { BOOKING_LINK, CANCELLATION_NOTICE, REFUND_RECEIPT, TICKET_EMAIL } from '../src/mail/outbox-kinds';
import { instalmentDueDates } from '../src/orders/instalment-due-dates';
import { withVat } from '../src/orders/order-state';
import { adminToken, bearer, createTestApp, drivers, tableCounts, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath, type TestEvent } from './orders-helpers';

const NOT_FOUND = 'We could not find that booking. The link may be out of date: use Find my booking to get a new one.';

/** A UTC calendar day `days` from today, 'YYYY-MM-DD'. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(drivers)('the booking API on %s', (driver) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const call = (method: 'GET' | 'POST', url: string, options: { payload?: object; remoteAddress?: string } = {}) =>
    t.app.inject({ method, url: `/api/bookings${url}`, ...options });
  const view = async (token: string): Promise<Booking> => {
    const response = await call('GET', `/${token}`);
    expect(response.statusCode).toBe(200);
    return Booking.parse(response.json().data);
  };
  /** A paid order (through the sandbox, as a buyer pays) and a booking link to it. */
  const booked = async (event: TestEvent, overrides: Parameters<typeof orderId>[2] = {}) => {
    const id = await orderId(t, event, overrides);
    expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
    return { id, token: await issueBookingToken(db(), id) };
  };
  const policy = (event: TestEvent, fields: Partial<typeof events.$inferInsert>) =>
    db().update(events).set(fields).where(eq(events.id, event.id));
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const queued = (id: string, kind: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'orderId' = ${id}`));

  describe('booking links', () => {
    it('are 32 random bytes, stored only as their SHA-256, and open their own order', async () => {
      const event = await addEvent(db(), 'PARTY');
      const { id, token } = await booked(event);
      const other = await issueBookingToken(db(), id);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other).not.toBe(token);
      const stored = await db().select().from(bookingTokens).where(eq(bookingTokens.orderId, id));
      expect(stored.map((row) => row.tokenHash).sort()).toEqual(
        [token, other].map((value) => createHash('sha256').update(value).digest('hex')).sort(),
      );
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(await orderIdForToken(db(), token)).toBe(id);
      expect(await orderIdForToken(db(), `${token}x`)).toBeUndefined();
      expect(bookingUrl('https://site.example', token)).toBe(`https://site.example/booking/${token}`);
    });
  });

  describe('GET /api/bookings/{token}', () => {
    it('shows a paid order: its event and policy, tickets, money, and that it can be cancelled until the window closes', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { price: 10000, shared: 2000 });
      const { id, token } = await booked(event, { quantity: 2 });
      const order = await orderRow(id);
      const response = await call('GET', `/${token}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const booking = Booking.parse(response.json().data);
      const issued = await db().select().from(tickets).where(eq(tickets.orderId, id));
      expect(booking).toEqual({
        reference: order.reference,
        status: 'PAID',
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@example.com',
        quantity: 2,
        event: expect.objectContaining({
          id: event.id,
          type: 'EXPERIENCE',
          day: '2099-01-15',
          time: '18:30',
          cancelUntilDays: 14,
          cancellationFeePercent: 0,
        }),
        tickets: expect.arrayContaining(issued.map((ticket) => ({ code: ticket.code, attendeeName: 'Ada Obi', status: 'VALID' }))),
        total: order.charge,
        paid: order.charge,
        refunded: 0,
        due: [],
        canCancel: true,
        refundOnCancel: order.charge,
        cancellationFee: 0,
        cancelUntil: '2099-01-01',
        testMode: true,
      });
      expect(booking.tickets).toHaveLength(2);
    });

    it('lists what an instalment order still owes, VAT included, next first, and counts it in the total', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { price: 10000, shared: 2000 });
      const { id, token } = await booked(event, { installment: 'INSTALLMENT' });
      const order = await orderRow(id);
      const booking = await view(token);
      expect(booking.status).toBe('PARTIALLY_PAID');
      // Each due on its own day from the purchase to the event's deadline (orders/instalment-due-dates.ts).
      const [due2, due3, due4] = instalmentDueDates(order.paidAt!, '2099-01-01', 3);
      expect(booking.due).toEqual([
        { instalment: 2, amount: withVat(order.instalment2), dueDate: due2 },
        { instalment: 3, amount: withVat(order.instalment3), dueDate: due3 },
        { instalment: 4, amount: withVat(order.instalment4), dueDate: due4 },
      ]);
      expect(booking.paid).toBe(order.charge);
      expect(booking.total).toBe(order.charge + booking.due.reduce((sum, line) => sum + line.amount, 0));
    });

    it('answers 404 with the way to a new link for a token it never issued, however it looks', async () => {
      const event = await addEvent(db(), 'PARTY');
      const { token } = await booked(event);
      for (const unknown of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'not-a-token', 'x']) {
        const response = await call('GET', `/${unknown}`);
        expect([unknown, response.statusCode, response.json().message]).toEqual([unknown, 404, NOT_FOUND]);
      }
    });
  });

  describe('POST /api/bookings/{token}/cancel', () => {
    it('cancels inside the window: refunds paid less the fee (rounded down), voids the tickets, frees the seats and e-mails the buyer', async () => {
      const event = await addEvent(db(), 'EXPERIENCE', { price: 3333, shared: 0, capacity: 2 });
      await policy(event, { cancellationFeePercent: 15 });
      const { id, token } = await booked(event, { quantity: 2 });
      const order = await orderRow(id);
      const fee = Math.floor((order.charge * 15) / 100);
      expect((order.charge * 15) % 100).not.toBe(0); // so rounding down is tested
      expect(await view(token)).toMatchObject({ refundOnCancel: order.charge - fee, cancellationFee: fee });

      const response = await call('POST', `/${token}/cancel`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          status: 'CANCELLED',
          reference: order.reference,
          refunded: order.charge - fee,
          refund: { id: expect.any(String), amount: order.charge - fee, status: 'SUCCEEDED' },
        },
      });
      const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, id));
      expect(refund).toMatchObject({ source: 'BUYER', reason: 'Cancelled by the buyer', status: 'SUCCEEDED' });
      expect(await orderRow(id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'Cancelled by the buyer' });

      const after = await view(token);
      expect(after).toMatchObject({
        status: 'CANCELLED',
        paid: order.charge,
        refunded: order.charge - fee,
        canCancel: false,
        refundOnCancel: 0,
      });
      expect(after.tickets.map((ticket) => ticket.status)).toEqual(['VOID', 'VOID']);
      const [ticket] = after.tickets;
      const door = await t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers: auth, payload: { code: ticket.code } });
      expect(door.json()).toMatchObject({ result: 'VOID', code: ticket.code });
      const seats = await t.app.inject({ method: 'GET', url: `/api/experience/get/${event.id}` });
      expect(seats.json()).toMatchObject({ ticketsLeft: 2 });
      expect(await queued(id, CANCELLATION_NOTICE)).toHaveLength(1);
      expect(await queued(id, REFUND_RECEIPT)).toHaveLength(1);

      const again = await call('POST', `/${token}/cancel`);
      expect([again.statusCode, again.json().message]).toEqual([409, 'This booking is already cancelled.']);
      expect(await db().select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
    });

    it('cancels and refunds once when the buyer presses Cancel twice at the same time, keeping a fee of more than half', async () => {
      const event = await addEvent(db(), 'PARTY', { price: 5000 });
      await policy(event, { cancellationFeePercent: 60 });
      const { id, token } = await booked(event);
      const order = await orderRow(id);
      const answers = await Promise.all([call('POST', `/${token}/cancel`), call('POST', `/${token}/cancel`)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const given = await db().select().from(refunds).where(eq(refunds.orderId, id));
      expect(given.map((refund) => refund.amount)).toEqual([order.charge - Math.floor((order.charge * 60) / 100)]);
      expect((await view(token)).refunded).toBe(given[0].amount);
    });

    it('gives back only what an instalment order has paid, less what was refunded before', async () => {
      const event = await addEvent(db(), 'PARTY', { price: 8000 });
      const { id, token } = await booked(event, { installment: 'INSTALLMENT' });
      const order = await orderRow(id);
      const earlier = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/refunds`,
        headers: auth,
        payload: { amount: 500, reason: 'Goodwill' },
      });
      expect(earlier.statusCode).toBe(201);
      expect(await view(token)).toMatchObject({ paid: order.charge, refunded: 500, refundOnCancel: order.charge - 500 });
      const response = await call('POST', `/${token}/cancel`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.refunded).toBe(order.charge - 500);
      const [payment] = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.status, 'SUCCEEDED')));
      expect(payment.refunded).toBe(payment.amount);
      expect((await view(token)).due).toEqual([]);
    });

    it('refuses with the reason, and changes nothing, once the window has closed', async () => {
      const event = await addEvent(db(), 'PARTY');
      const { id, token } = await booked(event);
      await policy(event, { day: dayFromToday(3) });
      const booking = await view(token);
      expect(booking).toMatchObject({ canCancel: false, refundOnCancel: 0, cancelUntil: dayFromToday(3 - 14) });
      const before = await tableCounts(db());
      const response = await call('POST', `/${token}/cancel`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This booking can no longer be cancelled online: cancellations close 14 days before the event.');
      expect(await tableCounts(db())).toEqual(before);
      expect((await orderRow(id)).status).toBe('PAID');
    });

    it('is open until the last day of the window, that day included', async () => {
      const event = await addEvent(db(), 'PARTY');
      await policy(event, { day: dayFromToday(5), cancelUntilDays: 5 });
      const { token } = await booked(event);
      expect(await view(token)).toMatchObject({ canCancel: true, cancelUntil: dayFromToday(0) });
      expect((await call('POST', `/${token}/cancel`)).statusCode).toBe(200);
    });

    it('refuses when the event does not allow it, or a ticket has been used', async () => {
      const never = await addEvent(db(), 'PARTY');
      await policy(never, { cancelUntilDays: 0 });
      const closed = await booked(never);
      expect(await view(closed.token)).toMatchObject({ canCancel: false, cancelUntil: null });
      const refused = await call('POST', `/${closed.token}/cancel`);
      expect([refused.statusCode, refused.json().message]).toEqual([409, 'This event does not allow online cancellation.']);

      const event = await addEvent(db(), 'PARTY');
      const used = await booked(event, { quantity: 2 });
      const [ticket] = await db().select().from(tickets).where(eq(tickets.orderId, used.id));
      await t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers: auth, payload: { code: ticket.code } });
      expect((await view(used.token)).canCancel).toBe(false);
      const afterDoor = await call('POST', `/${used.token}/cancel`);
      expect(afterDoor.statusCode).toBe(409);
      expect(afterDoor.json().message).toMatch(/used at the door/);
    });

    it('refuses an order that was never paid', async () => {
      const event = await addEvent(db(), 'PARTY');
      const id = await orderId(t, event);
      const token = await issueBookingToken(db(), id);
      expect(await view(token)).toMatchObject({ status: 'PENDING', canCancel: false, tickets: [], paid: 0 });
      const response = await call('POST', `/${token}/cancel`);
      expect([response.statusCode, response.json().message]).toEqual([409, 'This booking is not paid, so there is nothing to cancel.']);
    });
  });

  describe('POST /api/bookings/{token}/pay/{instalment}', () => {
    it('starts the next instalment through the checkout path, and only that one', async () => {
      const event = await addEvent(db(), 'EXPERIENCE');
      const { id, token } = await booked(event, { installment: 'INSTALLMENT' });
      const order = await orderRow(id);
      const pay = (instalment: number | string, payload: object = { provider: 'stripe' }) =>
        call('POST', `/${token}/pay/${instalment}`, { payload });

      const notNext = await pay(3);
      expect([notNext.statusCode, notNext.json().message]).toEqual([409, 'Instalment 3 is not the next one due.']);
      for (const bad of [1, 5, 'two', 2.5]) expect([bad, (await pay(bad)).statusCode]).toEqual([bad, 400]);
      expect((await pay(2, { provider: 'bitcoin' })).statusCode).toBe(400);
      expect((await pay(2, {})).statusCode).toBe(400);

      const started = await pay(2, { provider: 'paypal' });
      expect(started.statusCode).toBe(200);
      const { redirectUrl } = started.json().data;
      const [attempt] = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.purpose, 'INSTALLMENT_2')));
      expect(attempt).toMatchObject({ provider: 'paypal', amount: withVat(order.instalment2), status: 'PENDING' });
      expect((await completeSandbox(t, redirectUrl)).statusCode).toBe(303);
      expect((await view(token)).due.map((line) => line.instalment)).toEqual([3, 4]);
      expect((await pay(2)).json().message).toBe('Instalment 2 is not the next one due.');
      expect((await pay(3)).statusCode).toBe(200);
    });

    it('answers 409 when nothing is due', async () => {
      const event = await addEvent(db(), 'PARTY');
      const { token } = await booked(event);
      const response = await call('POST', `/${token}/pay/2`, { payload: { provider: 'stripe' } });
      expect([response.statusCode, response.json().message]).toEqual([409, 'This booking is paid in full: nothing is due.']);
    });
  });

  describe('POST /api/bookings/{token}/resend', () => {
    it('queues the ticket e-mail again, refuses a cancelled order, and is rate-limited per client', async () => {
      const event = await addEvent(db(), 'PARTY');
      const { id, token } = await booked(event);
      const before = (await queued(id, TICKET_EMAIL)).length;
      const response = await call('POST', `/${token}/resend`, { remoteAddress: '10.1.0.1' });
      expect([response.statusCode, response.json()]).toEqual([202, { data: { queued: true } }]);
      expect(await queued(id, TICKET_EMAIL)).toHaveLength(before + 1);

      for (let i = 0; i < 5; i += 1) expect((await call('POST', `/${token}/resend`, { remoteAddress: '10.1.0.2' })).statusCode).toBe(202);
      const limited = await call('POST', `/${token}/resend`, { remoteAddress: '10.1.0.2' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests to resend tickets from your network\. Please try again in /);

      expect((await call('POST', `/${token}/cancel`)).statusCode).toBe(200);
      const cancelled = await call('POST', `/${token}/resend`, { remoteAddress: '10.1.0.3' });
      expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, 'This order was cancelled.']);
    });
  });

  describe('POST /api/bookings/lookup', () => {
    it('e-mails the link when the reference and e-mail match, in any case and with or without EVT-, and answers the same bytes either way', async () => {
      const event = await addEvent(db(), 'PARTY');
      const { id } = await booked(event, { email: 'Find.Me@Example.com' });
      const { reference } = await orderRow(id);
      const lookup = (payload: object, remoteAddress: string) => call('POST', '/lookup', { payload, remoteAddress });

      const matched = await lookup({ email: 'find.me@example.COM', reference: reference.slice(4).toLowerCase() }, '10.2.0.1');
      expect(matched.statusCode).toBe(202);
      expect(matched.json()).toEqual({ message: BOOKING_LOOKUP_ANSWER });
      expect(await queued(id, BOOKING_LINK)).toHaveLength(1);

      const outboxBefore = (await tableCounts(db())).outbox;
      for (const payload of [
        { email: 'someone.else@example.com', reference },
        { email: 'find.me@example.com', reference: 'EVT-222222' },
        { email: 'find.me@example.com', reference: 'not a reference' },
      ]) {
        const unmatched = await lookup(payload, '10.2.0.2');
        expect([unmatched.statusCode, unmatched.body, unmatched.headers['content-type']]).toEqual([
          202,
          matched.body,
          matched.headers['content-type'],
        ]);
      }
      expect((await tableCounts(db())).outbox).toBe(outboxBefore);
      expect(await queued(id, BOOKING_LINK)).toHaveLength(1);

      const bad = await lookup({ email: 'not an e-mail', reference }, '10.2.0.3');
      expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please enter a valid email address']);
    });

    it('answers 429 with a readable message past 5 look-ups in 15 minutes from one address', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(
          (await call('POST', '/lookup', { payload: { email: 'a@example.com', reference: 'EVT-333333' }, remoteAddress: '10.2.1.1' }))
            .statusCode,
        );
      expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
      const limited = await call('POST', '/lookup', {
        payload: { email: 'a@example.com', reference: 'EVT-333333' },
        remoteAddress: '10.2.1.1',
      });
      expect(limited.json().message).toMatch(/^Too many booking look-ups from your network\. Please try again in \d+ minutes?\.$/);
      expect(
        (await call('POST', '/lookup', { payload: { email: 'a@example.com', reference: 'EVT-333333' }, remoteAddress: '10.2.1.2' }))
          .statusCode,
      ).toBe(202);
    });
  });

  describe('ticket downloads', () => {
    it("serve each ticket's PDF and QR code to its own booking only, and no longer once the ticket is void", async () => {
      const event = await addEvent(db(), 'PARTY');
      const { id, token } = await booked(event, { quantity: 2 });
      const { reference } = await orderRow(id);
      const codes = (await view(token)).tickets.map((ticket) => ticket.code);

      const pdf = await call('GET', `/${token}/tickets/${codes[1]}.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="ticket-2-${codes[1]}.pdf"`);
      expect(pdf.headers['cache-control']).toBe('no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { pdfText } = await import('./pdf');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(codes[1]);
      expect(text).toContain(`Order ${reference}`);
      expect(text).toContain('Ticket 2 of 2');

      const qr = await call('GET', `/${token}/tickets/${codes[0].toLowerCase()}/qr.svg`);
      expect(qr.statusCode).toBe(200);
      expect(qr.headers['content-type']).toBe('image/svg+xml');
      expect(qr.body).toMatch(/^<svg /);

      const stranger = await booked(event);
      for (const url of [`/${stranger.token}/tickets/${codes[0]}.pdf`, `/${stranger.token}/tickets/${codes[0]}/qr.svg`]) {
        const response = await call('GET', url);
        expect([url, response.statusCode, response.json().message]).toEqual([url, 404, 'We could not find that ticket in this booking.']);
      }
      expect((await call('GET', `/not-a-token/tickets/${codes[0]}.pdf`)).statusCode).toBe(404);

      await db()
        .update(tickets)
        .set({ voidedAt: sql`now()` })
        .where(eq(tickets.orderId, id));
      for (const url of [`/${token}/tickets/${codes[0]}.pdf`, `/${token}/tickets/${codes[0]}/qr.svg`]) {
        const response = await call('GET', url);
        expect([url, response.statusCode, response.json().message]).toEqual([
          url,
          410,
          'This ticket was cancelled and can no longer be used.',
        ]);
      }
    }, 30_000);
  });
});
