import { eq, sql } from 'drizzle-orm';
import { orders } from '../src/db/orders-schema';
import { BOOKING_LINK_CLOSED } from '../src/bookings/return-link';
import { createTestApp, drivers, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';

describe.each(drivers)('GET /api/order/{id}/return on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { HOLD_MINUTES: '15' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const read = (id: string) => t.app.inject({ method: 'GET', url: `/api/order/${id}/return` });
  const row = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

  it('an unpaid order: held until its hold expires, with the provider last tried and no buyer details', async () => {
    const event = await addEvent(db(), 'PARTY');
    const id = await orderId(t, event, { email: 'held@example.com' });
    const before = (await read(id)).json();
    expect(before).toEqual({
      reference: (await row(id)).reference,
      type: 'PARTY',
      eventId: event.id,
      status: 'PENDING',
      heldUntil: (await row(id)).holdExpiresAt.toISOString(),
      provider: null,
      email: null,
      paid: 0,
      total: (await row(id)).charge,
      due: [],
    });
    expect(Date.parse(before.heldUntil) - Date.now()).toBeGreaterThan(14 * 60_000);

    await sandboxPath(t, id, 'paypal');
    expect((await read(id)).json()).toMatchObject({ provider: 'paypal', status: 'PENDING' });
  });

  it('a lapsed hold holds nothing', async () => {
    const id = await orderId(t, await addEvent(db(), 'EXPERIENCE'));
    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, id));
    expect((await read(id)).json()).toMatchObject({ status: 'PENDING', heldUntil: null });
  });

  it('a paid first instalment: what was paid, the whole cost, the three instalments still due and where the tickets went', async () => {
    const id = await orderId(t, await addEvent(db(), 'EXPERIENCE'), { installment: 'INSTALLMENT', email: 'paid@example.com' });
    expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
    const order = await row(id);
    const answer = (await read(id)).json();
    expect(answer).toMatchObject({
      status: 'PARTIALLY_PAID',
      heldUntil: null,
      provider: 'stripe',
      email: 'paid@example.com',
      paid: order.charge,
    });
    expect(answer.due.map((line: { instalment: number }) => line.instalment)).toEqual([2, 3, 4]);
    const dueTotal = answer.due.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
    expect(answer.total).toBe(order.charge + dueTotal);
  });

  it('an unknown order is a 404, a malformed id a 400', async () => {
    expect((await read('0b7e3a52-52d8-4d7e-a1a4-000000000000')).statusCode).toBe(404);
    expect((await read('not-an-id')).statusCode).toBe(400);
  });

  describe('POST /api/order/{id}/return/booking-link', () => {
    const link = (id: string) => t.app.inject({ method: 'POST', url: `/api/order/${id}/return/booking-link` });

    it('gives the buyer just back from paying a link that opens their booking', async () => {
      const id = await orderId(t, await addEvent(db(), 'PARTY'), { email: 'linked@example.com' });
      await completeSandbox(t, await sandboxPath(t, id));
      const answer = await link(id);
      expect(answer.statusCode).toBe(201);
      const { bookingPath } = answer.json();
      expect(bookingPath).toMatch(/^\/booking\/[\w-]{43}$/);
      const booking = await t.app.inject({ method: 'GET', url: `/api${bookingPath.replace('/booking/', '/bookings/')}` });
      expect(booking.json().data).toMatchObject({ reference: (await row(id)).reference, email: 'linked@example.com' });
    });

    it('refuses an unpaid order and a payment over an hour old, and an unknown order', async () => {
      const unpaid = await orderId(t, await addEvent(db(), 'PARTY'));
      expect((await link(unpaid)).json()).toMatchObject({ statusCode: 409, message: BOOKING_LINK_CLOSED });

      const old = await orderId(t, await addEvent(db(), 'PARTY'));
      await completeSandbox(t, await sandboxPath(t, old));
      await db()
        .update(orders)
        .set({ paidAt: sql`now() - interval '61 minutes'` })
        .where(eq(orders.id, old));
      expect((await link(old)).statusCode).toBe(409);
      expect((await link('0b7e3a52-52d8-4d7e-a1a4-000000000000')).statusCode).toBe(404);
    });
  });
});
