// The shell's /remotes.json says where each remote's manifest lives in this environment. It is
// written by the same script the shell's container runs at start (docker/nginx), from
// REMOTE_<NAME>_URL variables (and REMOTE_<NAME>_CANARY_URL and _CANARY_PERCENT for a canary,
// OVERRIDE_ORIGINS for where a member may point a remote); here the defaults are the ports
// `npm start` serves the remotes on.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { remoteApps, repoRoot } from './apps';

export function remotesEnv(shellPort: number, host: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const vars: NodeJS.ProcessEnv = { BRAND_NAME: env.BRAND_NAME || 'Evently' };
  // None unless set: a member's override is allowed only where the environment says so.
  if (env.OVERRIDE_ORIGINS !== undefined) vars.OVERRIDE_ORIGINS = env.OVERRIDE_ORIGINS;
  for (const app of remoteApps) {
    const key = `REMOTE_${app.name.toUpperCase()}_URL`;
    vars[key] = env[key] ?? `http://${host}:${shellPort + app.portOffset}/mf-manifest.json`;
    // A canary release beside it, when one is set (README.md#ship-your-remote-alone).
    for (const canaryKey of [`REMOTE_${app.name.toUpperCase()}_CANARY_URL`, `REMOTE_${app.name.toUpperCase()}_CANARY_PERCENT`]) {
      if (env[canaryKey] !== undefined) vars[canaryKey] = env[canaryKey];
    }
  }
  return vars;
}

export function writeRemotesFile(
  root: string,
  shellPort: number,
  host: string,
  env: NodeJS.ProcessEnv = process.env,
  name = 'remotes.json',
): void {
  execFileSync('sh', [join(repoRoot, 'docker/nginx/write-remotes-json.sh')], {
    env: { PATH: env.PATH, ...remotesEnv(shellPort, host, env), REMOTES_JSON_PATH: join(root, name) },
    // Its warnings (a canary left out) are shown.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Writes this run's remotes.json and answers its path, for the shell's server to answer
 * /remotes.json with and the API to watch its canaries in: at REMOTES_JSON_PATH when set (so
 * `npm run release` with the same variable edits this run's file), else in a folder of its own.
 * It names this run's ports, so it stays out of the shared build output: a second system (the e2e
 * suite beside `npm start`) would otherwise repoint the first.
 */
export function writeRunRemotesFile(shellPort: number, host: string, env: NodeJS.ProcessEnv = process.env): string {
  const path = env.REMOTES_JSON_PATH || join(mkdtempSync(join(tmpdir(), 'events-site-')), 'remotes.json');
  writeRemotesFile(dirname(path), shellPort, host, env, basename(path));
  return path;
}
