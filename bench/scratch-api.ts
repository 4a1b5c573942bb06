// The API on a scratch PostgreSQL database of its own, for the API benchmarks: started the way
// production starts it (api/src/server.ts, NODE_ENV=production, in a process of its own), so the
// load generator in the bench process never shares the server's event loop. Everything it created
// is dropped on close.
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../api/src/config';
import { seedDemoDatabase } from '../api/src/seed/seed-demo';
import { createScratchDatabase } from '../api/test/scratch-database';

const API_DIR = join(import.meta.dirname, '../api');

/** The PostgreSQL server the API benchmarks run on; they mean nothing on the embedded database. */
export function benchServerUrl(): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'This benchmark needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
  return url;
}

export interface ScratchApi {
  /** http://127.0.0.1:{port} */
  base: string;
  databaseUrl: string;
  /** The API process's id, to read its memory from /proc. */
  pid: number;
  close(): Promise<void>;
}

/** A port nobody listens on right now (the API reads a fixed API_PORT, so it cannot pick one itself). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Ends a child process started here: SIGTERM (a graceful close), SIGKILL if it lingers. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the production API (migrated by itself, as on any start) on a new database. Production
 * writes no demo data, so `demoData` first runs the demo seed (`npm run seed:demo`) on it as a
 * development environment would: a realistic catalogue to read. `nodeOptions` reach the server's
 * node, e.g. `--cpu-prof` to profile it under load; `env` adds to or overrides its environment.
 */
export async function scratchApi({
  nodeOptions = process.env.BENCH_API_NODE_OPTIONS ?? '',
  env = {},
  demoData = false,
}: { nodeOptions?: string; env?: Record<string, string>; demoData?: boolean } = {}): Promise<ScratchApi> {
  const serverUrl = benchServerUrl();
  const database = await createScratchDatabase(serverUrl, 'bench');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  if (demoData) await seedDemo(database.url, dataDir);
  const api = await startApiProcess({ nodeOptions, env: { DATABASE_URL: database.url, DATA_DIR: dataDir, ...env } }).catch(
    async (error) => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    base: api.base,
    databaseUrl: database.url,
    pid: api.child.pid as number,
    close: async () => {
      await stop(api.child);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
}

/** A fresh Ed25519 key for TICKET_SIGNING_KEY, which production requires. */
export const newTicketSigningKey = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

/**
 * One production API process on a free port, on the database and data folder `env` names, answered
 * healthy. (Several on one database share it as replicas behind a load balancer do.)
 */
export async function startApiProcess({
  nodeOptions = '',
  env,
}: {
  nodeOptions?: string;
  env: Record<string, string>;
}): Promise<ApiProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [...nodeOptions.split(' ').filter(Boolean), '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_PORT: String(port),
      JWT_SECRET: randomBytes(32).toString('hex'),
      TICKET_SIGNING_KEY: newTicketSigningKey(),
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      // Production names its payments mode; the sandbox takes the same paths up to the provider.
      PAYMENTS_MODE: 'sandbox',
      // Production's default: the request log is part of what a request costs.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await untilHealthy(base, child, output);
    return { base, child };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

async function untilHealthy(base: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output.join('')}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(200);
  }
  throw new Error(`The API did not answer /api/health within 60 s:\n${output.join('')}`);
}

// What `npm run seed:demo` does, as a development environment would run it.
async function seedDemo(databaseUrl: string, dataDir: string): Promise<void> {
  await seedDemoDatabase(loadConfig({ NODE_ENV: 'development', DATABASE_URL: databaseUrl, DATA_DIR: dataDir }));
}
