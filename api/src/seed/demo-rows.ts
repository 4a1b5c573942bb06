import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DISABLED_PASSWORD_HASH } from '../auth/passwords';
import { DEMO_ADMIN_EMAIL } from '../config';
import type { Db } from '../db/connect';
import { admins, events, merchandiseItems, merchandiseOrders, seedMarks, transactions } from '../db/schema';
import { demoIds } from './ids';

// Which rows of a database the demo seed wrote. Events and payments are known by their fixed ids.
// Merchandise item ids are reused (a new item takes the highest id + 1), so a demo item is also
// known by having been written in the same transaction as its seed mark (same now()); merchandise
// orders are only ever written by the seed.

export const SEED_MARK_NAMES = ['transactions', 'merchandise', 'merchandise-orders'] as const;

export const demoEvent = inArray(events.id, [...demoIds.experiences, ...demoIds.parties]);
// The demo history has no orders; a real payment is never one of these.
export const demoTransaction = and(inArray(transactions.id, demoIds.transactions), isNull(transactions.orderId));
export const demoMerchandiseItem = and(
  inArray(merchandiseItems.id, demoIds.merchandiseItems),
  sql`exists (select 1 from ${seedMarks} where ${seedMarks.name} = 'merchandise' and ${seedMarks.seededAt} = ${merchandiseItems.createdAt})`,
);
export const demoMerchandiseOrder = and(
  inArray(merchandiseOrders.id, demoIds.merchandiseOrders),
  sql`exists (select 1 from ${seedMarks} where ${seedMarks.name} = 'merchandise-orders')`,
);
export const demoAdmin = eq(admins.email, DEMO_ADMIN_EMAIL);

export interface DemoData {
  /** The demo admin account: still able to sign in, disabled, or not there. */
  admin: 'active' | 'disabled' | 'absent';
  experiences: number;
  parties: number;
  transactions: number;
  merchandiseItems: number;
  merchandiseOrders: number;
}

/** What the demo seed left in this database. */
export async function findDemoData(db: Db): Promise<DemoData> {
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
  const [admin] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(demoAdmin);
  return {
    admin: !admin ? 'absent' : admin.passwordHash === DISABLED_PASSWORD_HASH ? 'disabled' : 'active',
    experiences: await total(
      db
        .select({ n: count() })
        .from(events)
        .where(and(demoEvent, eq(events.kind, 'EXPERIENCE'))),
    ),
    parties: await total(
      db
        .select({ n: count() })
        .from(events)
        .where(and(demoEvent, eq(events.kind, 'PARTY'))),
    ),
    transactions: await total(db.select({ n: count() }).from(transactions).where(demoTransaction)),
    merchandiseItems: await total(db.select({ n: count() }).from(merchandiseItems).where(demoMerchandiseItem)),
    merchandiseOrders: await total(db.select({ n: count() }).from(merchandiseOrders).where(demoMerchandiseOrder)),
  };
}

/** True when the database holds any demo row (a disabled demo admin included). */
export const hasDemoData = (found: DemoData) =>
  found.admin !== 'absent' || Object.values(found).some((value) => typeof value === 'number' && value > 0);
