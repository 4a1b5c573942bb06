// The API's own entry points (server.ts, the scripts) run as the images and `npm start` run them:
// node + tsx, in a process of their own, with nothing of the test's environment but PATH and HOME.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
}

/** Runs a TypeScript file of the repository (e.g. 'api/src/server.ts') with tsx, from the repository root. */
export function runTs(file: string, env: NodeJS.ProcessEnv): RunningProcess {
  const { PATH, HOME } = process.env;
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, file)], {
    cwd: repoRoot,
    env: { PATH, HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

/** Starts api/src/server.ts and waits until it answers /api/health on `port`; rejects if it exits first. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<RunningProcess> {
  const api = runTs('api/src/server.ts', { ...env, API_PORT: String(port) });
  let exitCode: number | null | undefined;
  void api.exited.then((code) => (exitCode = code));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (exitCode !== undefined) throw new Error(`The API exited with ${exitCode}:\n${api.output()}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((done) => setTimeout(done, 200));
  }
  api.child.kill('SIGKILL');
  throw new Error(`The API did not answer /api/health within 60 s:\n${api.output()}`);
}

/** SIGTERM (the graceful close of server.ts) and wait until it is gone. */
export async function stopServer(api: RunningProcess): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  await api.exited;
}
