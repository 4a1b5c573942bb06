import { sql } from 'drizzle-orm';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';
import { brokenConstraint, createTestApp, drivers, rowsOf, type TestApp } from './helpers';

// A payment of an order is for that order's event (migration 0022): the event lists count an
// event's tickets against its own cancelled orders alone, which is the same count only when it holds.
describe.each(drivers)('a payment of an order, on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver, { SEED_DEMO: '0' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("is for that order's event: the database refuses a payment moved to another event, and the order moved away from it", async () => {
    const db = t.database.db;
    const one = await addEvent(db, 'EXPERIENCE');
    const other = await addEvent(db, 'EXPERIENCE');
    const id = await orderId(t, one);
    await completeSandbox(t, await sandboxPath(t, id));
    expect(await rowsOf(db, sql`select id from transactions where order_id = ${id}`)).toHaveLength(1);

    expect(await brokenConstraint(db, sql`update transactions set product_id = ${other.id} where order_id = ${id}`)).toBe(
      'transactions_order_event_fk',
    );
    expect(await brokenConstraint(db, sql`update orders set event_id = ${other.id} where id = ${id}`)).toBe('transactions_order_event_fk');
    // The same statements keeping the event go through.
    expect(await brokenConstraint(db, sql`update transactions set product_id = ${one.id} where order_id = ${id}`)).toBeUndefined();
    expect(await brokenConstraint(db, sql`update orders set event_id = ${one.id} where id = ${id}`)).toBeUndefined();
  });
});
