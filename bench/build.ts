// The build part of `npm run bench`: a cold build (no cache exists between runs) of each remote
// alone, the way `npm run build -w remotes/<name>` does it, then of the whole system as
// `npm run build` does it (two apps at a time, one per core).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { remoteApps, repoRoot, type FrontApp } from '../scripts/apps';
import { buildApps } from '../scripts/build';
import { atMost, budgets, isMain, type Row, runAlone } from './table';

function buildAlone(app: FrontApp): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: app.dir,
      stdio: 'ignore',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`Building ${app.name} failed (exit ${code})`)),
    );
  });
}

export async function benchBuild(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const app of remoteApps) {
    const seconds = await buildAlone(app);
    rows.push(
      atMost(
        `Cold build of ${app.dir.slice(repoRoot.length + 1)} alone`,
        Number(seconds.toFixed(1)),
        budgets.build.remoteAloneMaxSeconds,
        ' s',
      ),
    );
  }
  const started = performance.now();
  await buildApps(true);
  rows.push(
    atMost(
      'Cold build of the whole system (npm run build)',
      Number(((performance.now() - started) / 1000).toFixed(1)),
      budgets.build.wholeSystemMaxSeconds,
      ' s',
    ),
  );
  return rows;
}

if (isMain(import.meta.url)) runAlone(benchBuild);
