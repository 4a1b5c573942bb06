// The on-sale queue's timing (docs/product-rules.md#on-sale-queue). Kept apart from queue.ts, which
// builds zod schemas when loaded: the waiting room of a public page uses this without zod.

/** How often a waiting visitor asks their place, at most and at least. */
export const QUEUE_CHECK_SECONDS = { min: 3, max: 30 } as const;

/**
 * When a waiting visitor should ask again, `waitSeconds` before their turn: a tenth of the wait,
 * within QUEUE_CHECK_SECONDS. Thousands far back in line then ask every half minute, not every
 * few seconds, and the front of the line still moves on within seconds of its turn.
 */
export function checkAgainSeconds(waitSeconds: number): number {
  return Math.min(QUEUE_CHECK_SECONDS.max, Math.max(QUEUE_CHECK_SECONDS.min, Math.ceil(waitSeconds / 10)));
}

/** Visitors arriving this long before the on-sale time wait in the room and get a random place. */
export const WAITING_ROOM_OPENS_MINUTES = 15;
