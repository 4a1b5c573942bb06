// The database an API process of a reliability test runs on: a scratch database on the
// PostgreSQL server of TEST_DATABASE_URL when it is set (as CI does), else PGlite in the test's
// DATA_DIR. Either way the test reads it directly, with SQL, to check what the API left behind.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../../api/src/db/connect';
import { createScratchDatabase } from '../../../api/test/scratch-database';

export interface TestDatabase {
  driver: 'postgres' | 'pglite';
  /** Environment for the API process: DATABASE_URL, or nothing for PGlite under DATA_DIR. */
  env: Record<string, string>;
  /**
   * Runs queries. PGlite is a single-process database, so on it this must only be called
   * while no API process has the folder open.
   */
  open<T>(work: (query: Query) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export type Query = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export async function testDatabase(dataDir: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      driver: 'pglite',
      env: { DATABASE_URL: '' },
      open: async (work) => {
        const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
        try {
          return await work(async (text, params) => (await db.query(text, params)).rows as never);
        } finally {
          await db.close();
        }
      },
      drop: async () => undefined,
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'reliability');
  return {
    driver: 'postgres',
    env: { DATABASE_URL: scratch.url },
    open: async (work) => {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        return await work(async (text, params) => (await client.query(text, params)).rows);
      } finally {
        await client.end();
      }
    },
    drop: scratch.drop,
  };
}
