// The API started as the production image starts it (NODE_ENV=production, tsx on server.ts), to
// prove what production refuses and what a staging site says about itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_TICKET_SIGNING_KEY } from './helpers';
import { freePort, runTs } from './server-process';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  // On one line, as an env file or compose holds it.
  TICKET_SIGNING_KEY: TEST_TICKET_SIGNING_KEY.replace(/\n/g, '\\n'),
  ADMIN_EMAIL: 'boss@example.com',
  ADMIN_PASSWORD: 'a-long-production-password',
  DATABASE_URL: 'memory://',
  LOG_LEVEL: 'warn',
};

// Not waited for: some of these starts are meant to fail.
const spawnServer = (env: NodeJS.ProcessEnv) => runTs('api/src/server.ts', env);

describe('a production start', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-production-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start without an explicit PAYMENTS_MODE, saying why', async () => {
    const api = spawnServer({ ...production, DATA_DIR: dataDir, API_PORT: String(await freePort()) });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/PAYMENTS_MODE: must be set when NODE_ENV=production/);
  });

  it('refuses to start without TICKET_SIGNING_KEY, saying why: every process must sign tickets with the same key', async () => {
    const { TICKET_SIGNING_KEY: _, ...withoutKey } = production;
    const api = spawnServer({ ...withoutKey, PAYMENTS_MODE: 'sandbox', DATA_DIR: dataDir, API_PORT: String(await freePort()) });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/TICKET_SIGNING_KEY must be set/);
  });

  it('runs an explicit sandbox as a test site: GET /api/site says so for the banner', async () => {
    const port = await freePort();
    const api = spawnServer({ ...production, DATA_DIR: dataDir, API_PORT: String(port), PAYMENTS_MODE: 'sandbox' });
    try {
      let site: Response | undefined;
      for (const deadline = Date.now() + 25_000; !site && Date.now() < deadline;) {
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
