// An API process of the test's own (node + tsx on api/src/server.ts, as `npm start` runs it), so a
// test can kill -9 it, restart it on the same data, or run it with its own environment.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../../scripts/apps';

export const RELIABILITY_JWT_SECRET = 'reliability-suite-secret-of-at-least-32-chars';

export interface ApiProcess {
  /** http://127.0.0.1:<port>/api */
  readonly url: string;
  readonly port: number;
  /** The last lines it printed, for the report of a failing test. */
  log(): string;
  /** SIGKILL: no shutdown hook runs, in-flight transactions die with the process. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown of server.ts. */
  stop(): Promise<void>;
  /** Starts it again on the same port and environment, and waits until it is healthy. */
  restart(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts the API with `env` on top of a clean base environment and waits for /api/health. */
export async function startApiProcess(port: number, env: Record<string, string | undefined>): Promise<ApiProcess> {
  const lines: string[] = [];
  let child: ChildProcess;
  const fullEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: RELIABILITY_JWT_SECRET,
    // As the suite's own system (`npm start`): the demo shop, unless a test says otherwise.
    SEED_DEMO: '1',
    ...env,
    API_PORT: String(port),
  };

  const launch = async () => {
    child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'api/src/server.ts')], {
      cwd: repoRoot,
      env: fullEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs the server in a child process, and kill -9 must reach it.
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 200));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The API on ${port} exited with code ${child.exitCode}:\n${lines.join('\n')}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    throw new Error(`The API on ${port} did not become healthy:\n${lines.join('\n')}`);
  };
  await launch();

  return {
    url: `http://127.0.0.1:${port}/api`,
    port,
    log: () => lines.join('\n'),
    kill9: async () => {
      const running = child.exitCode === null && child.signalCode === null;
      if (running && child.pid) process.kill(-child.pid, 'SIGKILL');
      await exited(child);
    },
    stop: async () => {
      // To tsx only, which hands it to the server: one SIGTERM is a graceful close, a second a kill.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
    restart: launch,
  };
}
