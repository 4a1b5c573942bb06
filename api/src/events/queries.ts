import type { EventKindName, EventStatus } from '@shared/domain';
import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events } from '../db/schema';
import { ticketsHeldColumn } from '../tickets/holds';
import { ticketsSoldColumn } from '../transactions/tickets';
import type { EventKindSpec, EventOf, WireOf } from './kinds';
import { fromRow, type TicketCounts } from './model';

/** The events of one kind with their tickets sold and held, soonest first; `db` may be a transaction. */
export async function selectEvents<Kind extends EventKindName>(
  db: Db,
  spec: EventKindSpec<Kind>,
  where: SQL | undefined,
): Promise<{ event: EventOf<Kind>; tickets: TicketCounts }[]> {
  const rows = await db
    .select({ ...getTableColumns(events), sold: ticketsSoldColumn(events), held: ticketsHeldColumn(spec.kind, events) })
    .from(events)
    .where(and(eq(events.kind, spec.kind), where))
    .orderBy(asc(events.day), asc(events.time), asc(events.title));
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
