/**
 * A small seeded PRNG (mulberry32): the demo history is the same on every machine and every
 * run, so seeded figures can be tested and screenshots compared.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** `now` moved back by whole days plus the given hour and minute (UTC). */
export function daysAgo(now: Date, days: number, hour: number, minute: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, minute));
}

export const FIRST_NAMES = ['Ada', 'Tunde', 'Chioma', 'James', 'Amara', 'Olivia', 'Kwame', 'Zainab', 'Harry', 'Funke', 'Emeka', 'Grace'];
export const LAST_NAMES = ['Obi', 'Adeyemi', 'Okafor', 'Smith', 'Mensah', 'Brown', 'Bello', 'Taylor', 'Eze', 'Williams', 'Owusu', 'Jones'];
