// The API on a scratch PostgreSQL database of its own, listening on a free port, for the API
// benchmarks; everything it created is dropped on close.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { connect } from '../api/src/db/connect';
import { seed } from '../api/src/seed';

/** The PostgreSQL server the API benchmarks run on; they mean nothing on the embedded database. */
export function benchServerUrl(): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('This benchmark needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/postgres');
  return url;
}

export async function onServer(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export interface ScratchApi {
  /** http://127.0.0.1:{port} */
  base: string;
  databaseUrl: string;
  close(): Promise<void>;
}

export async function scratchApi({ withDemoData }: { withDemoData: boolean }): Promise<ScratchApi> {
  const serverUrl = benchServerUrl();
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' });
  const database = await connect(config);
  const app = buildApp({ config, db: database.db });
  const close = async () => {
    await app.close();
    await database.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    if (withDemoData) await seed(database.db, config);
    return { base: await app.listen({ host: '127.0.0.1', port: 0 }), databaseUrl: url.toString(), close };
  } catch (error) {
    await close();
    throw error;
  }
}
