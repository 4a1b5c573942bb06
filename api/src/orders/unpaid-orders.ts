import type { OrderType, UnpaidOrder, UnpaidOrderQuery } from '@shared/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders } from '../db/orders-schema';
import { experiences, parties } from '../db/schema';

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
      kind: orders.kind,
      eventId: orders.eventId,
      eventTitle: sql<string>`coalesce(${experiences.title}, ${parties.title}, '')`,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      quantity: orders.quantity,
      createdAt: orders.createdAt,
      holdExpiresAt: orders.holdExpiresAt,
      held: sql<boolean>`(${orders.status} = 'PENDING' and ${orders.holdExpiresAt} > now())`,
    })
    .from(orders)
    .leftJoin(experiences, and(eq(orders.kind, 'EXPERIENCE'), eq(experiences.id, orders.eventId)))
    .leftJoin(parties, and(eq(orders.kind, 'PARTY'), eq(parties.id, orders.eventId)))
    .where(
      and(
        or(eq(orders.status, 'PENDING'), eq(orders.status, 'EXPIRED')),
        query.type ? eq(orders.kind, query.type) : undefined,
        query.eventId ? eq(orders.eventId, query.eventId) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(UNPAID_ORDERS_LIMIT);
  return rows.map(({ kind, held, createdAt, holdExpiresAt, ...row }) => ({
    ...row,
    // A CHECK constraint keeps kind to the order types.
    type: kind as OrderType,
    createdAt: createdAt.toISOString(),
    holdExpiresAt: holdExpiresAt.toISOString(),
    state: held ? 'HELD' : 'LAPSED',
  }));
}
