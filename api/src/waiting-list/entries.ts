// The waiting list of a sold-out event (docs/product-rules.md#waiting-list): joining it, the back
// office's list of it, and removing someone from it.
import { WAITING_LIST_MESSAGES, type WaitingListEntry, type WaitingListJoin, type WaitingListStatus } from '@shared/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { waitingList } from '../db/waiting-list-schema';
import { HttpError, notFound } from '../http/errors';
import { findEventRow, ticketCounts } from '../orders/capacity';
import { eventKindOf } from './event-kind';
import { ENTRY_NOT_FOUND, toEntry } from './entry-view';

const EVENT_NOT_FOUND = 'Event not found';

/** Still in line, or holding an offer: what one e-mail may be only once per event, and what can be removed. */
const ACTIVE: WaitingListStatus[] = ['WAITING', 'OFFERED'];

/**
 * Puts the e-mail in line for the event when it is sold out (409 when tickets are left, or when
 * that e-mail is already in line); answers the entry and its place among those waiting. Taken
 * under the event lock, so "sold out" is judged against the same count the offers are made from.
 */
export async function joinWaitingList(
  db: Db,
  eventId: string,
  { email, quantity }: WaitingListJoin,
): Promise<{ id: string; position: number }> {
  const kind = await eventKindOf(db, eventId);
  if (!kind) throw notFound(EVENT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const event = await findEventRow(tx, kind, eventId, true);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.status !== 'OPEN') throw new HttpError(409, WAITING_LIST_MESSAGES.closed);
    if (quantity > event.maxPerOrder) throw new HttpError(400, `At most ${event.maxPerOrder} tickets per order for this event.`);
    const counts = await ticketCounts(tx, kind, eventId);
    if (event.capacity - (counts?.taken ?? 0) > 0) throw new HttpError(409, WAITING_LIST_MESSAGES.notSoldOut);
    const [already] = await tx
      .select({ id: waitingList.id })
      .from(waitingList)
      .where(
        and(
          eq(waitingList.eventId, eventId),
          sql`lower(${waitingList.email}) = ${email.toLowerCase()}`,
          inArray(waitingList.status, ACTIVE),
        ),
      );
    if (already) throw new HttpError(409, WAITING_LIST_MESSAGES.alreadyWaiting);
    const [entry] = await tx.insert(waitingList).values({ eventId, email, quantity }).returning({ id: waitingList.id });
    // Its place: those waiting who joined before it, and itself (ties in time broken by id, as the offers are).
    const [place] = await tx
      .select({ position: count() })
      .from(waitingList)
      .where(
        and(
          eq(waitingList.eventId, eventId),
          eq(waitingList.status, 'WAITING'),
          sql`(${waitingList.createdAt}, ${waitingList.id}) <= (select created_at, id from waiting_list where id = ${entry.id})`,
        ),
      );
    return { id: entry.id, position: place.position };
  });
}

/** The event's whole list, in the order people joined; 404 for an unknown event. */
export async function listWaitingList(db: Db, eventId: string): Promise<WaitingListEntry[]> {
  if (!(await eventKindOf(db, eventId))) throw notFound(EVENT_NOT_FOUND);
  const rows = await db
    .select()
    .from(waitingList)
    .where(eq(waitingList.eventId, eventId))
    .orderBy(asc(waitingList.createdAt), asc(waitingList.id));
  let waiting = 0;
  const now = Date.now();
  // An offer past its deadline holds nothing from that moment (tickets/holds.ts), whether or not the job has marked it yet.
  const lapsed = (row: (typeof rows)[number]) => row.status === 'OFFERED' && (row.offerExpiresAt?.getTime() ?? 0) <= now;
  return rows.map((row) => toEntry(lapsed(row) ? { ...row, status: 'EXPIRED' } : row, row.status === 'WAITING' ? ++waiting : null));
}

/** Takes someone off the list (an open offer's tickets go back at once); audited. 409 once claimed, expired or removed. */
export async function removeEntry(db: Db, entryId: string, actor: Actor): Promise<WaitingListEntry> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(waitingList).where(eq(waitingList.id, entryId)).for('update');
    if (!before) throw notFound(ENTRY_NOT_FOUND);
    if (!ACTIVE.includes(before.status)) throw new HttpError(409, WAITING_LIST_MESSAGES.notRemovable);
    const [removed] = await tx
      .update(waitingList)
      .set({ status: 'REMOVED', claimTokenHash: null })
      .where(eq(waitingList.id, entryId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'remove',
      entity: 'waiting-list',
      entityId: entryId,
      changes: { status: { from: before.status, to: 'REMOVED' } },
    });
    return toEntry(removed, null);
  });
}
