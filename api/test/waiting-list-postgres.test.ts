// The waiting list under concurrency on a real server: PGlite runs one transaction at a time, so
// these only mean something on PostgreSQL.
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { connect } from '../src/db/connect';
import { orders } from '../src/db/orders-schema';
import { waitingList } from '../src/db/waiting-list-schema';
import { offerFreedTickets } from '../src/waiting-list/offers';
import { createTestApp, describeOnPostgres, type TestApp } from './helpers';
import { orderPayload, placeOrder } from './orders-helpers';
import { claimOf, expireHold, joinList, soldOutEvent } from './waiting-list-helpers';

describeOnPostgres('the waiting list under concurrency on PostgreSQL', () => {
  let t: TestApp;
  /** A second API instance on the same database, with its own connection pool. */
  let second: { app: ReturnType<typeof buildApp>; db: TestApp['database']['db']; close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp('postgres', { ORDER_RATE_LIMIT_PER_MINUTE: '100000' });
    const database = await connect(t.config);
    const app = buildApp({ config: t.config, db: database.db });
    second = { app, db: database.db, close: async () => (await app.close(), await database.close()) };
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });
  const db = () => t.database.db;

  it('while an offer is live, 200 parallel buyers on two instances take none of its tickets, and the claim gets them', async () => {
    const { event, orderId } = await soldOutEvent(t, 3);
    await joinList(t, event, { email: 'waiting@example.com', quantity: 3 });
    await expireHold(t, orderId);
    // Two instances' jobs at once: the event lock makes one offer, not two.
    const offered = await Promise.all([offerFreedTickets(db(), event.id, 30), offerFreedTickets(second.db, event.id, 30)]);
    expect(offered.sort()).toEqual([0, 1]);
    const token = await claimOf(t, event);

    const buyers = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/order/create',
          payload: orderPayload(event, { email: `rush${i}@example.com` }),
        }),
      ),
    );
    const claim = placeOrder(t, orderPayload(event, { email: 'waiting@example.com', quantity: 3, waitingListClaim: token }));
    const [answers, claimed] = await Promise.all([buyers, claim]);
    expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 409)).toEqual([]);
    expect(claimed.statusCode).toBe(201);
    const held = await db().select().from(orders).where(eq(orders.eventId, event.id));
    expect(held.filter((order) => order.id !== orderId)).toMatchObject([{ id: claimed.json().id, quantity: 3 }]);
    const [entry] = await db().select().from(waitingList).where(eq(waitingList.eventId, event.id));
    expect(entry).toMatchObject({ status: 'CLAIMED', orderId: claimed.json().id });
  }, 60_000);

  it('one claim link used twice at once makes one order', async () => {
    const { event, orderId } = await soldOutEvent(t, 2);
    await joinList(t, event, { email: 'double@example.com', quantity: 2 });
    await expireHold(t, orderId);
    await offerFreedTickets(db(), event.id, 30);
    const token = await claimOf(t, event);
    const payload = orderPayload(event, { email: 'double@example.com', quantity: 2, waitingListClaim: token });
    const answers = await Promise.all(
      [t.app, second.app, t.app, second.app].map((app) => app.inject({ method: 'POST', url: '/api/order/create', payload })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400]);
  }, 60_000);
});
