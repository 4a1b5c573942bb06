import type { OrderType } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events } from '../db/schema';

/**
 * The kind of the event a waiting list is for: its entries name the event alone, and the capacity
 * reads (orders/capacity.ts) count each kind's orders. Undefined for an unknown event.
 */
export async function eventKindOf(db: Db, eventId: string): Promise<OrderType | undefined> {
  const [event] = await db.select({ kind: events.kind }).from(events).where(eq(events.id, eventId));
  return event?.kind;
}
