// Starts the built system the way `npm start` does, on ports of its own and a fresh database, so
// the bench never measures (or disturbs) a developer's running copy.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../scripts/apps';

export interface RunningSystem {
  origin: string;
  stop: () => Promise<void>;
}

async function waitHealthy(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The system exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

export async function startSystem(shellPort: number, apiPort: number): Promise<RunningSystem> {
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'scripts/start.ts')], {
    cwd: repoRoot,
    // The pages are measured with the demo catalogue on them, whatever the developer's SEED_DEMO.
    env: {
      ...process.env,
      PORT: String(shellPort),
      API_PORT: String(apiPort),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'events-bench-')),
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${shellPort}`;
  await waitHealthy(child, `${origin}/api/health`);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
