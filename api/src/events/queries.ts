import { asc, eq, type SQL } from 'drizzle-orm';
import type { EventStatus } from '@shared/domain';
import type { Db } from '../db/connect';
import type { EventKind, EventTable } from './kinds';

async function select<Table extends EventTable, Wire>(
  db: Db,
  kind: EventKind<Table, Wire>,
  where: SQL | undefined,
): Promise<Wire[]> {
  // drizzle cannot infer a select over a generic table; each kind's rows are its own table's rows.
  const rows = await db
    .select()
    .from(kind.table as EventTable)
    .where(where)
    .orderBy(asc(kind.day), asc(kind.time), asc(kind.table.title));
  return rows.map((row) => kind.toWire(row as Table['$inferSelect']));
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
