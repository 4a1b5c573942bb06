import { eq } from 'drizzle-orm';
import { instalments, orders, tickets } from '../src/db/orders-schema';
import { withVat } from '../src/orders/order-state';
import { EVENT_NOT_FOUND } from '../src/orders/event-tickets';
import { adminSuite, drivers } from './helpers';
import { addEvent, completeSandbox, orderId, orderPayload, placeOrder, sandboxPath, type TestEvent } from './orders-helpers';

const GHOST = '00000000-0000-4000-8000-000000000000';

describe.each(drivers)('GET /api/admin/events/{id}/tickets on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  const list = (id: string, headers = suite.auth) => suite.t.app.inject({ method: 'GET', url: `/api/admin/events/${id}/tickets`, headers });
  const admin = (method: 'POST', url: string, payload: object) =>
    suite.t.app.inject({ method, url: `/api/admin/orders${url}`, headers: suite.auth, payload });
  const paidOrder = async (event: TestEvent, overrides: Parameters<typeof orderId>[2] = {}) => {
    const id = await orderId(suite.t, event, overrides);
    expect((await completeSandbox(suite.t, await sandboxPath(suite.t, id))).statusCode).toBe(303);
    return id;
  };
  const rowsOf = async (event: TestEvent) => {
    const response = await list(event.id);
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, unknown>[];
  };

  it('answers one row per ticket, with its code, attendee, check-in and the order it belongs to', async () => {
    const event = await addEvent(db(), 'EXPERIENCE', { price: 4500 });
    const id = await paidOrder(event, { quantity: 2, firstName: 'Tunde', lastName: 'Bello', email: 'tunde@example.com' });
    // Someone else's event and an order that was never paid do not show.
    await paidOrder(await addEvent(db(), 'EXPERIENCE'));
    await placeOrder(suite.t, orderPayload(event, { email: 'unpaid@example.com' }));
    const issued = await db().select().from(tickets).where(eq(tickets.orderId, id));
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    await suite.t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers: suite.auth, payload: { code: issued[0].code } });

    const rows = await rowsOf(event);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.code).sort()).toEqual(issued.map((ticket) => ticket.code).sort());
    const checkedIn = rows.find((row) => row.code === issued[0].code)!;
    expect(checkedIn).toEqual({
      code: issued[0].code,
      attendeeName: issued[0].attendeeName,
      status: 'CHECKED_IN',
      checkedInAt: expect.any(String),
      orderId: id,
      reference: order.reference,
      firstName: 'Tunde',
      lastName: 'Bello',
      email: 'tunde@example.com',
      phoneNumber: '447700900123',
      date: order.paidAt!.toISOString(),
      quantity: 2,
      total: order.charge,
      paid: order.charge,
      refunded: 0,
      due: 0,
      payment: 'PAID',
    });
    expect(rows.find((row) => row.code !== issued[0].code)).toMatchObject({ status: 'VALID', checkedInAt: null });
  });

  it('says what an order paying by instalments still owes, VAT included', async () => {
    const event = await addEvent(db(), 'PARTY', { price: 6000 });
    const id = await paidOrder(event, { installment: 'INSTALLMENT' });
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    const later = await db().select().from(instalments).where(eq(instalments.orderId, id));
    const owed = later.reduce((sum, instalment) => sum + withVat(instalment.amount), 0);
    const [row] = await rowsOf(event);
    expect(row).toMatchObject({ payment: 'BALANCE_DUE', paid: order.charge, due: owed, total: order.charge + owed });
  });

  it('shows a wholly refunded order as refunded, and a part refund as paid with what went back', async () => {
    const event = await addEvent(db(), 'PARTY', { price: 5000 });
    const part = await paidOrder(event, { email: 'part@example.com' });
    const whole = await paidOrder(event, { email: 'whole@example.com' });
    expect((await admin('POST', `/${part}/refunds`, { amount: 1000, reason: 'One dish missing' })).statusCode).toBe(201);
    expect((await admin('POST', `/${whole}/cancel`, { reason: 'Cannot come', refund: true })).statusCode).toBe(200);
    const rows = await rowsOf(event);
    expect(rows.find((row) => row.email === 'part@example.com')).toMatchObject({ payment: 'PAID', refunded: 1000 });
    expect(rows.find((row) => row.email === 'whole@example.com')).toMatchObject({ payment: 'REFUNDED', status: 'VOID' });
  });

  it('is for admins only, refuses a malformed id and says an unknown event is not found', async () => {
    const event = await addEvent(db(), 'EXPERIENCE');
    expect((await list(event.id, {})).statusCode).toBe(401);
    expect((await list('not-an-id')).statusCode).toBe(400);
    const unknown = await list(GHOST);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_NOT_FOUND);
  });
});
