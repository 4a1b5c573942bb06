// The shell's /remotes.json says where each remote's manifest lives in this environment. It is
// written by the same script the shell's container runs at start (docker/nginx), from
// REMOTE_<NAME>_URL variables; here the defaults are the ports `npm start` serves the remotes on.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { remoteApps, repoRoot } from './apps';

export function remotesEnv(shellPort: number, host: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const vars: NodeJS.ProcessEnv = { BRAND_NAME: env.BRAND_NAME || 'Evently' };
  for (const app of remoteApps) {
    const key = `REMOTE_${app.name.toUpperCase()}_URL`;
    vars[key] = env[key] ?? `http://${host}:${shellPort + app.portOffset}/mf-manifest.json`;
  }
  return vars;
}

export function writeRemotesFile(root: string, shellPort: number, host: string, env: NodeJS.ProcessEnv = process.env): void {
  execFileSync('sh', [join(repoRoot, 'docker/nginx/write-remotes-json.sh')], {
    env: { PATH: env.PATH, ...remotesEnv(shellPort, host, env), REMOTES_JSON_PATH: join(root, 'remotes.json') },
    stdio: 'ignore',
  });
}
