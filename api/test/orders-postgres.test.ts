// Concurrency on a real server: PGlite runs one transaction at a time, so these only mean
// something on PostgreSQL.
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { buildApp } from '../src/app';
import { connect, type Db } from '../src/db/connect';
import { instalments, orders, outbox, payments } from '../src/db/orders-schema';
import { remindInstalments } from '../src/jobs/remind-instalments';
import { drainOutbox } from '../src/jobs/drain-outbox';
import { createMailTransport } from '../src/mail/transport';
import { createTestApp, describeOnPostgres, tableCounts, type TestApp, outboxConfig } from './helpers';
import { seed } from '../src/seed/seed';
import { addEvent, completeSandbox, orderId, orderPayload, placeOrder, sandboxPath } from './orders-helpers';
import { smtpServer } from './smtp';

describeOnPostgres('orders under concurrency on PostgreSQL', () => {
  let t: TestApp;
  /** A second API instance on the same database, with its own connection pool. */
  let second: { app: ReturnType<typeof buildApp>; close(): Promise<void> };
  beforeAll(async () => {
    // Hundreds of buyers from the test's one address: the order rate limit has its own tests.
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

  it('500 concurrent buyers of one ticket each, on two API instances, hold exactly the 10 tickets there are', async () => {
    const event = await addEvent(db(), 'PARTY', { capacity: 10 });
    const payload = orderPayload(event);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/order/create',
          payload: { ...payload, email: `buyer${i}@example.com` },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(490);
    const held = await db().select().from(orders).where(eq(orders.eventId, event.id));
    expect(held.reduce((sum, order) => sum + order.quantity, 0)).toBe(10);
    expect((await placeOrder(t, payload)).json()).toMatchObject({ statusCode: 409, message: 'This event is sold out.' });
  }, 60_000);

  it('one buyer ordering 60 times at once, on two API instances, never holds more than the per-buyer cap', async () => {
    const event = await addEvent(db(), 'EXPERIENCE', { capacity: 500 });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/order/create',
          payload: orderPayload(event, { email: i % 3 ? 'greedy@example.com' : 'GREEDY@example.com', quantity: 1 + (i % 3) }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 201 && answer.statusCode !== 409)).toEqual([]);
    const held = await db().select().from(orders).where(eq(orders.eventId, event.id));
    const tickets = held.reduce((sum, order) => sum + order.quantity, 0);
    expect(tickets).toBeLessThanOrEqual(10);
    // Refused only for the cap: every order that still fitted under it was taken.
    expect(tickets).toBeGreaterThanOrEqual(9);
  }, 60_000);

  it('concurrent payment starts of one order, on two API instances, leave at most one attempt open', async () => {
    const event = await addEvent(db(), 'EXPERIENCE');
    const same = await orderId(t, event, { email: 'twice@example.com' });
    const start = (app: typeof t.app, id: string, provider: 'stripe' | 'paypal') =>
      app.inject({ method: 'POST', url: provider === 'stripe' ? `/api/stripe/checkout/${id}` : `/api/pay/${id}` });
    const repeated = await Promise.all(Array.from({ length: 30 }, (_, i) => start(i % 2 ? second.app : t.app, same, 'stripe')));
    expect(new Set(repeated.map((answer) => answer.json().redirectUrl)).size).toBe(1);
    expect(await db().select().from(payments).where(eq(payments.orderId, same))).toHaveLength(1);

    const switching = await orderId(t, event, { email: 'switch@example.com' });
    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, i) => start(i % 2 ? second.app : t.app, switching, i % 3 ? 'stripe' : 'paypal')),
    );
    expect(mixed.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 409)).toEqual([]);
    const rows = await db().select().from(payments).where(eq(payments.orderId, switching));
    expect(rows.filter((row) => row.status === 'PENDING')).toHaveLength(1);
    expect(rows.length).toBeLessThanOrEqual(t.config.orders.maxPaymentAttemptsPerOrder);
  }, 60_000);

  it('two workers on one database send every queued e-mail exactly once', async () => {
    const smtp = await smtpServer();
    const other = await connect(t.config);
    try {
      const event = await addEvent(db(), 'EXPERIENCE');
      const ids: string[] = [];
      for (let i = 0; i < 24; i++) {
        const id = await orderId(t, event);
        await completeSandbox(t, await sandboxPath(t, id));
        ids.push(id);
      }
      const queued = await db().select().from(outbox);
      expect(queued.filter((row) => ids.includes((row.payload as { orderId: string }).orderId))).toHaveLength(24);

      const worker = (database: Db) => {
        const transport = createMailTransport({ from: 'tickets@example.com', smtpUrl: smtp.url, outboxDir: '/nonexistent' });
        return drainOutbox({ db: database, transport, ...outboxConfig(t) }).finally(() => transport.close());
      };
      const [a, b] = await Promise.all([worker(db()), worker(other.db)]);
      expect(a.failed + b.failed).toBe(0);
      expect(a.sent + b.sent).toBe(queued.length);
      const texts = await Promise.all(smtp.received.map(async (raw) => (await simpleParser(raw)).text ?? ''));
      expect(texts).toHaveLength(queued.length);
      const references = await db().select({ reference: orders.reference }).from(orders).where(inArray(orders.id, ids));
      expect(references).toHaveLength(ids.length);
      for (const { reference } of references) expect(texts.filter((text) => text.includes(`Order: ${reference}`))).toHaveLength(1);
      const left = await db()
        .select()
        .from(outbox)
        .where(inArray(outbox.status, ['PENDING']));
      expect(left).toHaveLength(0);
    } finally {
      await other.close();
      await smtp.stop();
    }
  }, 60_000);

  it('two instances running the reminder job at once queue one reminder per order', async () => {
    const other = await connect(t.config);
    try {
      const event = await addEvent(db(), 'EXPERIENCE');
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const id = await orderId(t, event, { installment: 'INSTALLMENT' });
        await completeSandbox(t, await sandboxPath(t, id));
        ids.push(id);
      }
      await db()
        .update(instalments)
        .set({ dueDate: sql`current_date + 1` })
        .where(inArray(instalments.orderId, ids));
      const runs = await Promise.all([db(), other.db, db(), other.db].map((database) => remindInstalments(database)));
      expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(ids.length);
      const reminders = await db().select().from(outbox).where(eq(outbox.kind, 'instalment-reminder'));
      for (const id of ids) expect(reminders.filter((row) => (row.payload as { orderId: string }).orderId === id)).toHaveLength(1);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describeOnPostgres('API instances starting together on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('run their start-up work one after the other, and migrating and seeding twice at once adds nothing', async () => {
    const instances = await Promise.all([connect(t.config), connect(t.config)]);
    try {
      const before = await tableCounts(t.database.db);
      const spans: { start: number; end: number }[] = [];
      await Promise.all(
        instances.map((instance) =>
          instance.exclusively(async () => {
            const start = performance.now();
            await instance.migrate();
            await seed(instance.db, t.config);
            await new Promise((resolve) => setTimeout(resolve, 150));
            spans.push({ start, end: performance.now() });
          }),
        ),
      );
      const [first, second] = spans.sort((a, b) => a.start - b.start);
      expect(second.start).toBeGreaterThanOrEqual(first.end);
      expect(await tableCounts(t.database.db)).toEqual(before);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
