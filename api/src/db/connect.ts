import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The query layer every route uses; identical on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Applies the SQL migrations of `folder` (api/drizzle unless told) that this database has not seen yet. */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs work while no other API instance runs its own: on PostgreSQL a session advisory lock,
   * so replicas started together migrate and seed one after the other, never at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Which database to use: a PGlite in a folder (in memory without one), or a PostgreSQL server. */
export type DatabaseConfig = { driver: 'pglite'; dataDir: string | undefined } | { driver: 'postgres'; url: string };

/**
 * The extensions every PGlite of the API loads: the migrations create pg_trgm (the payer search's
 * index), and a PGlite opens a folder with such an index only with the extension loaded.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Where the SQL migrations live: api/drizzle. */
export const MIGRATIONS_FOLDER = join(import.meta.dirname, '../../drizzle');

/** Advisory lock key of the start-up work (migrations and seed); any constant unique to this app. */
const STARTUP_LOCK = 7_364_019;

export interface ConnectOptions {
  /** Called when an idle server connection breaks; the pool drops it and reconnects on demand. */
  onIdleError?: (error: Error) => void;
}

/**
 * Session settings of every server connection. JIT compilation off: the API's statements read a page
 * or an aggregate by index in milliseconds, but over a year of sales the planner's estimates pass
 * jit_above_cost and PostgreSQL spent about 300 ms compiling each (docs/architecture.md#speed-at-scale).
 */
const SESSION_OPTIONS = '-c jit=off';

export async function connect({ database }: { database: DatabaseConfig }, { onIdleError }: ConnectOptions = {}): Promise<Database> {
  if (database.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, options: SESSION_OPTIONS });
    pool.on('error', (error) => onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        lockHolder.release();
      }
    };
    return {
      db,
      migrate: (folder = MIGRATIONS_FOLDER) => migratePg(db, { migrationsFolder: folder }),
      exclusively,
      close: () => pool.end(),
    };
  }

  if (database.dataDir !== undefined) mkdirSync(database.dataDir, { recursive: true });
  return usePglite(await PGlite.create(database.dataDir, { extensions: PGLITE_EXTENSIONS }));
}

/** Wraps a PGlite that is already running, e.g. one the tests start from a prepared data image. */
export function usePglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  // One process owns a PGlite folder, so there is nobody to wait for.
  return {
    db,
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder: folder }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
