import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { admins, events, merchandiseItems, merchandiseOrders, transactions } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { type SeedEvent, seedExperiences, seedParties } from '../src/seed/events';
import { createTestApp, drivers, type TestApp } from './helpers';
import { nothingSeeded } from './demo-counts';

describe('seed data', () => {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it.each([
    ['experiences', seedExperiences],
    ['parties', seedParties],
  ] as [string, SeedEvent[]][])('has at least 5 open and 2 closed %s with 40-80 word descriptions', (_, events) => {
    expect(events.filter((event) => event.daysFromNow > 0).length).toBeGreaterThanOrEqual(5);
    expect(events.filter((event) => event.daysFromNow < 0).length).toBeGreaterThanOrEqual(2);
    const badLength = events.filter((event) => words(event.description) < 40 || words(event.description) > 80);
    expect(badLength.map((event) => event.title)).toEqual([]);
    expect(events.every((event) => Number.isInteger(event.price) && event.price > 0)).toBe(true);
    expect(new Set(events.map((event) => event.slug)).size).toBe(events.length);
  });

  it('covers every party discount target', () => {
    expect(new Set(seedParties.map((party) => party.discountFor))).toEqual(new Set(['MALE', 'FEMALE', 'BOTH', '']));
  });

  it('gives every experience packages', () => {
    expect(seedExperiences.every((experience) => experience.eventPackage.length > 0)).toBe(true);
  });
});

describe.each(drivers)('seed on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const counts = async () => {
    const { db } = t.database;
    const [[a], [e], [p]] = await Promise.all([
      db.select({ n: count() }).from(admins),
      db.select({ n: count() }).from(events).where(eq(events.kind, 'EXPERIENCE')),
      db.select({ n: count() }).from(events).where(eq(events.kind, 'PARTY')),
    ]);
    return { admins: a.n, experiences: e.n, parties: p.n };
  };

  it('is idempotent: running it again inserts nothing', async () => {
    const before = await counts();
    expect(before).toEqual({ admins: 1, experiences: seedExperiences.length, parties: seedParties.length });
    expect(await seed(t.database.db, t.config)).toEqual(nothingSeeded);
    expect(await counts()).toEqual(before);
  });

  it('draws 1200x800 images and a 1300x406 poster as local SVG files', async () => {
    const [first] = await t.database.db.select().from(events).limit(1);
    const file = (url: string) => readFile(join(t.config.uploadsDir, url.replace('/uploads/', '')), 'utf8');
    expect(await file(first.images[0])).toMatch(/^<svg [^>]*width="1200" height="800"/);
    expect(await file(first.posterImage)).toMatch(/^<svg [^>]*width="1300" height="406"/);
    expect(await file(first.images[0])).toContain('<linearGradient');
  });

  it('seeds the 8 merchandise items with ids 1-8, at least 25 orders of every status and a year of payments', async () => {
    const { db } = t.database;
    expect((await db.select().from(merchandiseItems)).map((item) => item.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const orders = await db.select().from(merchandiseOrders);
    expect(orders.length).toBeGreaterThanOrEqual(25);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['Pending', 'Confirmed', 'Delivered']));
    expect(orders.every((order) => order.deliveryDate > order.date && order.amount > 0)).toBe(true);

    const payments = await db.select().from(transactions);
    const months = new Set(payments.map((payment) => payment.date.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    const yearAgo = Date.now() - 366 * 86_400_000;
    expect(payments.every((payment) => payment.date.getTime() > yearAgo && payment.date.getTime() < Date.now())).toBe(true);
  });

  it('makes the same demo history on every run, priced like a checkout', async () => {
    const { seedTransactions } = await import('../src/seed/transactions');
    const history = seedExperiences.map((event) => ({ id: event.slug, event: { ...event, kind: 'EXPERIENCE' as const } }));
    const now = new Date('2026-06-01T12:00:00.000Z');
    const first = seedTransactions(history, now, String);
    expect(seedTransactions(history, now, String)).toEqual(first);
    const { priceOrder } = await import('@shared/domain');
    for (const row of first.slice(0, 10)) {
      const event = seedExperiences.find((candidate) => candidate.slug === row.productId)!;
      const price = priceOrder({
        kind: 'experience',
        price: event.price,
        accommodationPriceSingle: event.accommodationPriceSingle,
        accommodationPriceShared: event.accommodationPriceShared,
        quantity: row.quantity,
        room: row.room as 'SINGLE',
        gender: row.gender as 'MALE',
        instalment: row.instalment as 'FULL',
      });
      expect([row.amountPaid, row.totalAmount]).toEqual([price.charge, price.total]);
      // Bought before the event took place.
      expect(row.date.getTime()).toBeLessThan(now.getTime() + event.daysFromNow * 86_400_000);
    }
  });

  it('does not bring back demo merchandise an admin deleted', async () => {
    await t.database.db.delete(merchandiseItems).where(eq(merchandiseItems.id, 3));
    expect((await seed(t.database.db, t.config)).merchandise).toBe(0);
    expect(await t.database.db.select().from(merchandiseItems).where(eq(merchandiseItems.id, 3))).toEqual([]);
  });

  it('sets each instalment deadline 14 days before the event', async () => {
    const rows = await t.database.db.select().from(events);
    for (const row of rows) {
      const days = (Date.parse(row.day) - Date.parse(row.instalmentDeadline)) / 86_400_000;
      expect(days).toBe(14);
    }
  });
});
