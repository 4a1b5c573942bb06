// What a door device downloads to check people in without a connection (docs/product-rules.md#offline-check-in):
// the events it can be set up for, and an event's tickets that can let someone in or already did,
// with only their codes, names and check-ins.
import type { DoorEvent, DoorList, GateCounts, PaymentsMode } from '@shared/domain';
import { and, asc, count, eq, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, tickets } from '../db/orders-schema';
import { events } from '../db/schema';
import { notFound } from '../http/errors';
import { EVENT_NOT_FOUND } from '../orders/event-tickets';
import { sandboxPaid } from '../tickets/test-tickets';

const doorEventColumns = { id: events.id, kind: events.kind, title: events.title, day: events.day, time: events.time };

/** Events ending yesterday or later, soonest first: a party past midnight is still at the door. */
export async function doorEvents(db: Db): Promise<DoorEvent[]> {
  return db
    .select(doorEventColumns)
    .from(events)
    .where(sql`coalesce(${events.endDay}, ${events.day}) >= current_date - 1`)
    .orderBy(asc(events.day), asc(events.time), asc(events.title));
}

/**
 * The tickets the door lets in or already let in: of paid-up orders, not void, and on a site taking
 * real payments not paid on the sandbox (checkIn's rules, tickets/check-in.ts, as one condition).
 * A ticket with a balance due is left out: the door refuses it until it is paid.
 */
function admissible(db: Db, eventId: string, paymentsMode: PaymentsMode) {
  return and(
    eq(orders.eventId, eventId),
    eq(orders.status, 'PAID'),
    isNull(tickets.voidedAt),
    paymentsMode === 'live' ? not(sandboxPaid(db, orders.id)) : undefined,
  );
}

/** The event a door is set up for; 404 when there is none. */
export async function doorEvent(db: Db, eventId: string): Promise<DoorEvent> {
  const [event] = await db.select(doorEventColumns).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** The gate's counters of the event: let in, of expected. 404 for an unknown event. */
export async function gateCounts(db: Db, eventId: string, paymentsMode: PaymentsMode): Promise<GateCounts> {
  await doorEvent(db, eventId);
  const [counts] = await db
    .select({ expected: count(), checkedIn: count(tickets.checkedInAt) })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(admissible(db, eventId, paymentsMode));
  return counts;
}

/** The event's door list, by attendee name, with its counters. 404 for an unknown event. */
export async function doorList(db: Db, eventId: string, paymentsMode: PaymentsMode): Promise<DoorList> {
  const event = await doorEvent(db, eventId);
  const rows = await db
    .select({ code: tickets.code, attendeeName: tickets.attendeeName, checkedInAt: tickets.checkedInAt, checkedInBy: tickets.checkedInBy })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(admissible(db, eventId, paymentsMode))
    .orderBy(asc(tickets.attendeeName), asc(tickets.code));
  const list = rows.map((row) => ({ ...row, checkedInAt: row.checkedInAt && row.checkedInAt.toISOString() }));
  return { event, tickets: list, counts: { expected: list.length, checkedIn: list.filter((row) => row.checkedInAt).length } };
}
