import {
  type AdminEventCounts,
  type AdminEventFilter,
  AdminEventPageQuery,
  type AdminEventRow,
  EVENT_KINDS,
  type EventKindName,
  type EventStatus,
  kindOfSegment,
} from '@shared/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import { events } from '../db/schema';
import { soldTickets } from './queries';
import { utcMidnight } from './wire';

// The Event Hub table (GET /api/admin/events), a page at a time. Its list is two parts, each read in
// its own order from events_kind_status_day_time_id_idx: the upcoming (OPEN) events soonest first,
// then the past (CLOSED) ones most recent first. A page's place in them comes from the counts the
// answer carries anyway, so each part is read with a plain offset and limit, never the two merged.

/** A page's query as the route has it, its defaults filled in. */
type PageQuery = z.output<typeof AdminEventPageQuery>;

/** The filter each status counts under. */
const FILTER_OF: Record<EventStatus, Exclude<AdminEventFilter, 'all'>> = { OPEN: 'upcoming', CLOSED: 'past' };

/** The parts each filter lists, in the table's order. */
const PARTS: Record<AdminEventFilter, EventStatus[]> = { all: ['OPEN', 'CLOSED'], upcoming: ['OPEN'], past: ['CLOSED'] };

/** Where a page starts in one part of the list, and how many of the part's events it takes. */
export interface PartSlice {
  status: EventStatus;
  offset: number;
  limit: number;
}

/** Every kind's events counted by status, in one grouped read: the tabs' and the filters' counts. */
export function eventCountsQuery(db: Db) {
  return db.select({ kind: events.kind, status: events.status, events: count() }).from(events).groupBy(events.kind, events.status);
}

function countsOf(rows: Awaited<ReturnType<typeof eventCountsQuery>>): AdminEventCounts {
  const none = () => ({ all: 0, upcoming: 0, past: 0 });
  const counts: AdminEventCounts = { experiences: none(), parties: none() };
  for (const row of rows) {
    const tab = counts[EVENT_KINDS[row.kind].segment];
    tab[FILTER_OF[row.status]] += row.events;
    tab.all += row.events;
  }
  return counts;
}

/** The slices of the parts a page of `filter` covers, given how many events each part has. */
export function pageSlices(filter: AdminEventFilter, counts: AdminEventCounts['experiences'], page: number, pageSize: number): PartSlice[] {
  const slices: PartSlice[] = [];
  let start = (page - 1) * pageSize;
  let wanted = pageSize;
  for (const status of PARTS[filter]) {
    const size = counts[FILTER_OF[status]];
    if (wanted > 0 && start < size) {
      const limit = Math.min(wanted, size - start);
      slices.push({ status, offset: start, limit });
      wanted -= limit;
      start = 0;
    } else {
      start -= size;
    }
  }
  return slices;
}

/**
 * One slice of a part, with each of its events' tickets sold summed for those events alone. The
 * slice is found in the index alone (every column its order needs is in it, so a deep page skips
 * index entries, not table rows), and only its own events are then read from the table and their
 * payments summed.
 */
export function sliceQuery(db: Db, kind: EventKindName, { status, offset, limit }: PartSlice) {
  // Upcoming soonest first, past most recent first; the id makes the order total, so pages neither repeat nor miss an event.
  const order = status === 'OPEN' ? asc : desc;
  const slice = db.$with('slice').as(
    db
      .select({ id: events.id, day: events.day, time: events.time })
      .from(events)
      .where(and(eq(events.kind, kind), eq(events.status, status)))
      .orderBy(order(events.day), order(events.time), order(events.id))
      .limit(limit)
      .offset(offset),
  );
  const sold = soldTickets(db, kind, db.select({ id: slice.id }).from(slice));
  return db
    .with(slice)
    .select({
      id: events.id,
      title: events.title,
      status: events.status,
      day: events.day,
      time: events.time,
      timeZone: events.timeZone,
      price: events.price,
      capacity: events.capacity,
      ticketsSold: sql<number>`coalesce(${sold.sold}, 0)::int`,
    })
    .from(slice)
    .innerJoin(events, eq(events.id, slice.id))
    .leftJoin(sold, eq(sold.eventId, slice.id))
    .orderBy(order(slice.day), order(slice.time), order(slice.id));
}

/** One page of the table, with the total its filter keeps and every tab's and filter's counts. */
export async function pageAdminEvents(
  db: Db,
  { kind, filter, page, pageSize }: PageQuery,
): Promise<{ data: AdminEventRow[]; total: number; counts: AdminEventCounts }> {
  const counts = countsOf(await eventCountsQuery(db));
  const slices = pageSlices(filter, counts[kind], page, pageSize);
  const parts = await Promise.all(slices.map((slice) => sliceQuery(db, kindOfSegment(kind).kind, slice)));
  const data = parts.flat().map(({ day, ...row }) => ({ kind, ...row, date: utcMidnight(day) }));
  return { data, total: counts[kind][filter], counts };
}
