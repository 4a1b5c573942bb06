// Shared by the order test files: events with known prices, and the calls a checkout makes.
import type { DiscountFor, EventStatus, OrderPayloadInput } from '@shared/domain';
import type { Db } from '../src/db/connect';
import { events } from '../src/db/schema';
import type { TestApp } from './helpers';

export interface TestEvent {
  id: string;
  type: 'EXPERIENCE' | 'PARTY';
}

const images = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'];

/** An open event 60 days ahead, with the given prices and capacity. */
export async function addEvent(
  db: Db,
  type: 'EXPERIENCE' | 'PARTY',
  fields: Partial<{
    price: number;
    single: number;
    shared: number;
    discount: number;
    discountFor: DiscountFor;
    capacity: number;
    status: EventStatus;
    /** The sale rush settings, as the events table has them. */
    sale: Partial<Pick<typeof events.$inferInsert, 'onSaleAt' | 'useQueue' | 'admitPerMinute' | 'maxPerOrder' | 'maxPerEmail'>>;
  }> = {},
): Promise<TestEvent> {
  const common = {
    title: `${type === 'PARTY' ? 'Party' : 'Experience'} ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A test event',
    address: '1 Test Street, London',
    price: fields.price ?? 2500,
    accommodationPriceSingle: fields.single ?? 4000,
    accommodationPriceShared: fields.shared ?? 1500,
    images,
    posterImage: '/uploads/poster.png',
    capacity: fields.capacity ?? 500,
    status: fields.status ?? 'OPEN',
    instalmentDeadline: '2099-01-01',
    ...fields.sale,
  };
  const [row] = await db
    .insert(events)
    .values(
      type === 'EXPERIENCE'
        ? { ...common, kind: type, day: '2099-01-15', time: '18:30', eventPackage: ['Dinner'] }
        : {
            ...common,
            kind: type,
            day: '2099-01-15',
            time: '21:00',
            discount: fields.discount ?? 0,
            discountFor: fields.discountFor ?? '',
          },
    )
    .returning({ id: events.id });
  return { id: row.id, type };
}

export function orderPayload(event: TestEvent, overrides: Partial<OrderPayloadInput> & { quantity?: number } = {}): OrderPayloadInput {
  const { quantity = 1, ...rest } = overrides;
  return {
    type: event.type,
    items: [event.type === 'PARTY' ? { partyId: event.id, quantity } : { experienceId: event.id, quantity }],
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phoneNumber: '447700900123',
    address: '2 Buyer Road, London',
    installment: 'FULL',
    paymentType: 'Stripe',
    room: 'SHARED',
    gender: 'FEMALE',
    ...rest,
  };
}

export async function placeOrder(t: TestApp, payload: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/order/create', payload: payload as object, remoteAddress });
}

/** Creates the order and answers its id; fails the test when it is refused. */
export async function orderId(t: TestApp, event: TestEvent, overrides: Parameters<typeof orderPayload>[1] = {}): Promise<string> {
  const response = await placeOrder(t, orderPayload(event, overrides));
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

export const startUrl = (provider: 'stripe' | 'paypal', id: string) =>
  provider === 'stripe' ? `/api/stripe/checkout/${id}` : `/api/pay/${id}`;

export async function startPayment(t: TestApp, id: string, provider: 'stripe' | 'paypal' = 'stripe') {
  return t.app.inject({ method: 'POST', url: startUrl(provider, id) });
}

/** Starts a sandbox payment and answers the sandbox page's path. */
export async function sandboxPath(t: TestApp, id: string, provider: 'stripe' | 'paypal' = 'stripe'): Promise<string> {
  const response = await startPayment(t, id, provider);
  expect(response.statusCode).toBe(200);
  return response.json().redirectUrl;
}

/** Presses 'Complete test payment'. */
export async function completeSandbox(t: TestApp, page: string) {
  return t.app.inject({
    method: 'POST',
    url: `${page}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}
