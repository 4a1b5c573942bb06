// A promo code's uses under concurrency: PGlite runs one transaction at a time, so this only means
// something on PostgreSQL (orders/LOCKING.md, the code's row lock after the event's).
import { PROMO_MESSAGES } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { connect } from '../src/db/connect';
import { orders } from '../src/db/orders-schema';
import { adminToken, bearer, createTestApp, describeOnPostgres, type TestApp } from './helpers';
import { addEvent, orderPayload } from './orders-helpers';

describeOnPostgres('promo code uses under concurrency on PostgreSQL', () => {
  let t: TestApp;
  /** A second API instance on the same database, with its own connection pool. */
  let second: { app: ReturnType<typeof buildApp>; close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp('postgres', { ORDER_RATE_LIMIT_PER_MINUTE: '100000' });
    const database = await connect(t.config);
    const app = buildApp({ config: t.config, db: database.db });
    second = { app, close: async () => (await app.close(), await database.close()) };
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });
  const db = () => t.database.db;

  const newCode = async (code: string, maxUses: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: bearer(await adminToken(t)),
      payload: { code, kind: 'PERCENT', value: 20, maxUses },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  };

  it('30 buyers at once, on two API instances, on two events, use a code of 10 uses exactly 10 times', async () => {
    const id = await newCode('RUSH10', 10);
    const events = [await addEvent(db(), 'PARTY'), await addEvent(db(), 'EXPERIENCE')];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/order/create',
          payload: { ...orderPayload(events[i % 3 ? 0 : 1], { email: `rush${i}@example.com` }), promoCode: 'rush10' },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(20);
    for (const answer of refused) expect([answer.statusCode, answer.json().message]).toEqual([400, PROMO_MESSAGES.usedUp]);
    expect(await db().select().from(orders).where(eq(orders.promoCodeId, id))).toHaveLength(10);

    // A hold that runs out gives its use back, and one more buyer gets it.
    const [held] = await db().select().from(orders).where(eq(orders.promoCodeId, id)).limit(1);
    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, held.id));
    const again = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/order/create',
          payload: { ...orderPayload(events[0], { email: `late${i}@example.com` }), promoCode: 'RUSH10' },
        }),
      ),
    );
    expect(again.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
  }, 60_000);
});
