// Writes the shell's /remotes.json: where each remote's manifest lives in this environment.
// REMOTE_<NAME>_URL (e.g. REMOTE_EVENT_HUB_URL) moves one remote without rebuilding anything.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps, shellApp } from './apps';

export function remotesFile(shellPort: number, host: string, env: NodeJS.ProcessEnv = process.env) {
  const remotes: Record<string, string> = {};
  for (const app of remoteApps) {
    const override = env[`REMOTE_${app.name.toUpperCase()}_URL`];
    remotes[app.name] = override ?? `http://${host}:${shellPort + app.portOffset}/mf-manifest.json`;
  }
  return { brand: env.BRAND_NAME || 'Evently', remotes };
}

export function writeRemotesFile(shellPort: number, host: string, env: NodeJS.ProcessEnv = process.env): void {
  const file = join(shellApp.dir, 'dist', 'remotes.json');
  writeFileSync(file, `${JSON.stringify(remotesFile(shellPort, host, env), null, 2)}\n`);
}
