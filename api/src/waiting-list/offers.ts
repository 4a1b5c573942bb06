// Offering freed tickets to the waiting list (docs/product-rules.md#waiting-list). An offer gives
// tickets, so it is decided under the event's row lock like an order (orders/LOCKING.md): it
// counts what is free then, and from the moment it is written its quantity is held
// (tickets/holds.ts) until it is claimed or runs out.
import { WAITING_LIST_MESSAGES, type WaitingListEntry } from '@shared/domain';
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { outbox } from '../db/orders-schema';
import { waitingList } from '../db/waiting-list-schema';
import { HttpError, notFound } from '../http/errors';
import { WAITING_LIST_OFFER } from '../mail/outbox-kinds';
import { findEventRow, ticketCounts } from '../orders/capacity';
import { claimTokenHash, newClaimToken } from '../orders/waiting-list-claim';
import { ENTRY_NOT_FOUND, toEntry } from './entry-view';
import { eventKindOf } from './event-kind';

type Entry = typeof waitingList.$inferSelect;

/**
 * Offers what is free of the event to the people waiting, in the order they joined: each entry
 * whose quantity fits in what is still free is offered, one that does not fit is passed over and
 * keeps its place for the next tickets to come free (pretix's waiting list does the same: in
 * order, to the first that can be served). Answers how many were offered.
 *
 * What is free is first read without the lock, and nothing is locked when even that reading
 * leaves nobody's quantity free: the job calls this every few seconds for every event with a
 * waiting list, and a sold-out event's buyers should not queue behind it for nothing.
 */
export async function offerFreedTickets(db: Db, eventId: string, offerMinutes: number): Promise<number> {
  const kind = await eventKindOf(db, eventId);
  if (!kind) return 0;
  const [smallest] = await db
    .select({ quantity: min(waitingList.quantity) })
    .from(waitingList)
    .where(and(eq(waitingList.eventId, eventId), eq(waitingList.status, 'WAITING')));
  const reading = await ticketCounts(db, kind, eventId);
  if (!smallest?.quantity || !reading || reading.capacity - reading.taken < smallest.quantity) return 0;

  return db.transaction(async (tx) => {
    const event = await findEventRow(tx, kind, eventId, true);
    const counts = await ticketCounts(tx, kind, eventId);
    if (!event || !counts || event.status !== 'OPEN') return 0;
    let free = event.capacity - counts.taken;
    const waiting = await tx
      .select()
      .from(waitingList)
      .where(and(eq(waitingList.eventId, eventId), eq(waitingList.status, 'WAITING'), lte(waitingList.quantity, free)))
      .orderBy(asc(waitingList.createdAt), asc(waitingList.id));
    let offered = 0;
    for (const entry of waiting) {
      if (entry.quantity > free) continue;
      await makeOffer(tx, entry.id, offerMinutes);
      free -= entry.quantity;
      offered += 1;
    }
    return offered;
  });
}

/**
 * An admin's "Offer now": this entry, whatever its place in line, when its quantity fits in what
 * is free (409 otherwise, and for an entry that is not waiting). Audited with the offer.
 */
export async function offerNow(
  db: Db,
  entryId: string,
  { offerMinutes, actor }: { offerMinutes: number; actor: Actor },
): Promise<WaitingListEntry> {
  const [found] = await db.select({ eventId: waitingList.eventId }).from(waitingList).where(eq(waitingList.id, entryId));
  const kind = found && (await eventKindOf(db, found.eventId));
  if (!found || !kind) throw notFound(ENTRY_NOT_FOUND);
  return db.transaction(async (tx) => {
    // Event, then the entry: the lock order of every decision that gives tickets (LOCKING.md).
    const event = await findEventRow(tx, kind, found.eventId, true);
    const [entry] = await tx.select().from(waitingList).where(eq(waitingList.id, entryId)).for('update');
    if (!event || !entry) throw notFound(ENTRY_NOT_FOUND);
    if (entry.status !== 'WAITING') throw new HttpError(409, WAITING_LIST_MESSAGES.notWaiting);
    if (event.status !== 'OPEN') throw new HttpError(409, WAITING_LIST_MESSAGES.closed);
    const counts = await ticketCounts(tx, kind, found.eventId);
    const free = Math.max(0, event.capacity - (counts?.taken ?? 0));
    if (entry.quantity > free) throw new HttpError(409, WAITING_LIST_MESSAGES.offerDoesNotFit(entry.quantity, free));
    const offered = await makeOffer(tx, entryId, offerMinutes);
    await recordAudit(tx, actor, {
      action: 'offer',
      entity: 'waiting-list',
      entityId: entryId,
      changes: {
        status: { from: entry.status, to: offered.status },
        offerExpiresAt: { from: null, to: offered.offerExpiresAt?.toISOString() ?? null },
      },
    });
    return toEntry(offered, null);
  });
}

/**
 * OFFERED until now + offerMinutes, and the offer e-mail queued in the same transaction. The
 * entry gets the hash of a token nobody was given: the e-mail's own token replaces it when the
 * e-mail is built (offer-message.ts), so the token is never in the database in clear.
 */
async function makeOffer(tx: Db, entryId: string, offerMinutes: number): Promise<Entry> {
  const [offered] = await tx
    .update(waitingList)
    .set({
      status: 'OFFERED',
      offeredAt: sql`now()`,
      offerExpiresAt: sql`now() + make_interval(mins => ${offerMinutes})`,
      claimTokenHash: claimTokenHash(newClaimToken()),
    })
    .where(eq(waitingList.id, entryId))
    .returning();
  await tx.insert(outbox).values({ kind: WAITING_LIST_OFFER, payload: { entryId } });
  return offered;
}

/**
 * Offers whose time ran out become EXPIRED. They stopped holding tickets at their deadline
 * whether or not this has run (tickets/holds.ts); this keeps the list honest, and the next call of
 * offerFreedTickets passes their tickets on. Rows being claimed are skipped, not waited for.
 */
export async function expireOffers(db: Db): Promise<number> {
  const due = db
    .select({ id: waitingList.id })
    .from(waitingList)
    .where(and(eq(waitingList.status, 'OFFERED'), lte(waitingList.offerExpiresAt, sql`now()`)))
    .limit(500)
    .for('update', { skipLocked: true });
  const expired = await db
    .update(waitingList)
    .set({ status: 'EXPIRED', claimTokenHash: null })
    .where(inArray(waitingList.id, due))
    .returning({ id: waitingList.id });
  return expired.length;
}

/** The events someone is waiting for: the ones offerFreedTickets has work to look at. */
export async function eventsWithWaiting(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ eventId: waitingList.eventId }).from(waitingList).where(eq(waitingList.status, 'WAITING'));
  return rows.map((row) => row.eventId);
}
