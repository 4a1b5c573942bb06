import type { OrderType } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { type EventTable, experienceKind, partyKind } from '../events/kinds';
import { ticketsSoldColumn } from '../transactions/tickets';
import { ticketsHeldByBuyerColumn, ticketsHeldColumn } from './holds';

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

/**
 * An event's capacity and its tickets no longer available: bought (the same count as its
 * ticketsSold) plus held, in one statement. Under the event lock it must be a statement of its
 * own, run after the lock is taken: in READ COMMITTED a statement sees what was committed when it
 * started, so counting in the locking SELECT itself would miss the order of the buyer it waited
 * for (LOCKING.md). The holds of `exceptOrderId` are left out. With `buyerEmail`, the same statement
 * also counts the tickets that buyer holds (`heldByBuyer`), so the per-buyer cap costs the lock no
 * query of its own.
 */
export async function ticketCounts(
  db: Db,
  type: OrderType,
  eventId: string,
  exceptOrderId?: string,
  buyerEmail?: string,
): Promise<{ capacity: number; status: string; sold: number; held: number; taken: number; heldByBuyer: number } | undefined> {
  const kind = kindOf(type);
  const table = kind.table as EventTable;
  const [counts] = await db
    .select({
      capacity: table.capacity,
      status: table.status,
      sold: ticketsSoldColumn(kind.productType, table),
      held: ticketsHeldColumn(type, table, exceptOrderId),
      heldByBuyer: buyerEmail === undefined ? sql<number>`0` : ticketsHeldByBuyerColumn(type, table, buyerEmail),
    })
    .from(table)
    .where(eq(table.id, eventId));
  return counts && { ...counts, taken: counts.sold + counts.held };
}

/** The 409 message when `quantity` does not fit in what is left. */
export function shortageMessage(left: number): string {
  return left <= 0 ? 'This event is sold out.' : `Only ${left} ${left === 1 ? 'ticket' : 'tickets'} left.`;
}
