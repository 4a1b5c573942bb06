// The API part of `npm run bench`: autocannon against the open-experiences list (the production
// API on a seeded PostgreSQL database) and against a bare Fastify route answering the same bytes,
// started in the same run, so the ratio says what our code costs over Fastify itself on this
// machine. Each server runs in a process of its own, as in production; only the load generator
// runs here.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { freePort, scratchApi, stop } from './scratch-api';
import { atLeast, atMost, budgets, isMain, type Row, runAlone } from './table';

const LIST = '/api/experience/get?status=OPEN';

async function load(url: string): Promise<{ requests: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: budgets.api.connections, duration: budgets.api.durationSeconds });
  return { requests: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The bare Fastify baseline, answering `route` with `bytes`, in a child process. */
async function bareFastify(route: string, bytes: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-bare-'));
  const file = join(dir, 'body.json');
  await writeFile(file, bytes);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bare-fastify.ts'), route, file, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (
    let tries = 0;
    !(await fetch(`${base}${route}`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 100 || child.exitCode !== null) throw new Error('The bare Fastify baseline did not start');
    await sleep(100);
  }
  return {
    base,
    close: async () => {
      await stop(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function benchApi(): Promise<Row[]> {
  const api = await scratchApi({ demoData: true });
  let bare: Awaited<ReturnType<typeof bareFastify>> | undefined;
  try {
    const listed = await fetch(`${api.base}${LIST}`);
    const bytes = Buffer.from(await listed.arrayBuffer());
    bare = await bareFastify(LIST.split('?')[0], bytes);

    // A short warm-up of each, so neither pays for JIT compilation in the measured run.
    await autocannon({ url: `${api.base}${LIST}`, connections: 10, duration: 2 });
    await autocannon({ url: `${bare.base}${LIST}`, connections: 10, duration: 2 });
    const ours = await load(`${api.base}${LIST}`);
    const baseline = await load(`${bare.base}${LIST}`);
    const ratio = ours.requests / baseline.requests;
    console.log(
      `\nAPI: ${LIST} (${bytes.length} bytes) ${Math.round(ours.requests)} req/s p99 ${ours.p99} ms; bare Fastify ${Math.round(baseline.requests)} req/s p99 ${baseline.p99} ms`,
    );
    return [
      atLeast(
        `API ${LIST} req/s over bare Fastify (${budgets.api.connections} connections)`,
        Number(ratio.toFixed(2)),
        budgets.api.minRatioToBareFastify,
      ),
      atMost(`API ${LIST} p99 latency`, ours.p99, budgets.api.maxP99Ms, ' ms'),
      atMost(`API ${LIST} errors and non-2xx answers`, ours.errors, 0),
    ];
  } finally {
    await bare?.close();
    await api.close();
  }
}

if (isMain(import.meta.url)) runAlone(benchApi);
