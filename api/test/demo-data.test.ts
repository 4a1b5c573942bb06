import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { admins, events, merchandiseItems, orders, payments, tickets, transactions } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { findDemoData } from '../src/seed/demo-rows';
import { seedExperiences } from '../src/seed/events';
import { demoIds } from '../src/seed/ids';
import { describeRemoval, removeDemoData } from '../src/seed/remove-demo';
import { retireDemoData } from '../src/seed/retire-demo';
import {
  adminToken,
  bearer,
  createTestApp,
  drivers,
  login,
  TEST_JWT_SECRET,
  TEST_TICKET_SIGNING_KEY,
  type TestApp,
  tableCounts,
} from './helpers';
import { demoCounts, nothingSeeded } from './demo-counts';
import { addEvent, orderId } from './orders-helpers';

const OWNER = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'a long production password' };
const PRODUCTION = { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox', TICKET_SIGNING_KEY: TEST_TICKET_SIGNING_KEY, ...OWNER };

describe.each(drivers)('demo data on %s', (driver) => {
  describe('a production seed', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver, PRODUCTION);
    });
    afterAll(() => t.close());

    it('writes the configured admin and not one demo row or demo picture', async () => {
      const counts = await tableCounts(t.database.db);
      const written = Object.entries(counts).filter(([table, n]) => n > 0 && !table.includes('migrations'));
      // The admin, and the team's rules that the migration writes (docs/product-rules.md#roles).
      expect(written).toEqual([
        ['admins', 1],
        ['team_settings', 1],
      ]);
      expect((await t.database.db.select({ email: admins.email }).from(admins)).map((row) => row.email)).toEqual([OWNER.ADMIN_EMAIL]);
      await expect(access(join(t.config.uploadsDir, 'seed'))).rejects.toThrow();
      expect(await seed(t.database.db, t.config)).toEqual(nothingSeeded);
    });
  });

  describe('a production start on a database first started in development', () => {
    let t: TestApp;
    let production: ReturnType<typeof buildApp>;
    let developmentToken: string;
    const warnings: { details: object; message: string }[] = [];

    beforeAll(async () => {
      t = await createTestApp(driver);
      const signedIn = await login(t.app, '10.9.0.1');
      expect(signedIn.statusCode).toBe(200);
      developmentToken = signedIn.json().token;

      // What server.ts does when started with NODE_ENV=production on the same database.
      const config = loadConfig({ ...PRODUCTION, JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: t.config.dataDir, DATABASE_URL: 'memory://' });
      await seed(t.database.db, config);
      await retireDemoData(t.database.db, { warn: (details, message) => warnings.push({ details, message }) });
      production = buildApp({ config, db: t.database.db });
    });
    afterAll(async () => {
      await production.close();
      await t.close();
    });

    it('refuses the demo admin: its password no longer signs in and its old session ends', async () => {
      const refused = await login(production, '10.9.0.2');
      expect(refused.statusCode).toBe(401);
      const me = await production.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(developmentToken) });
      expect(me.statusCode).toBe(401);
      expect((await login(production, '10.9.0.3', OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD)).statusCode).toBe(200);
    });

    it('says in the log that demo data is there, and the command that removes it', () => {
      expect(warnings).toHaveLength(1);
      expect(warnings[0].message).toBe(
        'This production database holds demo data from a development start (the disabled demo admin, ' +
          `${demoCounts.experiences} experiences, ${demoCounts.parties} parties, ${demoCounts.transactions} payments, ` +
          `${demoCounts.merchandiseItems} merchandise items, ${demoCounts.merchandiseOrders} merchandise orders). ` +
          'The demo admin admin@example.com cannot sign in. Remove the demo data with: npm run db:remove-demo -w api',
      );
      expect(warnings[0].details).toEqual({ demoData: { admin: 'disabled', ...demoCounts } });
    });

    it('disables the admin once: a second production start ends no further sessions', async () => {
      const [before] = await t.database.db.select().from(admins).where(eq(admins.email, 'admin@example.com'));
      await retireDemoData(t.database.db, { warn: () => undefined });
      const [after] = await t.database.db.select().from(admins).where(eq(admins.email, 'admin@example.com'));
      expect(after.tokenVersion).toBe(before.tokenVersion);
      expect(after.passwordHash).toBe(before.passwordHash);
    });
  });

  describe('development', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver);
    });
    afterAll(() => t.close());

    it('keeps the demo admin usable and reports the demo rows as there', async () => {
      expect((await login(t.app, '10.9.1.1')).statusCode).toBe(200);
      expect(await findDemoData(t.database.db)).toEqual({ admin: 'active', ...demoCounts });
    });
  });

  describe('removing the demo data', () => {
    let t: TestApp;
    let real: Awaited<ReturnType<typeof addRealData>>;
    beforeAll(async () => {
      t = await createTestApp(driver);
      real = await addRealData(t);
    });
    afterAll(() => t.close());

    it('removes exactly the demo rows, keeping demo events that buyers paid for, and says what it did', async () => {
      const { db } = t.database;
      const before = await tableCounts(db);
      const removal = await removeDemoData(db, { force: false, configuredAdminEmail: 'owner@shop.test' });

      const paidEvent = seedExperiences[0];
      expect(removal.kept).toEqual([{ kind: 'experience', id: demoIds.experiences[0], title: paidEvent.title, paidOrders: 1 }]);
      expect(removal.removed).toEqual({
        admin: 1,
        experiences: demoCounts.experiences - 1,
        parties: demoCounts.parties,
        transactions: demoCounts.transactions,
        merchandiseItems: demoCounts.merchandiseItems - 1,
        merchandiseOrders: demoCounts.merchandiseOrders,
        orders: 1,
        payments: 1,
        tickets: 0,
        instalments: 0,
        emails: 0,
        seedMarks: 3,
      });
      const after = await tableCounts(db);
      const change = Object.fromEntries(
        Object.keys(before)
          .map((table) => [table, after[table] - before[table]])
          .filter(([, n]) => n !== 0),
      );
      expect(change).toEqual({
        admins: -1,
        events: -(demoCounts.experiences - 1 + demoCounts.parties),
        transactions: -demoCounts.transactions,
        merchandise_items: -(demoCounts.merchandiseItems - 1),
        merchandise_orders: -demoCounts.merchandiseOrders,
        orders: -1,
        payments: -1,
        seed_marks: -3,
      });

      // Every real row is still there.
      expect(
        await db
          .select({ id: events.id })
          .from(events)
          .where(inArray(events.id, [real.experience, real.party])),
      ).toHaveLength(2);
      expect(
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(inArray(orders.id, [real.orderOfRealEvent, real.paidOrderOfDemoEvent])),
      ).toHaveLength(2);
      expect((await db.select({ id: merchandiseItems.id }).from(merchandiseItems)).map((row) => row.id)).toEqual([real.merchandiseItem]);
      expect(await db.select().from(admins).where(eq(admins.email, 'owner@shop.test'))).toHaveLength(1);
      expect(await findDemoData(db)).toEqual({
        admin: 'absent',
        experiences: 1,
        parties: 0,
        transactions: 0,
        merchandiseItems: 0,
        merchandiseOrders: 0,
      });

      expect(describeRemoval(removal)).toEqual([
        `Removed the demo data: ${demoCounts.experiences - 1} experiences, ${demoCounts.parties} parties, ` +
          `${demoCounts.transactions} payment records, ` +
          `${demoCounts.merchandiseItems - 1} merchandise items, ${demoCounts.merchandiseOrders} merchandise orders, the demo admin.`,
        'With the removed demo events went what was bought for them: 1 order, 1 payment attempt.',
        'Kept 1 demo event that buyers have paid for:',
        `  experience "${paidEvent.title}" (${demoIds.experiences[0]}): 1 paid order`,
        'Run again with --force to remove them too, with their orders, payments and tickets.',
      ]);
    });

    it('with force, also removes a paid-for demo event with its orders, payments and tickets; then nothing is left to remove', async () => {
      const { db } = t.database;
      const removal = await removeDemoData(db, { force: true, configuredAdminEmail: 'owner@shop.test' });
      expect(removal.kept).toEqual([]);
      expect(removal.removed).toMatchObject({ experiences: 1, orders: 1, payments: 1, tickets: 1, transactions: 1 });
      expect(await db.select().from(orders).where(eq(orders.id, real.paidOrderOfDemoEvent))).toEqual([]);
      expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.id, real.orderOfRealEvent))).toHaveLength(1);
      expect(await findDemoData(db)).toEqual({
        admin: 'absent',
        experiences: 0,
        parties: 0,
        transactions: 0,
        merchandiseItems: 0,
        merchandiseOrders: 0,
      });

      const again = await removeDemoData(db, { force: true, configuredAdminEmail: 'owner@shop.test' });
      expect(describeRemoval(again)).toEqual(['No demo data to remove.']);
    });

    it('keeps the demo admin when it is the configured admin (development)', async () => {
      const fresh = await createTestApp(driver);
      try {
        const removal = await removeDemoData(fresh.database.db, { force: false, configuredAdminEmail: 'admin@example.com' });
        expect(removal.removed.admin).toBe(0);
        expect((await login(fresh.app, '10.9.2.1')).statusCode).toBe(200);
      } finally {
        await fresh.close();
      }
    });
  });
});

/**
 * What a shop adds to a development database before going live: its own events, an order for one
 * of them, an order for a demo event someone paid for (with its payment, ticket and transaction),
 * an unpaid order for another demo event, a second admin, and a merchandise item that took the id
 * of a demo item an admin had deleted.
 */
async function addRealData(t: TestApp) {
  const { db } = t.database;
  const experience = (await addEvent(db, 'EXPERIENCE')).id;
  const party = (await addEvent(db, 'PARTY')).id;
  const orderOfRealEvent = await orderId(t, { id: experience, type: 'EXPERIENCE' });

  const paidOrderOfDemoEvent = await orderId(t, { id: demoIds.experiences[0], type: 'EXPERIENCE' }, { email: 'paid@buyer.test' });
  const [paid] = await db.update(orders).set({ status: 'PAID', paidAt: new Date() }).where(eq(orders.id, paidOrderOfDemoEvent)).returning();
  await db
    .insert(payments)
    .values({ orderId: paid.id, provider: 'stripe', mode: 'sandbox', purpose: 'FIRST', amount: paid.charge, status: 'SUCCEEDED' });
  await db.insert(tickets).values({ orderId: paid.id, code: 'REAL-TICKET-1', attendeeName: 'Ada Obi' });
  await db.insert(transactions).values({
    orderId: paid.id,
    productType: 'Experience',
    productId: paid.eventId,
    productName: 'A demo experience',
    payerEmail: paid.email,
    payerFirstName: paid.firstName,
    payerLastName: paid.lastName,
    payerPhoneNumber: paid.phoneNumber,
    paymentMethod: 'Stripe',
    date: new Date(),
    amountPaid: paid.charge,
    totalAmount: paid.total,
    individualPrice: paid.unitPrice,
    quantity: paid.quantity,
    gender: paid.gender,
    room: paid.room,
    instalment: 'FULL',
    instalmentType: 'FULL',
    status: 'SUCCESS',
  });

  const unpaid = await orderId(t, { id: demoIds.experiences[1], type: 'EXPERIENCE' }, { email: 'unpaid@buyer.test' });
  await db.insert(payments).values({ orderId: unpaid, provider: 'stripe', mode: 'sandbox', purpose: 'FIRST', amount: 100 });

  await db.insert(admins).values({ email: 'owner@shop.test', name: 'Owner', passwordHash: 'x' });

  const auth = bearer(await adminToken(t));
  const last = Math.max(...demoIds.merchandiseItems);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/merchandise/${last}`, headers: auth })).statusCode).toBe(204);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/merchandise',
    headers: auth,
    payload: { title: 'Real Tee', price: 2000, description: 'Ours.', image: '', variants: [] },
  });
  expect(created.statusCode).toBe(201);
  // A new item takes the highest id + 1: the id the deleted demo item had.
  expect(created.json().id).toBe(last);
  return { experience, party, orderOfRealEvent, paidOrderOfDemoEvent, merchandiseItem: last };
}
