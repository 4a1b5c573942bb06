// Runs the API as a child process and waits until it answers /api/health.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './apps';

/**
 * `npm start` and `serve:nginx` show the demo catalogue (SEED_DEMO=1) unless the environment says
 * otherwise, e.g. SEED_DEMO=0 for an empty shop. Not under NODE_ENV=production, which refuses it.
 */
export function withDemoData(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.NODE_ENV === 'production' ? env : { ...env, SEED_DEMO: env.SEED_DEMO || '1' };
}

export async function startApi(port: number, env: NodeJS.ProcessEnv = process.env): Promise<ChildProcess> {
  const api = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    env: { ...env, API_PORT: String(port) },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  api.kill('SIGTERM');
  throw new Error('The API did not become healthy within 60 s');
}
