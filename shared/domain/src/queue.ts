// The on-sale queue's wire shapes (docs/product-rules.md#on-sale-queue).
import { z } from 'zod';
import { WAITING_ROOM_OPENS_MINUTES } from './queueTiming';

export const QueueJoin = z.object({
  /** The browser's ticket from an earlier join: the same place, never a second one. */
  ticket: z.string().max(100).optional(),
});
export type QueueJoin = z.infer<typeof QueueJoin>;

export const QueueStatusQuery = z.object({ ticket: z.string().min(1, 'Please give your queue ticket').max(100) });
export type QueueStatusQuery = z.infer<typeof QueueStatusQuery>;

export const QueueState = z.object({
  ticket: z.string(),
  /** People ahead in the line and not yet let through, plus one; 0 once admitted. */
  position: z.int().nonnegative(),
  admitted: z.boolean(),
  /** Sent to POST /order/create; only once admitted, and only until the turn passes. */
  admissionToken: z.string().optional(),
  /** When an admitted visitor's turn passes unless they have ordered (ISO). */
  admissionExpiresAt: z.string().optional(),
  /** Before the on-sale time the early arrivals' order is not drawn yet. */
  waitingForOnSale: z.boolean(),
  onSaleAt: z.string().nullable(),
  /** Seconds until this visitor's turn at the set rate. */
  estimatedWaitSeconds: z.int().nonnegative(),
  /** The event sold out: whoever still waits is offered the waiting list. */
  soldOut: z.boolean(),
  /** When to ask again: soon near the front, seldom far back (0 once admitted or sold out). */
  checkAgainSeconds: z.int().nonnegative(),
});
export type QueueState = z.infer<typeof QueueState>;
export const QueueStatus = z.object({ data: QueueState });
export type QueueStatus = z.infer<typeof QueueStatus>;

export const QUEUE_MESSAGES = {
  admissionNeeded: 'This event sells through a queue: please join the queue and wait for your turn.',
  admissionInvalid: 'Your place in the queue has expired or is not for this event: please join the queue again.',
  notQueued: 'This event does not use a queue.',
  unknownTicket: 'This queue ticket is not known: please join the queue again.',
  notOnSale: 'Tickets are not on sale yet.',
  roomNotOpen: `The waiting room opens ${WAITING_ROOM_OPENS_MINUTES} minutes before tickets go on sale.`,
} as const;
