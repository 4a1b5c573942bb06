// The waiting list of a sold-out event (docs/product-rules.md#waiting-list).
import { z } from 'zod';
import { MAX_QUANTITY } from './eventLimits';
import { EMAIL_MAX } from './text';

/** How long an offer holds the freed tickets for the next person in line, unless configured. */
export const DEFAULT_OFFER_MINUTES = 30;

export const WaitingListJoin = z.object({
  email: z.string('Please enter your email address').trim().max(EMAIL_MAX).pipe(z.email('Please enter a valid email address')),
  quantity: z
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_QUANTITY, `At most ${MAX_QUANTITY} tickets per order.`),
});
export type WaitingListJoin = z.infer<typeof WaitingListJoin>;

export const WaitingListStatus = z.enum(['WAITING', 'OFFERED', 'CLAIMED', 'EXPIRED', 'REMOVED']);
export type WaitingListStatus = z.infer<typeof WaitingListStatus>;

export const WaitingListJoined = z.object({ data: z.object({ id: z.string(), position: z.int().positive() }) });
export type WaitingListJoined = z.infer<typeof WaitingListJoined>;

export const WaitingListEntry = z.object({
  id: z.string(),
  /** Place in line among those still waiting; null once offered, claimed, expired or removed. */
  position: z.int().positive().nullable(),
  email: z.string(),
  quantity: z.int(),
  status: WaitingListStatus,
  createdAt: z.string(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type WaitingListEntry = z.infer<typeof WaitingListEntry>;
export const WaitingListEntries = z.object({ data: z.array(WaitingListEntry) });
export type WaitingListEntries = z.infer<typeof WaitingListEntries>;

/** The secret of a claim link (`?claim=`): 43 characters as made; anything else of a sane length is simply unknown. */
export const WaitingListClaimToken = z.string().min(1, 'The claim link is incomplete.').max(100, 'The claim link is not one we sent.');

/** GET /waiting-list/claims/{token}: what a live offer holds, for the check-out page it opens. */
export const WaitingListOffer = z.object({
  data: z.object({
    eventId: z.string(),
    email: z.string(),
    quantity: z.int().positive(),
    /** ISO 8601: the tickets are held for this person until then. */
    offerExpiresAt: z.string(),
  }),
});
export type WaitingListOffer = z.infer<typeof WaitingListOffer>;
