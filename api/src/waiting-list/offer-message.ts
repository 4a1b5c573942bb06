// The offer e-mail, built when the outbox sends it (jobs/drain-outbox.ts), like a team invitation:
// the claim token is made now and its hash replaces the entry's, so the token is never stored in
// clear, even while the e-mail waits. A retried e-mail carries a new token and the one before stops
// working. An offer claimed, removed or run out by then has nothing left to say: no message.
import { EVENT_KINDS, formatInstantIn, paths, WAITING_LIST_MESSAGES, type WaitingListOffer } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events } from '../db/schema';
import { waitingList } from '../db/waiting-list-schema';
import { notFound } from '../http/errors';
import { eventWhenOf, eventWhenText } from '../mail/event-when';
import type { EmailMessage } from '../mail/ticket-email';
import { waitingListOfferEmail } from '../mail/waiting-list-email';
import { claimTokenHash, newClaimToken } from '../orders/waiting-list-claim';
import { offerHoldsTickets } from '../tickets/holds';

interface Sender {
  brand: string;
  publicUrl: string;
  supportEmail?: string;
}

/** The check-out page of the event with the claim: it shows the tickets held and orders them. */
export const claimUrl = (publicUrl: string, event: { id: string; kind: keyof typeof EVENT_KINDS }, token: string): string =>
  `${publicUrl}${paths.checkOut(EVENT_KINDS[event.kind].segment)}?event=${event.id}&claim=${token}`;

export async function waitingListOfferMessage(db: Db, entryId: string, sender: Sender): Promise<EmailMessage | undefined> {
  const token = newClaimToken();
  const [entry] = await db
    .update(waitingList)
    .set({ claimTokenHash: claimTokenHash(token) })
    .where(and(eq(waitingList.id, entryId), offerHoldsTickets))
    .returning();
  if (!entry?.offerExpiresAt) return undefined;
  const [event] = await db.select().from(events).where(eq(events.id, entry.eventId));
  if (!event) return undefined;
  return waitingListOfferEmail({
    brand: sender.brand,
    to: entry.email,
    eventTitle: event.title,
    eventWhen: eventWhenText(eventWhenOf(event)),
    quantity: entry.quantity,
    deadline: formatInstantIn(entry.offerExpiresAt, event.timeZone),
    claimUrl: claimUrl(sender.publicUrl, event, token),
    supportEmail: sender.supportEmail,
  });
}

/** What a claim link holds while its offer is open, for the check-out page; 404 once it is gone. */
export async function findOffer(db: Db, token: string): Promise<WaitingListOffer['data']> {
  const [offer] = await db
    .select()
    .from(waitingList)
    .where(and(eq(waitingList.claimTokenHash, claimTokenHash(token)), offerHoldsTickets));
  if (!offer?.offerExpiresAt) throw notFound(WAITING_LIST_MESSAGES.offerGone);
  return { eventId: offer.eventId, email: offer.email, quantity: offer.quantity, offerExpiresAt: offer.offerExpiresAt.toISOString() };
}
