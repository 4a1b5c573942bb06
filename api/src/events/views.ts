// Daily page-view counts per event (docs/product-rules.md#event-views). The storefront reports a
// view at most once per visitor, event and day; nothing about the visitor is sent or kept.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, eventViews } from '../db/events-schema';

/** The window the admin's figure covers, and the one it is compared with. */
export const VIEW_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;
/** The UTC calendar day `days` before `now`, as 'YYYY-MM-DD'. */
const dayBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Counts one view of the event today, in one statement whatever the traffic: the row of the day is
 * created or incremented in place, so concurrent views never lose one. False: no such event.
 */
export async function recordEventView(db: Db, eventId: string, now: Date): Promise<boolean> {
  const counted = await db
    .insert(eventViews)
    .select(
      db
        .select({ eventId: events.id, day: sql<string>`${dayBefore(now, 0)}::date`.as('day'), views: sql<number>`1`.as('views') })
        .from(events)
        .where(eq(events.id, eventId)),
    )
    .onConflictDoUpdate({ target: [eventViews.eventId, eventViews.day], set: { views: sql`${eventViews.views} + 1` } })
    .returning({ eventId: eventViews.eventId });
  return counted.length > 0;
}

export interface EventViewCounts {
  /** Views in the last 30 days, today included. */
  last30: number;
  /** Views in the 30 days before those. */
  previous30: number;
}

/** The event's views in the last 30 days and the 30 before; undefined when there is no such event. */
export async function eventViewCounts(db: Db, eventId: string, now: Date): Promise<EventViewCounts | undefined> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) return undefined;
  const recentFrom = dayBefore(now, VIEW_WINDOW_DAYS - 1);
  const [counts] = await db
    .select({
      last30: sql<number>`coalesce(sum(${eventViews.views}) filter (where ${eventViews.day} >= ${recentFrom}), 0)::int`,
      previous30: sql<number>`coalesce(sum(${eventViews.views}) filter (where ${eventViews.day} < ${recentFrom}), 0)::int`,
    })
    .from(eventViews)
    .where(
      and(
        eq(eventViews.eventId, eventId),
        gte(eventViews.day, dayBefore(now, 2 * VIEW_WINDOW_DAYS - 1)),
        lte(eventViews.day, dayBefore(now, 0)),
      ),
    );
  return counts;
}
