import { randomBytes, randomUUID } from 'node:crypto';
import { checkAgainSeconds, QUEUE_CHECK_SECONDS, QUEUE_MESSAGES, type QueueState, WAITING_ROOM_OPENS_MINUTES } from '@shared/domain';
import type { Db } from '../db/connect';
import { HttpError, notFound } from '../http/errors';
import type { AdmissionTokens } from './admission';
import { eventStateReader, type QueuedEvent } from './event-state';
import type { QueueStore } from './store';

// The on-sale queue of an event (docs/product-rules.md#on-sale-queue). Nothing runs on a timer:
// how many visitors are through is worked out from the clock whenever anyone asks,
//   admitted = ceil(admitPerMinute x minutes since the line started) + holds ended since,
// so every API process gives the same answer from the same line, and a process that restarts
// resumes exactly where the others are.

const MINUTE_MS = 60_000;

export interface OnSaleQueueDeps {
  db: Db;
  store: QueueStore;
  admission: AdmissionTokens;
  /** How long an admitted visitor has to place their order. */
  admissionMinutes: number;
  now?: () => number;
}

/** A score in [0, 1) drawn from the system's secure source: an early arrival's place at random. */
const earlyScore = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

export function onSaleQueue({ db, store, admission, admissionMinutes, now = Date.now }: OnSaleQueueDeps) {
  const readEvent = eventStateReader(db);
  // A line without an on-sale time starts with its first visitor.
  const startOf = (eventId: string) => async (event: { onSaleAt: Date | null }) =>
    event.onSaleAt ?? new Date(await store.startedAt(eventId, now()));

  async function queuedEvent(eventId: string): Promise<QueuedEvent> {
    const event = await readEvent(eventId, startOf(eventId));
    if (!event) throw notFound('Event not found');
    if (!event.useQueue) throw new HttpError(409, QUEUE_MESSAGES.notQueued);
    return event;
  }

  async function stateOf(event: QueuedEvent, ticket: string, rank: number): Promise<QueueState> {
    const at = now();
    const start = (await startOf(event.id)(event)).getTime();
    const rate = event.admitPerMinute;
    const common = { ticket, onSaleAt: event.onSaleAt?.toISOString() ?? null, soldOut: event.soldOut };
    if (at < start) {
      // Before the on-sale time the early arrivals' order is drawn but still growing: the place
      // shown is today's, and it moves as others join.
      const [untilStart, afterStart] = [(start - at) / 1000, ((rank + 1) * 60) / rate];
      const waitSeconds = Math.ceil(untilStart + afterStart);
      // Asked again after the on-sale time by as much as a place this far back needs, so thousands
      // waiting do not all ask in the same second and the front still hears within seconds.
      const checkAgain = Math.min(QUEUE_CHECK_SECONDS.max, Math.ceil(untilStart) + checkAgainSeconds(afterStart));
      return {
        ...common,
        position: rank + 1,
        admitted: false,
        waitingForOnSale: true,
        estimatedWaitSeconds: waitSeconds,
        checkAgainSeconds: checkAgain,
      };
    }
    const through = Math.ceil((rate * (at - start)) / MINUTE_MS) + event.endedHolds;
    if (rank >= through) {
      const position = rank + 1 - through;
      const waitSeconds = Math.ceil((position * 60) / rate);
      // Sold out: nothing more to wait for.
      const checkAgain = event.soldOut ? 0 : checkAgainSeconds(waitSeconds);
      return {
        ...common,
        position,
        admitted: false,
        waitingForOnSale: false,
        estimatedWaitSeconds: waitSeconds,
        checkAgainSeconds: checkAgain,
      };
    }
    const expiresAt = new Date((await store.admittedAt(event.id, ticket, at)) + admissionMinutes * MINUTE_MS);
    const stillValid = expiresAt.getTime() > at;
    return {
      ...common,
      position: 0,
      admitted: true,
      waitingForOnSale: false,
      estimatedWaitSeconds: 0,
      checkAgainSeconds: 0,
      admissionExpiresAt: expiresAt.toISOString(),
      ...(stillValid ? { admissionToken: await admission.issue(event.id, ticket, expiresAt) } : {}),
    };
  }

  return {
    /**
     * Puts a visitor in the line, or answers the place of the ticket they already hold: one place
     * per browser. The waiting room opens WAITING_ROOM_OPENS_MINUTES before the on-sale time.
     */
    async join(eventId: string, ticket: string | undefined): Promise<QueueState> {
      const event = await queuedEvent(eventId);
      const at = now();
      if (ticket) {
        const rank = await store.rank(eventId, ticket);
        if (rank !== undefined) return stateOf(event, ticket, rank);
      }
      const opensAt = event.onSaleAt && event.onSaleAt.getTime() - WAITING_ROOM_OPENS_MINUTES * MINUTE_MS;
      if (opensAt && at < opensAt) throw new HttpError(409, QUEUE_MESSAGES.roomNotOpen);
      const early = event.onSaleAt !== null && at < event.onSaleAt.getTime();
      const fresh = randomUUID();
      const rank = await store.add(eventId, fresh, early ? earlyScore() : await store.nextLateScore(eventId));
      return stateOf(event, fresh, rank);
    },

    async status(eventId: string, ticket: string): Promise<QueueState> {
      const event = await queuedEvent(eventId);
      const rank = await store.rank(eventId, ticket);
      if (rank === undefined) throw notFound(QUEUE_MESSAGES.unknownTicket);
      return stateOf(event, ticket, rank);
    },
  };
}

export type OnSaleQueue = ReturnType<typeof onSaleQueue>;
