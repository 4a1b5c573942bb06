// After the sale (docs/product-rules.md#after-the-sale): refunds after two of four instalments, a
// refund then a cancellation, a cancellation with its refund. Whatever order they come in, the
// database ends consistent: capacity, ticket states, reminders and money, read straight from the
// rows the API left (support/invariants.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startApiProcess } from './support/api-process';
import { testDatabase } from './support/database';
import { checkShopInvariants } from './support/invariants';
import { reliabilityPorts } from './support/ports';
import {
  adminLogin,
  type Buyer,
  call,
  completeSandbox,
  createExperience,
  createOrder,
  experienceOrder,
  startCardPayment,
} from './support/shop';

interface AdminOrder {
  status: string;
  paid: number;
  refunded: number;
  refundable: number;
  tickets: { code: string; status: string }[];
  payments: { purpose: string; amount: number; refunded: number; status: string }[];
  refunds: { amount: number; status: string }[];
}

const buyer = (name: string): Buyer => ({ firstName: name, lastName: 'Buyer', email: `${name.toLowerCase()}@example.com` });

test('refunds and cancellations leave capacity, tickets, reminders and money consistent', async () => {
  test.setTimeout(180_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'reliability-after-sale-'));
  const database = await testDatabase(dataDir);
  const api = await startApiProcess(reliabilityPorts.afterSaleApi, {
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3800',
    ...database.env,
  });
  try {
    const token = await adminLogin(api.url);
    const admin = <T>(path: string, json?: unknown) => call<T>(`${api.url}/admin/orders${path}`, { token, json });
    const orderOf = async (id: string) => (await admin<{ data: AdminOrder }>(`/${id}`)).body.data;
    const pay = async (orderId: string) => {
      const started = await startCardPayment(api.url, orderId);
      expect(started.status).toBe(200);
      expect((await completeSandbox(api.url, started.body.redirectUrl)).status).toBe(303);
    };
    const left = async (eventId: string) =>
      (await call<{ data: { id: string; ticketsLeft: number }[] }>(`${api.url}/experience/get`)).body.data.find((e) => e.id === eventId)
        ?.ticketsLeft;

    const eventId = await createExperience(api.url, token, { title: 'After the sale: four seats', capacity: 4 });
    // An instalment order with two of its four payments made, and a full order: sold out.
    const split = await createOrder(api.url, experienceOrder(eventId, buyer('Split'), { quantity: 2, installment: 'INSTALLMENT' }));
    expect(split.status).toBe(201);
    await pay(split.body.id);
    await pay(split.body.id);
    const full = await createOrder(api.url, experienceOrder(eventId, buyer('Full'), { quantity: 2 }));
    expect(full.status).toBe(201);
    await pay(full.body.id);
    expect(await left(eventId)).toBe(0);

    // Refund after 2 of 4 instalments: more than the last instalment comes out of it first, then the first payment.
    const paidSplit = await orderOf(split.body.id);
    expect(paidSplit.status).toBe('PARTIALLY_PAID');
    const [first, second] = ['FIRST', 'INSTALLMENT_2'].map((purpose) =>
      paidSplit.payments.find((p) => p.purpose === purpose && p.status === 'SUCCEEDED')!,
    );
    expect(paidSplit.paid).toBe(first.amount + second.amount);
    const tooMuch = await admin(`/${split.body.id}/refunds`, { amount: paidSplit.refundable + 1, reason: 'Too much' });
    expect(tooMuch.status).toBe(400);
    const part = await admin<{ data: { amount: number; status: string } }>(`/${split.body.id}/refunds`, {
      amount: second.amount + 100,
      reason: 'Could not make the Saturday',
    });
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({ amount: second.amount + 100, status: 'SUCCEEDED' });
    const refunded = await orderOf(split.body.id);
    expect(refunded.refunded).toBe(second.amount + 100);
    expect(refunded.refunds).toHaveLength(1);
    expect(refunded.payments.find((p) => p.purpose === 'INSTALLMENT_2')?.refunded).toBe(second.amount);
    expect(refunded.payments.find((p) => p.purpose === 'FIRST')?.refunded).toBe(100);
    expect(refunded.tickets.map((t) => t.status)).toEqual(['VALID', 'VALID']);
    expect(await left(eventId), 'a part refund keeps the tickets').toBe(0);

    // Refund then cancel: the rest goes back, the tickets are void and on sale again at once.
    const cancelled = await admin<{ data: { status: string; refunded: number } }>(`/${split.body.id}/cancel`, {
      reason: 'Asked to cancel',
      refund: true,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', refunded: paidSplit.paid - second.amount - 100 });
    const after = await orderOf(split.body.id);
    expect(after).toMatchObject({ status: 'CANCELLED', refunded: paidSplit.paid, refundable: 0 });
    expect(after.tickets.map((t) => t.status)).toEqual(['VOID', 'VOID']);
    expect(await left(eventId)).toBe(2);
    const door = await call<{ result: string }>(`${api.url}/tickets/check-in`, { token, json: { code: after.tickets[0].code } });
    expect(door.body.result, 'the door refuses a cancelled ticket').toBe('VOID');
    expect((await admin(`/${split.body.id}/refunds`, { reason: 'Again' })).status, 'nothing left to refund').toBe(400);

    // Cancel with refund, in one step; then the freed seats sell again, and no further.
    const both = await admin<{ data: { status: string; refunded: number } }>(`/${full.body.id}/cancel`, {
      reason: 'Event moved',
      refund: true,
    });
    expect(both.status).toBe(200);
    expect(both.body.data.refunded).toBe((await orderOf(full.body.id)).paid);
    expect(await left(eventId)).toBe(4);
    const again = await createOrder(api.url, experienceOrder(eventId, buyer('Again'), { quantity: 4 }));
    expect(again.status).toBe(201);
    await pay(again.body.id);
    expect((await createOrder(api.url, experienceOrder(eventId, buyer('Late'), { quantity: 1 }))).status).toBe(409);

    await api.stop();
    await database.open(async (query) => {
      const state = await checkShopInvariants(query, [eventId]);
      expect(state.cancelledAfterSale.map((order) => order.id).sort()).toEqual([split.body.id, full.body.id].sort());
      const reminders = await query<{ count: number }>(
        `select count(*)::int as count from outbox x join orders o on o.id::text = x.payload->>'orderId'
          where x.kind = 'instalment-reminder' and o.cancelled_at is not null and x.created_at > o.cancelled_at`,
      );
      expect(reminders, 'no reminder after a cancellation').toEqual([{ count: 0 }]);
      const money = await query<{ paid: number; refunded: number }>(
        `select coalesce(sum(amount), 0)::int as paid, coalesce(sum(refunded), 0)::int as refunded from payments
          where order_id = any($1) and status = 'SUCCEEDED'`,
        [[split.body.id, full.body.id]],
      );
      expect(money[0].refunded, 'both cancelled orders wholly refunded').toBe(money[0].paid);
    });
  } catch (error) {
    console.error(api.log());
    throw error;
  } finally {
    await api.kill9();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
