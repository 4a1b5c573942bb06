// A database of its own on a PostgreSQL server, for the API tests, the reliability suite and the
// benchmarks: created empty, dropped (connections and all) when done.
import { randomBytes } from 'node:crypto';
import pg, { type QueryResultRow } from 'pg';

/** Runs one statement on the server of `url` (any database on it) and answers the rows. */
export async function onServer<Row extends QueryResultRow = QueryResultRow>(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** The new database's URL. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database named `{prefix}_{random}` on the server of `serverUrl`. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
