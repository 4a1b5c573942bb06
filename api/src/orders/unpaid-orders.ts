import type { UnpaidOrder, UnpaidOrderQuery } from '@shared/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, orders } from '../db/schema';

/** More than an admin reads; what someone holding an event's stock hostage leaves is found in the newest. */
export const UNPAID_ORDERS_LIMIT = 500;

/**
 * Orders nobody paid for, newest first: those still holding tickets and those whose hold lapsed
 * (marked EXPIRED by the job or not yet). How an admin sees an event kept "sold out" by holds.
 */
export async function listUnpaidOrders(db: Db, query: UnpaidOrderQuery): Promise<UnpaidOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      type: orders.kind,
      eventId: orders.eventId,
      eventTitle: events.title,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      quantity: orders.quantity,
      createdAt: orders.createdAt,
      holdExpiresAt: orders.holdExpiresAt,
      held: sql<boolean>`(${orders.status} = 'PENDING' and ${orders.holdExpiresAt} > now())`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        or(eq(orders.status, 'PENDING'), eq(orders.status, 'EXPIRED')),
        query.type ? eq(orders.kind, query.type) : undefined,
        query.eventId ? eq(orders.eventId, query.eventId) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(UNPAID_ORDERS_LIMIT);
  return rows.map(({ held, createdAt, holdExpiresAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    holdExpiresAt: holdExpiresAt.toISOString(),
    state: held ? 'HELD' : 'LAPSED',
  }));
}
