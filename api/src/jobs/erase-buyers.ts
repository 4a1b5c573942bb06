import { ERASED_EMAIL_DOMAIN } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { eraseBuyer } from '../buyers/erase-buyer';
import { lastDayOf } from '../buyers/holdings';
import type { Db } from '../db/connect';
import { events, orders, teamSettings } from '../db/schema';

/** Buyers erased in one run at most: a first run over years of buyers is spread over several ticks. */
export const ERASURE_BATCH = 50;

const DAY_MS = 86_400_000;

/**
 * Erases, as the system (an audit row with no actor each), every buyer whose last event (over all
 * their orders; an event's end day when it has one) is more than the team's
 * eraseBuyersAfterMonths months ago; at most ERASURE_BATCH of them. Nothing when the setting is
 * off. Answers how many were erased.
 */
export async function eraseExpiredBuyers(db: Db): Promise<number> {
  const [settings] = await db.select({ months: teamSettings.eraseBuyersAfterMonths }).from(teamSettings).where(eq(teamSettings.id, 1));
  const months = settings?.months;
  if (months === null || months === undefined) return 0;
  const email = sql<string>`lower(${orders.email})`;
  const due = await db
    .select({ email })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(sql`${email} not like ${`%@${ERASED_EMAIL_DOMAIN}`}`)
    .groupBy(email)
    .having(sql`max(${lastDayOf}) < current_date - make_interval(months => ${months})`)
    .limit(ERASURE_BATCH);
  let erased = 0;
  // One transaction per buyer: a run cut short keeps the erasures it made. A buyer another instance
  // erased meanwhile has nothing left to erase, and gets no second line in the trail.
  for (const buyer of due) if (await eraseBuyer(db, null, buyer.email)) erased += 1;
  return erased;
}

/**
 * eraseExpiredBuyers for the background jobs: once a day, since months are its unit, and again on
 * the next tick while a full batch says more are waiting. A tick in between costs nothing, not even
 * reading the setting.
 */
export function dailyBuyerErasure(db: Db): () => Promise<void> {
  let dueAt = 0;
  return async () => {
    if (Date.now() < dueAt) return;
    const erased = await eraseExpiredBuyers(db);
    dueAt = erased < ERASURE_BATCH ? Date.now() + DAY_MS : 0;
  };
}
