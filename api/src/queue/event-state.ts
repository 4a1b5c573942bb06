import { and, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, orders } from '../db/schema';
import { ticketCounts } from '../orders/capacity';

/** What the queue needs of an event, read at most once a second per process (`eventStateReader`). */
export interface QueuedEvent {
  id: string;
  onSaleAt: Date | null;
  useQueue: boolean;
  admitPerMinute: number;
  /** Nothing left to order: capacity taken by tickets sold and held. */
  soldOut: boolean;
  /** Orders placed since the line started whose hold has ended, paid or not: each lets one more in. */
  endedHolds: number;
}

/** How long one reading of an event serves every visitor polling this process. */
const READING_MS = 1000;

/**
 * Reads events for the queue. Thousands of visitors poll their place every few seconds during a
 * rush; they share one reading per event and second instead of each counting tickets.
 */
export function eventStateReader(db: Db) {
  const readings = new Map<string, { at: number; reading: Promise<QueuedEvent | undefined> }>();
  return (eventId: string, since: (event: { onSaleAt: Date | null }) => Promise<Date>): Promise<QueuedEvent | undefined> => {
    const now = Date.now();
    const kept = readings.get(eventId);
    if (kept && now - kept.at < READING_MS) return kept.reading;
    const reading = readEvent(db, eventId, since);
    readings.set(eventId, { at: now, reading });
    // A failed reading is not kept: the next visitor tries again.
    reading.catch(() => readings.delete(eventId));
    return reading;
  };
}

async function readEvent(db: Db, eventId: string, since: (event: { onSaleAt: Date | null }) => Promise<Date>) {
  const [event] = await db
    .select({
      id: events.id,
      kind: events.kind,
      onSaleAt: events.onSaleAt,
      useQueue: events.useQueue,
      admitPerMinute: events.admitPerMinute,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return undefined;
  const started = await since(event);
  const [counts, [ended]] = await Promise.all([
    ticketCounts(db, event.kind, eventId),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.kind, event.kind),
          eq(orders.eventId, eventId),
          gte(orders.createdAt, started),
          or(ne(orders.status, 'PENDING'), sql`${orders.holdExpiresAt} <= now()`),
        ),
      ),
  ]);
  const { kind: _kind, ...rest } = event;
  return { ...rest, soldOut: !counts || counts.taken >= counts.capacity, endedHolds: ended?.count ?? 0 };
}
