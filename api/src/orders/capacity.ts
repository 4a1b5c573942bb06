import type { OrderType } from '@shared/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, orders } from '../db/schema';
import { eventKinds } from '../events/kinds';
import { type AnyEvent, fromRow } from '../events/model';
import { ticketsSoldColumn } from '../transactions/tickets';
import { ticketsHeldByBuyerColumn, ticketsHeldColumn } from '../tickets/holds';

/** The event kind an order type is for: its names (label, productType...) and wire mapping. */
export const kindOf = (type: OrderType) => eventKinds[type];

/** An event as findEventRow answers it. */
export type EventRow = AnyEvent;

/**
 * Reads an event of the order type's kind, taking its row lock when `lock` is set: the lock is
 * what serialises every decision about this event's capacity (see LOCKING.md).
 */
export async function findEventRow(db: Db, type: OrderType, id: string, lock: boolean): Promise<EventRow | undefined> {
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.kind, type)));
  const [row] = lock ? await query.for('update') : await query;
  return row && fromRow(row);
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
): Promise<
  | {
      capacity: number;
      status: string;
      onSaleAt: Date | null;
      maxPerOrder: number;
      sold: number;
      held: number;
      taken: number;
      heldByBuyer: number;
    }
  | undefined
> {
  const [counts] = await db
    .select({
      capacity: events.capacity,
      status: events.status,
      onSaleAt: events.onSaleAt,
      maxPerOrder: events.maxPerOrder,
      sold: ticketsSoldColumn(events),
      held: ticketsHeldColumn(type, events, exceptOrderId),
      heldByBuyer: buyerEmail === undefined ? sql<number>`0` : ticketsHeldByBuyerColumn(type, events, buyerEmail),
    })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.kind, type)));
  return counts && { ...counts, taken: counts.sold + counts.held };
}

/** The 409 message when `quantity` does not fit in what is left. */
export function shortageMessage(left: number): string {
  return left <= 0 ? 'This event is sold out.' : `Only ${left} ${left === 1 ? 'ticket' : 'tickets'} left.`;
}

/**
 * Tickets one buyer (by e-mail, whatever its letter case) has paid for, in full or by a first
 * instalment, of one event: with what they hold, what an event's per-e-mail limit counts.
 */
export async function ticketsBoughtByBuyer(db: Db, type: OrderType, eventId: string, email: string): Promise<number> {
  const [row] = await db
    .select({ bought: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.kind, type),
        eq(orders.eventId, eventId),
        inArray(orders.status, ['PAID', 'PARTIALLY_PAID']),
        sql`lower(${orders.email}) = ${email.toLowerCase()}`,
      ),
    );
  return row?.bought ?? 0;
}
