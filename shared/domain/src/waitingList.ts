// The waiting list of a sold-out event (docs/product-rules.md#waiting-list).
import { z } from 'zod';
import { MAX_QUANTITY } from './events';
import { formatEventDate, formatEventTime } from './format';
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

export const WAITING_LIST_MESSAGES = {
  notSoldOut: 'This event is not sold out: you can buy tickets now.',
  alreadyWaiting: 'This e-mail address is already on the waiting list.',
  offerGone: 'This offer has expired or was already used.',
  closed: 'This event is not on sale.',
  claimQuantity: (quantity: number) => `This offer holds ${quantity} ${quantity === 1 ? 'ticket' : 'tickets'}: order at most that many.`,
  claimEmail: 'This offer is for the e-mail address it was sent to.',
  notWaiting: 'Only someone still waiting can be offered tickets.',
  offerDoesNotFit: (quantity: number, left: number) =>
    `Only ${left} ${left === 1 ? 'ticket is' : 'tickets are'} free: this entry wants ${quantity}.`,
  notRemovable: 'Only someone waiting or with an open offer can be removed.',
} as const;

/**
 * An instant as the event's own clock reads it, 'Friday, 27 November 2026, 10:30 AM (GMT)': the
 * deadline of an offer, in the e-mail and on the check-out page alike (docs/product-rules.md#event-times).
 */
export function formatInstantIn(instant: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return `${formatEventDate(day)}, ${formatEventTime(`${parts.hour}:${parts.minute}`, { day, timeZone })}`;
}
