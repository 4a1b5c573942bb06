// An order made from a waiting-list offer's claim link (docs/product-rules.md#waiting-list). The
// offer holds its tickets out of sale until it runs out (tickets/holds.ts); order create, under the
// event lock, gives those very tickets to this order and marks the offer CLAIMED in the same
// transaction, so they pass from the offer to the order's hold without ever being free.
import { createHash, randomBytes } from 'node:crypto';
import { WAITING_LIST_MESSAGES } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { waitingList } from '../db/waiting-list-schema';
import { HttpError } from '../http/errors';
import { offerHoldsTickets } from '../tickets/holds';

/** 32 random bytes, like a booking link's; only the SHA-256 is ever stored. */
export const newClaimToken = (): string => randomBytes(32).toString('base64url');

export const claimTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The live offer a claim link names, read under the event lock; its tickets are among those held. */
export interface HeldClaim {
  id: string;
  quantity: number;
}

/**
 * The offer of `token` for this event, still open (its deadline judged by the same now() as the
 * held count of this transaction), for the e-mail it was sent to and at most its quantity; any
 * other answer is a 400 the buyer reads. Call it under the event lock: the claim is then the
 * only one to use these tickets.
 */
export async function heldClaim(db: Db, eventId: string, token: string, order: { email: string; quantity: number }): Promise<HeldClaim> {
  const [offer] = await db
    .select({ id: waitingList.id, email: waitingList.email, quantity: waitingList.quantity })
    .from(waitingList)
    .where(and(eq(waitingList.claimTokenHash, claimTokenHash(token)), eq(waitingList.eventId, eventId), offerHoldsTickets))
    .for('update');
  if (!offer) throw new HttpError(400, WAITING_LIST_MESSAGES.offerGone);
  if (offer.email.toLowerCase() !== order.email.toLowerCase()) throw new HttpError(400, WAITING_LIST_MESSAGES.claimEmail);
  if (order.quantity > offer.quantity) throw new HttpError(400, WAITING_LIST_MESSAGES.claimQuantity(offer.quantity));
  return { id: offer.id, quantity: offer.quantity };
}

/** The offer became `orderId`: from now on the order's hold keeps the tickets. */
export async function markClaimed(db: Db, claim: HeldClaim, orderId: string): Promise<void> {
  await db.update(waitingList).set({ status: 'CLAIMED', orderId, claimTokenHash: null }).where(eq(waitingList.id, claim.id));
}
