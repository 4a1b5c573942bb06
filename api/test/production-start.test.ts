// The API started as the production image starts it (NODE_ENV=production, tsx on server.ts), to
// prove what production refuses and what a staging site says about itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../..');

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  ADMIN_EMAIL: 'boss@example.com',
  ADMIN_PASSWORD: 'a-long-production-password',
  DATABASE_URL: 'memory://',
  LOG_LEVEL: 'warn',
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const { PATH, HOME } = process.env;
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'api/src/server.ts')], {
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

describe('a production start', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-production-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start without an explicit PAYMENTS_MODE, saying why', async () => {
    const api = startServer({ ...production, DATA_DIR: dataDir, API_PORT: String(await freePort()) });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/PAYMENTS_MODE: must be set when NODE_ENV=production/);
  });

  it('runs an explicit sandbox as a test site: GET /api/site says so for the banner', async () => {
    const port = await freePort();
    const api = startServer({ ...production, DATA_DIR: dataDir, API_PORT: String(port), PAYMENTS_MODE: 'sandbox' });
    try {
      let site: Response | undefined;
      for (const deadline = Date.now() + 25_000; !site && Date.now() < deadline; ) {
        site = await fetch(`http://127.0.0.1:${port}/api/site`).catch(() => undefined);
        if (!site) await new Promise((done) => setTimeout(done, 200));
      }
      expect(site?.status).toBe(200);
      expect(await site?.json()).toEqual({ paymentsMode: 'sandbox', maxTicketsPerBuyer: 10 });
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }
  });
});
