import { asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { EventStatus } from '@shared/domain';
import type { Db } from '../db/connect';
import { ticketsSoldColumn } from '../transactions/tickets';
import { ticketsHeldColumn } from '../orders/holds';
import type { EventKind, EventTable, TicketCounts } from './kinds';

/** The rows of one kind with their tickets sold and held; `db` may be a transaction. */
export async function selectEvents<Table extends EventTable, Wire>(
  db: Db,
  kind: EventKind<Table, Wire>,
  where: SQL | undefined,
): Promise<{ row: Table['$inferSelect']; tickets: TicketCounts }[]> {
  // drizzle cannot infer a select over a generic table; each kind's rows are its own table's rows.
  const table = kind.table as EventTable;
  const rows = await db
    .select({
      ...getTableColumns(table),
      sold: ticketsSoldColumn(kind.productType, table),
      held: ticketsHeldColumn(kind.orderType, table),
    })
    .from(table)
    .where(where)
    .orderBy(asc(kind.day), asc(kind.time), asc(table.title));
  return rows.map(({ sold, held, ...row }) => ({ row: row as Table['$inferSelect'], tickets: { sold, held } }));
}

async function select<Table extends EventTable, Wire>(db: Db, kind: EventKind<Table, Wire>, where: SQL | undefined) {
  return (await selectEvents(db, kind, where)).map(({ row, tickets }) => kind.toWire(row, tickets));
}

/** Events of one kind, soonest first; all of them when no status is given. */
export function listEvents<Table extends EventTable, Wire>(
  db: Db,
  kind: EventKind<Table, Wire>,
  status?: EventStatus,
): Promise<Wire[]> {
  return select(db, kind, status ? eq(kind.table.status, status) : undefined);
}

export async function findEvent<Table extends EventTable, Wire>(
  db: Db,
  kind: EventKind<Table, Wire>,
  id: string,
): Promise<Wire | undefined> {
  const [found] = await select(db, kind, eq(kind.table.id, id));
  return found;
}
