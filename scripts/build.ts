// Builds the front-end apps with the rspack CLI, two at a time (one per core): `--all` rebuilds
// every app, otherwise only the apps whose build output is missing (what `npm start` needs on a
// fresh clone). Each app builds from its own folder exactly as `npm run build -w <app>` does.
// The CLI runs in its own process on purpose: under tsx, Module Federation's generated runtime
// code would pick up tsx's helper names and break in the browser.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtMarker, frontApps, repoRoot, type FrontApp } from './apps';

const rspackCli = join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

function buildOne(app: FrontApp): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspackCli, 'build'], { cwd: app.dir, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building ${app.name} failed (exit ${code})`))));
  });
}

export async function buildApps(all: boolean, parallel = 2, apps: FrontApp[] = frontApps): Promise<void> {
  const queue = all ? [...apps] : apps.filter((app) => !existsSync(builtMarker(app)));
  if (queue.length === 0) return;
  const started = Date.now();
  console.log(`Building ${queue.map((app) => app.name).join(', ')}...`);
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildOne(app);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps(process.argv.includes('--all')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
