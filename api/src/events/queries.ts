import type { EventKindName, EventStatus } from '@shared/domain';
import { and, asc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, transactions } from '../db/schema';
import { ticketsHeldColumn } from '../tickets/holds';
import { buysTicketsOfEvents } from '../transactions/tickets';
import type { EventKindSpec, EventOf, WireOf } from './kinds';
import { fromRow, type TicketCounts } from './model';

/**
 * Tickets sold for each event `eventIds` selects (events of `kind`), to be joined on its event id:
 * summed for all those events at once, in one grouped read of their payments
 * (transactions_event_sold_idx) tested against those events' cancelled orders as a whole, rather
 * than once an event. The same figures as ticketsSoldColumn (transactions/tickets.ts), which counts
 * one event at a time.
 */
export function soldTickets(db: Db, kind: EventKindName, eventIds: SQLWrapper) {
  return db
    .select({
      eventId: sql<string>`${transactions.eventId}`.as('sold_event_id'),
      sold: sql<number>`sum(${transactions.quantity})::int`.as('sold'),
    })
    .from(transactions)
    .where(and(inArray(transactions.eventId, eventIds), buysTicketsOfEvents(kind, eventIds)))
    .groupBy(transactions.eventId)
    .as('sold_tickets');
}

/** The statement of selectEvents, with every listed event's tickets sold (soldTickets). */
export function selectEventsQuery<Kind extends EventKindName>(db: Db, spec: EventKindSpec<Kind>, where: SQL | undefined) {
  const listed = and(eq(events.kind, spec.kind), where);
  const sold = soldTickets(db, spec.kind, db.select({ id: events.id }).from(events).where(listed));
  return db
    .select({
      ...getTableColumns(events),
      sold: sql<number>`coalesce(${sold.sold}, 0)::int`,
      held: ticketsHeldColumn(spec.kind, events),
    })
    .from(events)
    .leftJoin(sold, eq(sold.eventId, events.id))
    .where(listed)
    .orderBy(asc(events.day), asc(events.time), asc(events.title));
}

/** The events of one kind with their tickets sold and held, soonest first; `db` may be a transaction. */
export async function selectEvents<Kind extends EventKindName>(
  db: Db,
  spec: EventKindSpec<Kind>,
  where: SQL | undefined,
): Promise<{ event: EventOf<Kind>; tickets: TicketCounts }[]> {
  const rows = await selectEventsQuery(db, spec, where);
  return rows.flatMap(({ sold, held, ...row }) => {
    const event = spec.ofKind(fromRow(row));
    return event ? [{ event, tickets: { sold, held } }] : [];
  });
}

async function select<Kind extends EventKindName>(db: Db, spec: EventKindSpec<Kind>, where: SQL | undefined): Promise<WireOf<Kind>[]> {
  return (await selectEvents(db, spec, where)).map(({ event, tickets }) => spec.toWire(event, tickets));
}

/** Events of one kind, soonest first; all of them when no status is given. */
export function listEvents<Kind extends EventKindName>(db: Db, spec: EventKindSpec<Kind>, status?: EventStatus): Promise<WireOf<Kind>[]> {
  return select(db, spec, status ? eq(events.status, status) : undefined);
}

/** One event of this kind; undefined for an unknown id and for an event of the other kind. */
export async function findEvent<Kind extends EventKindName>(
  db: Db,
  spec: EventKindSpec<Kind>,
  id: string,
): Promise<WireOf<Kind> | undefined> {
  const [found] = await select(db, spec, eq(events.id, id));
  return found;
}
