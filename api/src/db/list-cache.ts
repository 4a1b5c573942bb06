/**
 * What one API instance keeps for a moment: answers every reader gets alike, serialised (the public
 * event lists, the dashboard's figures, the Event Hub's table), and how many rows Payment Tracking's
 * filters keep. The lists are the site's hottest read (every visit to /, /experiences and /parties
 * asks for them) and each costs a query with counts; the dashboard and the Event Hub sum a year of
 * payments for every admin who opens them, the same sums for each; a total is a count over every
 * matching payment, whose cost grows with the payments on record while the page beside it stays ten
 * rows. So one instance answers them from memory for `ttlMs` and lets concurrent requests share one
 * query. Any successful write through this instance clears the copies at once;
 * a change made by another instance or a background job (a hold running out) shows within `ttlMs`.
 * Order create and payment decide on fresh counts under the event lock, never on these copies.
 */
export interface ListCache<Body = Buffer> {
  get(key: string, load: () => Promise<Body>): Promise<Body>;
  clear(): void;
  /** How many copies it holds, fresh or not. */
  size(): number;
}

/** Keys kept before the expired ones are let go: a search's total is kept under its words. */
const SWEEP_AT = 256;

export function createListCache<Body = Buffer>(ttlMs: number): ListCache<Body> {
  const entries = new Map<string, { at: number; body: Promise<Body> }>();
  const fresh = (entry: { at: number }, now: number) => now - entry.at < ttlMs;
  return {
    get(key, load) {
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && fresh(hit, now)) return hit.body;
      if (entries.size >= SWEEP_AT) for (const [old, entry] of entries) if (!fresh(entry, now)) entries.delete(old);
      const entry = { at: now, body: load() };
      entries.set(key, entry);
      // A failed load is not kept: the next request tries again.
      entry.body.catch(() => entries.get(key) === entry && entries.delete(key));
      return entry.body;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
