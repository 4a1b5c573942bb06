import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { clientErrors } from '../db/client-errors-schema';

/** How long reports are kept: the site-health figures read one day; a week more is for looking into one. */
export const KEEP_DAYS = 8;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Deletes the reports older than KEEP_DAYS, by the index on created_at. */
export async function pruneClientErrors(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_DAYS * DAY_MS).toISOString();
  await db.delete(clientErrors).where(sql`${clientErrors.createdAt} < ${before}::timestamptz`);
}

/**
 * pruneClientErrors for the background jobs: once an hour, which keeps at most an hour's reports
 * past KEEP_DAYS; a tick in between costs nothing. Every instance may run it: a delete another
 * instance made first just finds nothing.
 */
export function hourlyClientErrorPrune(db: Db): () => Promise<void> {
  let dueAt = 0;
  return async () => {
    if (Date.now() < dueAt) return;
    await pruneClientErrors(db, new Date());
    dueAt = Date.now() + HOUR_MS;
  };
}
