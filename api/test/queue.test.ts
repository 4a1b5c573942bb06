// The on-sale queue through the API (docs/product-rules.md#on-sale-queue): joining, a browser's one
// place, admission at the set rate plus ended holds, the admission order create demands, and the
// early arrivals' random order.
import { QUEUE_MESSAGES, type QueueState, WAITING_ROOM_OPENS_MINUTES } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { orders } from '../src/db/orders-schema';
import { events } from '../src/db/schema';
import { createTestApp, drivers, tableCounts, type TestApp } from './helpers';
import { addEvent, orderPayload, placeOrder, type TestEvent } from './orders-helpers';
import { sharedRedisSuite } from './redis-suite';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const join = async (app: App, event: TestEvent, ticket?: string) =>
  app.inject({ method: 'POST', url: `/api/queue/${event.id}/join`, payload: ticket ? { ticket } : {}, remoteAddress: '10.9.0.1' });
const status = (app: App, event: TestEvent, ticket: string) =>
  app.inject({ method: 'GET', url: `/api/queue/${event.id}/status?ticket=${encodeURIComponent(ticket)}`, remoteAddress: '10.9.0.1' });
const stateOf = (response: { json(): unknown }) => (response.json() as { data: QueueState }).data;

describe.each(drivers)('the on-sale queue on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  // On sale a second ago at one buyer a minute: the first in line is through, the next waits.
  const queued = (sale: NonNullable<Parameters<typeof addEvent>[2]>['sale'] = {}) =>
    addEvent(db(), 'EXPERIENCE', { sale: { useQueue: true, admitPerMinute: 1, onSaleAt: new Date(Date.now() - 1000), ...sale } });

  it('lets the first visitor through with an admission token, and tells the next their place and wait', async () => {
    const event = await queued();
    const first = await join(t.app, event);
    expect(first.statusCode).toBe(200);
    expect(stateOf(first)).toMatchObject({ position: 0, admitted: true, waitingForOnSale: false, soldOut: false, estimatedWaitSeconds: 0 });
    expect(stateOf(first).admissionToken).toEqual(expect.any(String));

    const second = stateOf(await join(t.app, event));
    expect(second).toMatchObject({ position: 1, admitted: false, estimatedWaitSeconds: 60 });
    expect(second.admissionToken).toBeUndefined();
    // The same browser keeps its one place, whether it joins again or asks its status.
    expect(stateOf(await join(t.app, event, second.ticket))).toMatchObject({ ticket: second.ticket, position: 1 });
    expect(stateOf(await status(t.app, event, second.ticket))).toMatchObject({ ticket: second.ticket, position: 1, admitted: false });
  });

  it('takes a join with no body at all, as a plain POST sends it', async () => {
    const event = await queued();
    for (const headers of [{}, { 'content-length': '0' }]) {
      const response = await t.app.inject({ method: 'POST', url: `/api/queue/${event.id}/join`, headers, remoteAddress: '10.9.0.2' });
      expect(response.statusCode).toBe(200);
      expect(stateOf(response).ticket).toEqual(expect.any(String));
    }
  });

  it('takes an order for a queued event only with a valid admission to that event (403 otherwise, nothing written)', async () => {
    const event = await queued();
    const other = await queued();
    const { admissionToken } = stateOf(await join(t.app, event));
    const { admissionToken: otherToken } = stateOf(await join(t.app, other));
    const before = await tableCounts(db());
    for (const [token, message] of [
      [undefined, QUEUE_MESSAGES.admissionNeeded],
      ['not-a-token', QUEUE_MESSAGES.admissionInvalid],
      [otherToken, QUEUE_MESSAGES.admissionInvalid],
    ] as const) {
      const refused = await placeOrder(t, orderPayload(event, { admissionToken: token }), '10.9.1.1');
      expect([refused.statusCode, refused.json().message]).toEqual([403, message]);
    }
    expect(await tableCounts(db())).toEqual(before);
    expect((await placeOrder(t, orderPayload(event, { admissionToken }), '10.9.1.1')).statusCode).toBe(201);
  });

  it('lets one more through for every hold that ends', async () => {
    const event = await queued();
    const first = stateOf(await join(t.app, event));
    const second = stateOf(await join(t.app, event));
    expect(second.admitted).toBe(false);
    const placed = await placeOrder(t, orderPayload(event, { admissionToken: first.admissionToken }), '10.9.2.1');
    // Pending and held: nobody else yet. Once the hold ends (here it lapses), the next is through.
    expect(stateOf(await status(t.app, event, second.ticket)).admitted).toBe(false);
    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, placed.json().id));
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the queue's one-second reading
    expect(stateOf(await status(t.app, event, second.ticket))).toMatchObject({ admitted: true, position: 0 });
  });

  it('opens the waiting room 15 minutes before the on-sale time, and sells nothing before it', async () => {
    const early = await queued({ onSaleAt: minutesFromNow(WAITING_ROOM_OPENS_MINUTES + 5) });
    const tooEarly = await join(t.app, early);
    expect([tooEarly.statusCode, tooEarly.json().message]).toEqual([409, QUEUE_MESSAGES.roomNotOpen]);

    const soon = await queued({ onSaleAt: minutesFromNow(5) });
    const waiting = stateOf(await join(t.app, soon));
    expect(waiting).toMatchObject({ position: 1, admitted: false, waitingForOnSale: true });
    expect(waiting.estimatedWaitSeconds).toBeGreaterThanOrEqual(5 * 60 - 2);
    const refused = await placeOrder(t, orderPayload(soon), '10.9.3.1');
    expect([refused.statusCode, refused.json().message]).toEqual([400, QUEUE_MESSAGES.notOnSale]);
  });

  it('tells everyone waiting once the event is sold out', async () => {
    const event = await queued({ admitPerMinute: 1 });
    const first = stateOf(await join(t.app, event));
    const waiting = stateOf(await join(t.app, event));
    await db().update(events).set({ capacity: 1 }).where(eq(events.id, event.id));
    await placeOrder(t, orderPayload(event, { admissionToken: first.admissionToken }), '10.9.4.1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(stateOf(await status(t.app, event, waiting.ticket))).toMatchObject({ soldOut: true, admitted: false });
  });

  it('answers readable errors: unknown ticket 404, unknown event 404, an event without a queue 409, a bad id 400', async () => {
    const event = await queued();
    expect((await status(t.app, event, 'nobody')).json()).toMatchObject({ statusCode: 404, message: QUEUE_MESSAGES.unknownTicket });
    const unknown = { id: '00000000-0000-4000-8000-000000000000', type: 'EXPERIENCE' as const };
    expect((await join(t.app, unknown)).statusCode).toBe(404);
    const plain = await addEvent(db(), 'PARTY');
    expect((await join(t.app, plain)).json()).toMatchObject({ statusCode: 409, message: QUEUE_MESSAGES.notQueued });
    expect((await t.app.inject({ method: 'POST', url: '/api/queue/not-an-id/join', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/queue/${event.id}/status` })).statusCode).toBe(400);
  });
});

describe('the queue shared by API processes through Redis', () => {
  const s = sharedRedisSuite();

  it('gives one line to every process, and keeps it when a process restarts', async () => {
    const event = await addEvent(s.t.database.db, 'PARTY', {
      sale: { useQueue: true, admitPerMinute: 1, onSaleAt: new Date(Date.now() - 1000) },
    });
    const first = stateOf(await join(s.t.app, event));
    const second = stateOf(await join(s.other, event));
    expect([first.admitted, second.position]).toEqual([true, 1]);
    // The other process knows the first one's ticket, and its admission is good on either.
    expect(stateOf(await status(s.other, event, first.ticket))).toMatchObject({ admitted: true });
    // A process gone and a new one started: every place is still there.
    await s.restartOther();
    expect(stateOf(await status(s.other, event, second.ticket))).toMatchObject({ ticket: second.ticket, position: 1 });
    const order = await placeOrder({ ...s.t, app: s.other }, orderPayload(event, { admissionToken: first.admissionToken }), '10.9.5.1');
    expect(order.statusCode).toBe(201);
  });
});
