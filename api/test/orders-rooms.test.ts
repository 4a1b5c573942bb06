import { priceOrder } from '@shared/domain';
import { createTestApp, drivers, tableCounts, type TestApp } from './helpers';
import { orderRows } from './order-rows';
import { addEvent, completeSandbox, orderPayload, placeOrder, sandboxPath } from './orders-helpers';

// Events without rooms (both room prices 0) book room NONE; events with rooms need one chosen
// (docs/product-rules.md#rooms).
describe.each(drivers)('rooms on %s', (driver) => {
  let t: TestApp;
  const { orderRow, transactionsOf } = orderRows(() => t.database.db);
  beforeAll(async () => {
    t = await createTestApp(driver, { ORDER_RATE_LIMIT_PER_MINUTE: '100000', MAX_HELD_TICKETS_PER_BUYER: '100000' });
  });
  afterAll(() => t.close());

  const priced = (kind: 'party' | 'experience', price: number, quantity: number) =>
    priceOrder({
      kind,
      price,
      accommodationPriceSingle: 0,
      accommodationPriceShared: 0,
      discount: 0,
      discountFor: '',
      quantity,
      room: 'NONE',
      gender: 'FEMALE',
      instalment: 'FULL',
    });

  it.each([
    ['an experience', 'EXPERIENCE'],
    ['a party', 'PARTY'],
  ] as const)('%s without rooms takes room NONE, priced with no room, and pays as NONE', async (_, type) => {
    const event = await addEvent(t.database.db, type, { price: 3333, single: 0, shared: 0 });
    const response = await placeOrder(t, orderPayload(event, { room: 'NONE', quantity: 2 }));
    expect(response.statusCode).toBe(201);
    const order = await orderRow(response.json().id);
    const expected = priced(type === 'PARTY' ? 'party' : 'experience', 3333, 2);
    expect(order).toMatchObject({ room: 'NONE', accommodationUnit: 0, total: expected.total, vat: expected.vat, charge: expected.charge });
    expect(order.total).toBe(6666);

    expect((await completeSandbox(t, await sandboxPath(t, order.id))).statusCode).toBe(303);
    expect(await transactionsOf(order.id)).toEqual([expect.objectContaining({ room: 'NONE', roomCost: 0, amountPaid: expected.charge })]);
  });

  it('a room sent for an event without rooms is not booked: the order is NONE and costs no room', async () => {
    const event = await addEvent(t.database.db, 'PARTY', { price: 4000, single: 0, shared: 0 });
    const response = await placeOrder(t, orderPayload(event, { room: 'SINGLE' }));
    expect(response.statusCode).toBe(201);
    expect(await orderRow(response.json().id)).toMatchObject({ room: 'NONE', accommodationUnit: 0, total: 4000 });
  });

  it.each([
    ['both room prices', { single: 4000, shared: 1500 }],
    ['only a shared room price', { single: 0, shared: 1500 }],
  ])('an event with %s refuses room NONE with a readable 400 and writes nothing', async (_, rooms) => {
    const event = await addEvent(t.database.db, 'EXPERIENCE', rooms);
    const before = await tableCounts(t.database.db);
    const response = await placeOrder(t, orderPayload(event, { room: 'NONE' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Please select a room type.' });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });
});
