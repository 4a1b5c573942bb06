// The queue's arithmetic with a clock the test moves: the early arrivals' random order, first come
// first served after them, and admission at the set rate.
import type { Db } from '../src/db/connect';
import { admissionTokens } from '../src/queue/admission';
import { onSaleQueue } from '../src/queue/line';
import { memoryQueueStore } from '../src/queue/store';
import { inMemoryPglite } from './helpers';
import { addEvent } from './orders-helpers';

const ON_SALE = Date.parse('2031-04-01T09:00:00Z');

/** Spearman's rank correlation of two orderings of the same items. */
function spearman(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const d2 = a.reduce((sum, value, i) => sum + (value - b[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('the on-sale queue line', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await inMemoryPglite();
    await database.migrate();
    db = database.db;
    close = database.close;
  });
  afterAll(() => close());

  const lineAt = (clock: { now: number }) =>
    onSaleQueue({
      db,
      store: memoryQueueStore(),
      admission: admissionTokens('a-secret-of-at-least-thirty-two-characters'),
      admissionMinutes: 15,
      now: () => clock.now,
    });

  it("draws the early arrivals' order at random, then serves later arrivals in order, at the set rate", async () => {
    const event = await addEvent(db, 'EXPERIENCE', { sale: { useQueue: true, admitPerMinute: 30, onSaleAt: new Date(ON_SALE) } });
    const clock = { now: ON_SALE - 10 * 60_000 };
    const queue = lineAt(clock);
    const early: string[] = [];
    for (let i = 0; i < 200; i++) early.push((await queue.join(event.id, undefined)).ticket);
    // Ten minutes before: everyone asks again in 30 seconds. Ten seconds before: the front 3 seconds
    // after the on-sale time, the back later, not all in the same second.
    clock.now = ON_SALE - 10_000;
    const before = await Promise.all(early.map((ticket) => queue.status(event.id, ticket)));
    const byPlace = [...before].sort((a, b) => a.position - b.position);
    expect([byPlace[0]!.checkAgainSeconds, byPlace.at(-1)!.checkAgainSeconds]).toEqual([13, 30]);
    clock.now = ON_SALE + 1;
    const late: string[] = [];
    for (let i = 0; i < 20; i++) late.push((await queue.join(event.id, undefined)).ticket);

    const rankOf = async (ticket: string) => {
      const { position, admitted } = await queue.status(event.id, ticket);
      return admitted ? -1 : position;
    };
    // Nobody through yet but the first (30 a minute, 1 ms in): places run 1, 2, 3...
    clock.now = ON_SALE;
    const earlyRanks = await Promise.all(early.map(rankOf));
    expect([...earlyRanks].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // A random permutation: its correlation with the arrival order is near 0 (sd ~0.07 for 200; a
    // first-come order would give 1).
    expect(
      Math.abs(
        spearman(
          early.map((_, i) => i),
          earlyRanks,
        ),
      ),
    ).toBeLessThan(0.3);
    expect(await Promise.all(late.map(rankOf))).toEqual(Array.from({ length: 20 }, (_, i) => 201 + i));

    // Two minutes in at 30 a minute: 60 through, the 61st waits at place 1, two seconds away.
    clock.now = ON_SALE + 2 * 60_000;
    const states = await Promise.all(early.map((ticket) => queue.status(event.id, ticket)));
    expect(states.filter((state) => state.admitted)).toHaveLength(60);
    expect(states.find((state) => state.position === 1)).toMatchObject({ estimatedWaitSeconds: 2, checkAgainSeconds: 3 });
    // Far back, a visitor asks seldom: a tenth of their wait, at most every 30 seconds.
    expect(states.find((state) => state.position === 140)).toMatchObject({ estimatedWaitSeconds: 280, checkAgainSeconds: 28 });
    const lateStates = await Promise.all(late.map((ticket) => queue.status(event.id, ticket)));
    expect(Math.max(...lateStates.map((state) => state.checkAgainSeconds))).toBe(30);
  });

  it('gives an admitted visitor ADMISSION minutes, then their turn passes', async () => {
    const event = await addEvent(db, 'PARTY', { sale: { useQueue: true, onSaleAt: new Date(ON_SALE) } });
    const clock = { now: ON_SALE + 1000 };
    const queue = lineAt(clock);
    const admitted = await queue.join(event.id, undefined);
    expect(admitted).toMatchObject({ admitted: true, admissionExpiresAt: new Date(ON_SALE + 1000 + 15 * 60_000).toISOString() });
    clock.now += 16 * 60_000;
    const later = await queue.status(event.id, admitted.ticket);
    expect(later.admitted).toBe(true);
    expect(later.admissionToken).toBeUndefined();
  });

  it('starts the line of a queued event without an on-sale time at its first visitor', async () => {
    const event = await addEvent(db, 'PARTY', { sale: { useQueue: true, admitPerMinute: 1 } });
    const clock = { now: ON_SALE };
    const queue = lineAt(clock);
    expect(await queue.join(event.id, undefined)).toMatchObject({ admitted: false, position: 1 });
    clock.now += 1;
    expect(await queue.join(event.id, undefined)).toMatchObject({ admitted: false, position: 1 });
  });
});
