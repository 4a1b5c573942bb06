/**
 * The public event lists, kept as serialised JSON for a moment. They are the site's hottest read
 * (every visit to /, /experiences and /parties asks for them) and each costs a query with counts,
 * so one instance answers them from memory for `ttlMs` and lets concurrent requests share one
 * query. Any successful write through this instance clears the copies at once; a change made by
 * another instance or a background job (a hold running out) shows within `ttlMs`. Order create
 * and payment decide on fresh counts under the event lock, never on these copies.
 */
export interface ListCache<Body = Buffer> {
  get(key: string, load: () => Promise<Body>): Promise<Body>;
  clear(): void;
}

export function createListCache<Body = Buffer>(ttlMs: number): ListCache<Body> {
  const entries = new Map<string, { at: number; body: Promise<Body> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && performance.now() - hit.at < ttlMs) return hit.body;
      const entry = { at: performance.now(), body: load() };
      entries.set(key, entry);
      // A failed load is not kept: the next request tries again.
      entry.body.catch(() => entries.get(key) === entry && entries.delete(key));
      return entry.body;
    },
    clear: () => entries.clear(),
  };
}
