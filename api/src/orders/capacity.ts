import type { OrderType } from '@shared/domain';
import { and, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders } from '../db/orders-schema';
import { transactions } from '../db/schema';
import { experienceKind, partyKind } from '../events/kinds';
import { buysTickets } from '../transactions/tickets';
import { holdsTickets } from './holds';

/** The event kind an order type is for. */
export const kindOf = (type: OrderType) => (type === 'PARTY' ? partyKind : experienceKind);

export type EventRow = (typeof experienceKind.table.$inferSelect | typeof partyKind.table.$inferSelect) & {
  day: string;
  time: string;
};

/**
 * Reads an event, taking its row lock when `lock` is set: the lock is what serialises every
 * decision about this event's capacity (see LOCKING.md).
 */
export async function findEventRow(db: Db, type: OrderType, id: string, lock: boolean): Promise<EventRow | undefined> {
  const table = kindOf(type).table as typeof experienceKind.table | typeof partyKind.table;
  const query = db.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  return 'arrivalDate' in row ? { ...row, day: row.arrivalDate, time: row.arrivalTime } : { ...row, day: row.date, time: row.time };
}

/** Tickets no longer available: bought (the same count as an event's ticketsSold) plus held. */
export async function ticketsTaken(db: Db, type: OrderType, eventId: string, exceptOrderId?: string): Promise<number> {
  const [sold] = await db
    .select({ n: sum(transactions.quantity).mapWith(Number) })
    .from(transactions)
    .where(and(eq(transactions.productType, kindOf(type).productType), eq(transactions.productId, eventId), buysTickets));
  const [held] = await db
    .select({ n: sum(orders.quantity).mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.kind, type),
        eq(orders.eventId, eventId),
        holdsTickets,
        exceptOrderId ? sql`${orders.id} <> ${exceptOrderId}` : undefined,
      ),
    );
  return (sold.n ?? 0) + (held.n ?? 0);
}

/** The 409 message when `quantity` does not fit in what is left. */
export function shortageMessage(left: number): string {
  return left <= 0 ? 'This event is sold out.' : `Only ${left} ${left === 1 ? 'ticket' : 'tickets'} left.`;
}
