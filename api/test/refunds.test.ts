// Refunds of sandbox payments (orders/REFUNDS.md): made at once, in one transaction.
import { formatPounds } from '@shared/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { instalments, outbox, payments, refundParts, refunds, tickets } from '../src/db/orders-schema';
import { remindInstalments } from '../src/jobs/remind-instalments';
import { INSTALMENT_REMINDER, REFUND_RECEIPT } from '../src/mail/outbox-kinds';
import { cancelOrder } from '../src/orders/cancel-order';
import { refundOrder, violates } from '../src/orders/refunds';
import { paymentsFor } from '../src/orders/start-payment';
import { createTestApp, drivers, tableCounts, type TestApp } from './helpers';
import { orderRows } from './order-rows';
import { addEvent, completeSandbox, orderId, sandboxPath, startPayment, type TestEvent } from './orders-helpers';

describe.each(drivers)('refunds of sandbox payments on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const refund = (id: string, amount?: number, reason = 'The artist cancelled') =>
    refundOrder(db(), paymentsFor(t.config), { orderId: id, amount, reason, source: 'ADMIN', log: t.app.log });
  /** Places the order and pays its first payment on the sandbox page. */
  const paidOrder = async (event: TestEvent, overrides: Parameters<typeof orderId>[2] = {}) => {
    const id = await orderId(t, event, overrides);
    expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
    return id;
  };
  const payNextInstalment = async (id: string) => expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
  const { orderRow, paymentsOf, transactionsOf } = orderRows(db);
  const ticketsLeft = async (event: TestEvent) =>
    (await t.app.inject({ method: 'GET', url: `/api/${event.type === 'PARTY' ? 'party' : 'experience'}/get/${event.id}` })).json()
      .ticketsLeft as number;
  const receipts = (id: string) =>
    db()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, REFUND_RECEIPT), sql`${outbox.payload}->>'orderId' = ${id}`))
      .orderBy(asc(outbox.createdAt));
  const refused = async (attempt: Promise<unknown>, statusCode: number, message: string) =>
    expect(attempt).rejects.toMatchObject({ statusCode, message });

  it('gives back part of a payment: the payment, its transaction and the refund say so, the order stays paid, a receipt is queued', async () => {
    const event = await addEvent(db(), 'EXPERIENCE', { capacity: 10 });
    const id = await paidOrder(event, { quantity: 2 });
    const [paid] = await paymentsOf(id);

    const made = await refund(id, 1000);
    expect(made).toEqual({ id: expect.any(String), amount: 1000, status: 'SUCCEEDED' });
    expect((await paymentsOf(id))[0].refunded).toBe(1000);
    expect(await transactionsOf(id)).toMatchObject([{ paymentId: paid.id, refunded: 1000, status: 'PARTIALLY_REFUNDED' }]);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, id))).toMatchObject([
      { id: made.id, amount: 1000, reason: 'The artist cancelled', status: 'SUCCEEDED', source: 'ADMIN', failure: null },
    ]);
    expect(await db().select().from(refundParts).where(eq(refundParts.refundId, made.id))).toMatchObject([
      { paymentId: paid.id, amount: 1000, status: 'SUCCEEDED' },
    ]);
    expect(await receipts(id)).toEqual([{ payload: { orderId: id, refundId: made.id } }]);
    expect((await orderRow(id)).status).toBe('PAID');
    expect(await ticketsLeft(event)).toBe(8);
    const issued = await db().select().from(tickets).where(eq(tickets.orderId, id));
    expect(issued.map((ticket) => ticket.voidedAt)).toEqual([null, null]);
  });

  it('gives back everything left when no amount is given: the order is cancelled, its tickets void and back on sale', async () => {
    const event = await addEvent(db(), 'PARTY', { capacity: 10 });
    const id = await paidOrder(event, { quantity: 3 });
    const { charge } = await orderRow(id);
    await refund(id, 500, 'Wrong room booked');
    expect(await ticketsLeft(event)).toBe(7);

    const rest = await refund(id, undefined, 'Event cancelled');
    expect(rest).toMatchObject({ amount: charge - 500, status: 'SUCCEEDED' });
    expect(await orderRow(id)).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(Date), cancelReason: 'Event cancelled' });
    const issued = await db().select().from(tickets).where(eq(tickets.orderId, id));
    expect(issued).toHaveLength(3);
    expect(issued.every((ticket) => ticket.voidedAt instanceof Date)).toBe(true);
    expect(await ticketsLeft(event)).toBe(10);
    expect(await transactionsOf(id)).toMatchObject([{ amountPaid: charge, refunded: charge, status: 'REFUNDED' }]);
    expect((await paymentsOf(id))[0].refunded).toBe(charge);
    expect(await receipts(id)).toHaveLength(2);
    await refused(refund(id), 400, 'Nothing is left to refund on this order.');
  });

  it('refuses more than is refundable, a zero, negative or fractional amount, a blank reason and an unknown order, writing nothing', async () => {
    const event = await addEvent(db(), 'EXPERIENCE');
    const id = await paidOrder(event);
    await refund(id, 100);
    const { charge } = await orderRow(id);
    const before = await tableCounts(db());

    await refused(refund(id, charge), 400, `You can refund at most ${formatPounds(charge - 100)} on this order.`);
    for (const amount of [0, -100, 12.5]) {
      await refused(refund(id, amount), 400, 'The amount to refund must be a whole number of pence, more than zero.');
    }
    await refused(refund(id, 100, '   '), 400, 'Please give a reason.');
    await refused(refund('6f1c3a52-0b7e-4d7a-9c55-3f1f2d0c9e11', 100), 404, 'Order not found');
    const unpaid = await orderId(t, event);
    const afterUnpaid = await tableCounts(db());
    await refused(refund(unpaid), 400, 'Nothing is left to refund on this order.');

    expect(await tableCounts(db())).toEqual(afterUnpaid);
    expect(afterUnpaid.refunds).toBe(before.refunds);
    expect(afterUnpaid.refund_parts).toBe(before.refund_parts);
    expect((await paymentsOf(id))[0].refunded).toBe(100);
  });

  it('after 2 of 4 instalments refunds the newest payment first, then the older; the whole of it cancels and stops the reminders', async () => {
    const event = await addEvent(db(), 'EXPERIENCE', { price: 10001, shared: 0, capacity: 4 });
    const id = await paidOrder(event, { installment: 'INSTALLMENT' });
    await payNextInstalment(id);
    const [first, second] = await paymentsOf(id);
    expect([first.purpose, second.purpose]).toEqual(['FIRST', 'INSTALLMENT_2']);
    expect((await orderRow(id)).status).toBe('PARTIALLY_PAID');

    const across = await refund(id, second.amount + 100);
    expect(
      (await db().select().from(refundParts).where(eq(refundParts.refundId, across.id))).map((part) => [part.paymentId, part.amount]),
    ).toEqual([
      [second.id, second.amount],
      [first.id, 100],
    ]);
    expect((await transactionsOf(id)).map((row) => [row.instalmentType, row.refunded, row.status])).toEqual([
      ['INSTALLMENT_1', 100, 'PARTIALLY_REFUNDED'],
      ['INSTALLMENT_2', second.amount, 'REFUNDED'],
    ]);
    expect((await orderRow(id)).status).toBe('PARTIALLY_PAID');
    expect(await ticketsLeft(event)).toBe(3);

    // Instalments 3 and 4 fall due: the buyer would be reminded, but the rest of the money goes back first.
    await db()
      .update(instalments)
      .set({ dueDate: sql`current_date + 3` })
      .where(eq(instalments.orderId, id));
    const rest = await refund(id);
    expect(rest.amount).toBe(first.amount - 100);
    expect((await orderRow(id)).status).toBe('CANCELLED');
    expect(await ticketsLeft(event)).toBe(4);
    expect((await paymentsOf(id)).map((payment) => payment.amount - payment.refunded)).toEqual([0, 0]);
    await remindInstalments(db());
    const reminders = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, INSTALMENT_REMINDER), sql`${outbox.payload}->>'orderId' = ${id}`));
    expect(reminders).toEqual([]);
    // The instalments not paid stay unpaid: a cancelled order asks for nothing.
    expect((await startPayment(t, id)).statusCode).toBe(409);
  });

  it('a refund then a cancellation: capacity, tickets, reminders and money agree, and what is left can still be refunded', async () => {
    const event = await addEvent(db(), 'PARTY', { price: 8000, shared: 0, capacity: 5 });
    const id = await paidOrder(event, { installment: 'INSTALLMENT', quantity: 2 });
    await payNextInstalment(id);
    const [first, second] = await paymentsOf(id);
    const part = await refund(id, second.amount + 50, 'Room downgraded');
    expect(await ticketsLeft(event)).toBe(3);

    // A reminder is queued for the instalments coming due, then the order is cancelled without a further refund.
    await db()
      .update(instalments)
      .set({ dueDate: sql`current_date + 2` })
      .where(eq(instalments.orderId, id));
    const remindersOf = () =>
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, INSTALMENT_REMINDER), eq(outbox.status, 'PENDING'), sql`${outbox.payload}->>'orderId' = ${id}`));
    await remindInstalments(db());
    expect(await remindersOf()).toHaveLength(1);
    const cancelled = await cancelOrder(db(), paymentsFor(t.config), {
      orderId: id,
      reason: 'Buyer asked to cancel',
      refund: false,
      source: 'ADMIN',
      log: t.app.log,
    });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refunded: 0, refund: null });
    expect(await ticketsLeft(event)).toBe(5);
    expect((await db().select().from(tickets).where(eq(tickets.orderId, id))).every((ticket) => ticket.voidedAt !== null)).toBe(true);
    await remindInstalments(db());
    expect(await remindersOf()).toEqual([]);
    expect((await paymentsOf(id)).map((payment) => payment.refunded)).toEqual([50, second.amount]);

    // The money still kept can be given back later; the order stays cancelled, once.
    const rest = await refund(id, undefined, 'Goodwill');
    expect(rest.amount).toBe(first.amount - 50);
    expect(await orderRow(id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'Buyer asked to cancel' });
    expect((await transactionsOf(id)).map((row) => [row.refunded, row.status])).toEqual([
      [first.amount, 'REFUNDED'],
      [second.amount, 'REFUNDED'],
    ]);
    expect((await receipts(id)).map((row) => (row.payload as { refundId: string }).refundId)).toEqual([part.id, rest.id]);
    expect(await ticketsLeft(event)).toBe(5);
  });

  it('the database refuses a refund part that takes more than its payment took, whoever writes it', async () => {
    const id = await paidOrder(await addEvent(db(), 'PARTY'));
    const [paid] = await paymentsOf(id);
    const [row] = await db().insert(refunds).values({ orderId: id, amount: 1, reason: 'by hand', source: 'ADMIN' }).returning();
    const insertPart = (amount: number) =>
      db().execute(
        sql`insert into refund_parts (refund_id, payment_id, amount, status) values (${row.id}, ${paid.id}, ${amount}, 'SUCCEEDED')`,
      );

    const tooMuch = await insertPart(paid.amount + 1).catch((error: unknown) => error);
    expect(violates(tooMuch, 'payments_refunded_check')).toBe(true);
    await insertPart(paid.amount - 1);
    // Two parts that each fit, but not together.
    expect(violates(await insertPart(2).catch((error: unknown) => error), 'payments_refunded_check')).toBe(true);
    expect((await paymentsOf(id))[0].refunded).toBe(paid.amount - 1);
    // A FAILED part does not count, and failing one gives its amount back.
    await db().execute(sql`insert into refund_parts (refund_id, payment_id, amount, status) values (${row.id}, ${paid.id}, 5, 'FAILED')`);
    await db().update(refundParts).set({ status: 'FAILED' }).where(eq(refundParts.refundId, row.id));
    expect((await paymentsOf(id))[0].refunded).toBe(0);
    // Nor can the column be written past the payment by hand.
    const byHand = await db()
      .update(payments)
      .set({ refunded: paid.amount + 1 })
      .where(eq(payments.id, paid.id))
      .catch((error: unknown) => error);
    expect(violates(byHand, 'payments_refunded_check')).toBe(true);
  });
});
