import {
  DEFAULT_ADMIT_PER_MINUTE,
  DEFAULT_CANCEL_UNTIL_DAYS,
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_EVENT_CAPACITY,
  defaultInstalmentDeadline,
  EVENT_KINDS,
  type EventKindName,
} from '@shared/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { admins, events, merchandiseItems, merchandiseOrders, seedMarks, transactions } from '../db/schema';
import { type EventCommon, toRow } from '../events/model';
import { type SeedEvent, seedExperiences, seedParties } from './events';
import { seedId, seedTransactionId } from './ids';
import { drawEventPictures, drawProductPicture } from './images';
import { seedItems, seedOrders } from './merchandise';
import { type HistoryEvent, seedTransactions } from './transactions';

export interface SeedResult {
  admins: number;
  experiences: number;
  parties: number;
  merchandise: number;
  merchandiseOrders: number;
  transactions: number;
}

/**
 * Puts the configured admin in place and, when asked for (`seedDemo`: SEED_DEMO=1, which `npm start`
 * sets, or `npm run seed:demo`), the demo events, payments and merchandise. Safe to run on every
 * start: seed rows have fixed ids, so a second run inserts nothing and never overwrites what an
 * admin has since edited. Production gets no demo row ever, even from a config built by hand: a
 * live shop must not sell demo events or count fake payments in its figures.
 */
export async function seed(
  db: Db,
  config: Pick<Config, 'admin' | 'uploadsDir' | 'production' | 'seedDemo'>,
  now: Date = new Date(),
): Promise<SeedResult> {
  const inserted = {
    admins: await seedAdmin(db, config.admin),
    experiences: 0,
    parties: 0,
    merchandise: 0,
    merchandiseOrders: 0,
    transactions: 0,
  };
  if (config.production || !config.seedDemo) return inserted;

  const experienceRows = await Promise.all(
    seedExperiences.map(async (event, index) =>
      toRow({
        ...(await demoEvent(event, 'EXPERIENCE', now, config.uploadsDir, index)),
        kind: 'EXPERIENCE',
        eventPackage: event.eventPackage,
      }),
    ),
  );
  inserted.experiences = (await db.insert(events).values(experienceRows).onConflictDoNothing().returning({ id: events.id })).length;

  const partyRows = await Promise.all(
    seedParties.map(async (event, index) =>
      toRow({
        ...(await demoEvent(event, 'PARTY', now, config.uploadsDir, index + seedExperiences.length)),
        kind: 'PARTY',
        discount: event.discount,
        discountFor: event.discountFor,
      }),
    ),
  );
  inserted.parties = (await db.insert(events).values(partyRows).onConflictDoNothing().returning({ id: events.id })).length;

  const history: HistoryEvent[] = [
    ...seedExperiences.map((event): HistoryEvent => ({ id: seedId(event.slug), event: { ...event, kind: 'EXPERIENCE' } })),
    ...seedParties.map((event): HistoryEvent => ({ id: seedId(event.slug), event: { ...event, kind: 'PARTY' } })),
  ];
  inserted.transactions = await seedOnce(db, 'transactions', async (tx) => {
    const rows = seedTransactions(history, now, seedTransactionId);
    return (await tx.insert(transactions).values(rows).returning({ id: transactions.id })).length;
  });

  const itemImages = await Promise.all(seedItems.map((item, index) => drawProductPicture(config.uploadsDir, item.slug, item.title, index)));
  inserted.merchandise = await seedOnce(db, 'merchandise', async (tx) => {
    const rows = seedItems.map(({ slug: _slug, ...item }, index) => ({ ...item, image: itemImages[index] }));
    return (await tx.insert(merchandiseItems).values(rows).returning({ id: merchandiseItems.id })).length;
  });
  inserted.merchandiseOrders = await seedOnce(db, 'merchandise-orders', async (tx) => {
    const rows = seedOrders(now).map(({ itemId, ...order }) => {
      const index = seedItems.findIndex((item) => item.id === itemId);
      const item = seedItems[index];
      return { ...order, itemName: item.title, image: itemImages[index], amount: item.price * order.quantity };
    });
    return (await tx.insert(merchandiseOrders).values(rows).returning({ id: merchandiseOrders.id })).length;
  });

  return inserted;
}

/**
 * Inserts a demo set the first time only: admins may delete demo merchandise and orders, and a
 * restart must not bring them back. The mark and the rows are written together or not at all.
 */
async function seedOnce(db: Db, name: string, insert: (tx: Db) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx.insert(seedMarks).values({ name }).onConflictDoNothing().returning({ name: seedMarks.name });
    return marked.length === 0 ? 0 : insert(tx);
  });
}

async function seedAdmin(db: Db, admin: Config['admin']): Promise<number> {
  const existing = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, admin.email)).limit(1);
  // Hashing is deliberately slow, so it only happens when there is something to insert.
  if (existing.length > 0) return 0;
  const created = await db
    .insert(admins)
    .values({ email: admin.email, name: 'Site Admin', role: 'OWNER', passwordHash: await hashPassword(admin.password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return created.length;
}

/** What a demo event of either kind has: its fixed id, texts, prices, pictures and day. */
async function demoEvent(event: SeedEvent, kind: EventKindName, now: Date, uploadsDir: string, paletteIndex: number): Promise<EventCommon> {
  const day = dayFromNow(now, event.daysFromNow);
  const pictures = await drawEventPictures(uploadsDir, event, EVENT_KINDS[kind].label, paletteIndex);
  return {
    id: seedId(event.slug),
    title: event.title,
    description: event.description,
    address: event.address,
    price: event.price,
    status: event.daysFromNow > 0 ? 'OPEN' : 'CLOSED',
    accommodationPriceSingle: event.accommodationPriceSingle,
    accommodationPriceShared: event.accommodationPriceShared,
    ...pictures,
    capacity: DEFAULT_EVENT_CAPACITY,
    instalmentDeadline: defaultInstalmentDeadline(day),
    day,
    time: event.time,
    timeZone: event.timeZone,
    endDay: null,
    endTime: null,
    cancelUntilDays: DEFAULT_CANCEL_UNTIL_DAYS,
    cancellationFeePercent: 0,
    onSaleAt: null,
    useQueue: false,
    admitPerMinute: DEFAULT_ADMIT_PER_MINUTE,
    maxPerOrder: DEFAULT_MAX_PER_ORDER,
    maxPerEmail: null,
  };
}

function dayFromNow(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}
