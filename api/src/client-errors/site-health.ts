import type { SiteHealthRow } from '@shared/domain';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { clientErrors } from '../db/client-errors-schema';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Each app version's errors in the last hour and the last day, by remote then version; only those
 * with errors in the last day. One aggregate over the day's rows, which the index on created_at
 * finds.
 */
export async function siteHealth(db: Db, now: Date): Promise<SiteHealthRow[]> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  return db
    .select({
      remote: clientErrors.remote,
      version: clientErrors.version,
      errorsLastHour: sql<number>`(count(*) filter (where ${clientErrors.createdAt} > ${hourAgo}::timestamptz))::int`,
      errorsLastDay: sql<number>`count(*)::int`,
    })
    .from(clientErrors)
    .where(sql`${clientErrors.createdAt} > ${dayAgo}::timestamptz`)
    .groupBy(clientErrors.remote, clientErrors.version)
    .orderBy(asc(clientErrors.remote), asc(clientErrors.version));
}
