// The start part of `npm run bench`: a newcomer's `npm start` right after `npm install`, i.e.
// with nothing built, until the site answers: the shell's page, remotes.json and the API.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { frontApps } from '../scripts/apps';
import { startSystem } from './system';
import { atMost, budgets, isMain, type Row, runAlone } from './table';

const shellPort = Number(process.env.BENCH_SHELL_PORT ?? 3500);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4500);

export async function benchStart(): Promise<Row[]> {
  for (const app of frontApps) rmSync(join(app.dir, 'dist'), { recursive: true, force: true });
  const started = performance.now();
  const system = await startSystem(shellPort, apiPort);
  try {
    for (const path of ['/', '/remotes.json']) {
      const response = await fetch(`${system.origin}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status} once started`);
    }
    const seconds = (performance.now() - started) / 1000;
    return [atMost('npm start after install (nothing built) to site ready', Number(seconds.toFixed(1)), budgets.start.maxSeconds, ' s')];
  } finally {
    await system.stop();
  }
}

if (isMain(import.meta.url)) runAlone(benchStart);
