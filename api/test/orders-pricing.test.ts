import { type DiscountFor, formatPounds, priceOrder } from '@shared/domain';
import { createTestApp, drivers, type TestApp } from './helpers';
import { addEvent, orderId, sandboxPath, type TestEvent } from './orders-helpers';

// Odd pence everywhere, so every rounding rule (25% deposit, 20% VAT, the instalment remainder) is hit.
const prices = { price: 3333, single: 4567, shared: 1999, discount: 777 };
const kinds = ['EXPERIENCE', 'PARTY'] as const;
const instalments = ['FULL', 'INSTALLMENT'] as const;
const rooms = ['SINGLE', 'SHARED'] as const;
const genders = ['MALE', 'FEMALE'] as const;
const discountTargets: DiscountFor[] = ['', 'MALE', 'FEMALE', 'BOTH'];
const quantities = [1, 3, 7];

const table = kinds.flatMap((kind) =>
  discountTargets.flatMap((discountFor) =>
    instalments.flatMap((instalment) =>
      rooms.flatMap((room) =>
        genders.flatMap((gender) => quantities.map((quantity) => ({ kind, discountFor, instalment, room, gender, quantity }))),
      ),
    ),
  ),
);

describe.each(drivers)('sandbox page amount on %s', (driver) => {
  let t: TestApp;
  const events = new Map<string, TestEvent>();
  beforeAll(async () => {
    // 192 orders from one buyer and address in a few seconds: the order limits have their own tests.
    t = await createTestApp(driver, { ORDER_RATE_LIMIT_PER_MINUTE: '100000', MAX_HELD_TICKETS_PER_BUYER: '100000' });
    for (const kind of kinds) {
      for (const discountFor of discountTargets) {
        events.set(`${kind}/${discountFor}`, await addEvent(t.database.db, kind, { ...prices, discountFor, capacity: 100_000 }));
      }
    }
  });
  afterAll(() => t.close());

  it(`equals priceOrder's charge for all ${table.length} combinations of kind x option x room x gender x discountFor x quantity`, async () => {
    const mismatches: string[] = [];
    for (const row of table) {
      const event = events.get(`${row.kind}/${row.discountFor}`)!;
      const id = await orderId(t, event, { quantity: row.quantity, installment: row.instalment, room: row.room, gender: row.gender });
      const page = await t.app.inject({ method: 'GET', url: await sandboxPath(t, id) });
      const shown = page.body.match(/data-testid="sandbox-amount">([^<]+)</)?.[1];
      const expected = priceOrder({
        kind: row.kind === 'PARTY' ? 'party' : 'experience',
        price: prices.price,
        accommodationPriceSingle: prices.single,
        accommodationPriceShared: prices.shared,
        discount: prices.discount,
        discountFor: row.discountFor,
        quantity: row.quantity,
        room: row.room,
        gender: row.gender,
        instalment: row.instalment,
      }).charge;
      if (shown !== formatPounds(expected)) mismatches.push(`${JSON.stringify(row)}: page ${shown}, pricing ${formatPounds(expected)}`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
