import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { admins, experiences, parties } from '../src/db/schema';
import { seed } from '../src/seed';
import { type SeedEvent, seedExperiences, seedParties } from '../src/seed/events';
import { createTestApp, drivers, type TestApp } from './helpers';

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
      db.select({ n: count() }).from(experiences),
      db.select({ n: count() }).from(parties),
    ]);
    return { admins: a.n, experiences: e.n, parties: p.n };
  };

  it('is idempotent: running it again inserts nothing', async () => {
    const before = await counts();
    expect(before).toEqual({ admins: 1, experiences: seedExperiences.length, parties: seedParties.length });
    expect(await seed(t.database.db, t.config)).toEqual({ admins: 0, experiences: 0, parties: 0 });
    expect(await counts()).toEqual(before);
  });

  it('draws 1200x800 images and a 1300x406 poster as local SVG files', async () => {
    const [first] = await t.database.db.select().from(experiences).limit(1);
    const file = (url: string) => readFile(join(t.config.uploadsDir, url.replace('/uploads/', '')), 'utf8');
    expect(await file(first.images[0])).toMatch(/^<svg [^>]*width="1200" height="800"/);
    expect(await file(first.posterImage)).toMatch(/^<svg [^>]*width="1300" height="406"/);
    expect(await file(first.images[0])).toContain('<linearGradient');
  });

  it('sets each instalment deadline 14 days before the event', async () => {
    const rows = await t.database.db.select().from(parties);
    for (const row of rows) {
      const days = (Date.parse(row.date) - Date.parse(row.instalmentDeadline)) / 86_400_000;
      expect(days).toBe(14);
    }
  });
});
