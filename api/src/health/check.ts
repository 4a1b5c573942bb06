import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

export interface HealthReport {
  status: 'ok' | 'error';
  db: 'ok' | 'error';
}

/**
 * Whether this instance can serve: the database answers a query. The failure is handed to
 * `onFailure` (the request's log), since the report itself says no more than "error".
 */
export async function checkHealth(db: Db, onFailure: (error: unknown) => void): Promise<HealthReport> {
  try {
    await db.execute(sql`select 1`);
    return { status: 'ok', db: 'ok' };
  } catch (error) {
    onFailure(error);
    return { status: 'error', db: 'error' };
  }
}
