// Demo data is written only when asked for: SEED_DEMO=1 (what `npm start` sets) or `npm run
// seed:demo`. A start without it writes the configured admin and nothing else; production refuses both.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDemoData } from '../../scripts/api-process';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { findDemoData } from '../src/seed/demo-rows';
import { seedParties } from '../src/seed/events';
import { describeSeed, seedDemoDatabase } from '../src/seed/seed-demo';
import { demoCounts, nothingSeeded } from './demo-counts';
import { createTestApp, type Driver, drivers, login, TEST_JWT_SECRET, TEST_TICKET_SIGNING_KEY, type TestApp, tableCounts } from './helpers';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { freePort, runTs, startServer, stopServer } from './server-process';

const OWNER = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'a long production password' };
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_MODE: 'sandbox',
  JWT_SECRET: TEST_JWT_SECRET,
  TICKET_SIGNING_KEY: TEST_TICKET_SIGNING_KEY,
  ...OWNER,
};
const REFUSED = 'a live site must not sell demo events or count invented revenue';

const noDemo = { experiences: 0, parties: 0, transactions: 0, merchandiseItems: 0, merchandiseOrders: 0 };

/** The tables holding rows, migrations' own bookkeeping aside. */
/** What a first start writes, and the admin's sign-in: the admin, its line in the audit trail, the team's rules. */
const signedInOnly = [
  ['admins', 1],
  ['audit_log', 1],
  ['team_settings', 1],
];

async function writtenTables(env: NodeJS.ProcessEnv): Promise<[string, number][]> {
  const database = await connect(loadConfig(env));
  try {
    return Object.entries(await tableCounts(database.db)).filter(([table, n]) => n > 0 && !table.includes('migrations'));
  } finally {
    await database.close();
  }
}

async function demoDataIn(env: NodeJS.ProcessEnv) {
  const database = await connect(loadConfig(env));
  try {
    return await findDemoData(database.db);
  } finally {
    await database.close();
  }
}

async function signIn(port: number, email: string, password: string): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return answer.status;
}

/** A fresh, empty database of the driver's kind: an embedded one in DATA_DIR, or a scratch PostgreSQL one. */
function freshDatabase(driver: Driver) {
  const fresh = { dataDir: '', scratch: undefined as ScratchDatabase | undefined, env: {} as Record<string, string> };
  beforeAll(async () => {
    fresh.dataDir = await mkdtemp(join(tmpdir(), 'api-demo-seed-'));
    fresh.scratch = driver === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'api_test') : undefined;
    fresh.env = { DATA_DIR: fresh.dataDir, LOG_LEVEL: 'warn', ...(fresh.scratch ? { DATABASE_URL: fresh.scratch.url } : {}) };
  });
  afterAll(async () => {
    await fresh.scratch?.drop();
    await rm(fresh.dataDir, { recursive: true, force: true });
  });
  return fresh;
}

describe('SEED_DEMO', () => {
  const base = { NODE_ENV: 'development', DATA_DIR: '/nonexistent/never-written', JWT_SECRET: TEST_JWT_SECRET };

  it('is off unless set to 1 (or true); anything else is refused, saying what it takes', () => {
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ ...base, SEED_DEMO: 'yes' })).toThrow('SEED_DEMO: must be 1 (write the demo data) or 0');
  });

  it('is what `npm start` and `serve:nginx` ask for, unless told otherwise, and never in production', () => {
    expect(withDemoData({ PORT: '3000' })).toEqual({ PORT: '3000', SEED_DEMO: '1' });
    expect(withDemoData({ SEED_DEMO: '0' })).toEqual({ SEED_DEMO: '0' });
    expect(withDemoData({ NODE_ENV: 'production' })).toEqual({ NODE_ENV: 'production' });
  });

  it('is refused in production, saying why; SEED_DEMO=0 is accepted there', () => {
    const production = { ...PRODUCTION, DATA_DIR: '/nonexistent/never-written' };
    expect(() => loadConfig({ ...production, SEED_DEMO: '1' })).toThrow(
      `Invalid configuration for NODE_ENV=production:\n  SEED_DEMO=1 is refused: ${REFUSED}`,
    );
    expect(loadConfig({ ...production, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
  });
});

describe.each(drivers)('demo data by choice on %s', (driver) => {
  describe('a first start without SEED_DEMO', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver, { NODE_ENV: 'development', SEED_DEMO: undefined });
    });
    afterAll(() => t.close());

    it('writes the admin and nothing else: no event, order, payment or merchandise row, no demo picture', async () => {
      const counts = await tableCounts(t.database.db);
      // The admin, and the team's rules that the migration writes (docs/product-rules.md#roles).
      expect(Object.entries(counts).filter(([table, n]) => n > 0 && !table.includes('migrations'))).toEqual([
        ['admins', 1],
        ['team_settings', 1],
      ]);
      await expect(access(join(t.config.uploadsDir, 'seed'))).rejects.toThrow();
    });

    it('lets the admin of the environment (in development, the demo admin) sign in', async () => {
      expect((await login(t.app, '10.9.4.1')).statusCode).toBe(200);
    });
  });

  describe('a start with SEED_DEMO=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver, { NODE_ENV: 'development', SEED_DEMO: '1' });
    });
    afterAll(() => t.close());

    it('writes the demo catalogue, its sales history and the merchandise with its orders', async () => {
      expect(await findDemoData(t.database.db)).toEqual({ admin: 'active', ...demoCounts });
      const list = await t.app.inject({ method: 'GET', url: '/api/party/get' });
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(list.json())).toContain(seedParties.find((party) => party.daysFromNow > 0)?.title);
    });
  });

  describe('the seed entry of `npm run seed:demo`', () => {
    const fresh = freshDatabase(driver);

    it('migrates a fresh database and seeds the admin and the demo data, then adds nothing', async () => {
      const config = loadConfig({ NODE_ENV: 'development', JWT_SECRET: TEST_JWT_SECRET, ...fresh.env });
      const first = await seedDemoDatabase(config);
      expect(first).toEqual({
        admins: 1,
        experiences: demoCounts.experiences,
        parties: demoCounts.parties,
        transactions: demoCounts.transactions,
        merchandise: demoCounts.merchandiseItems,
        merchandiseOrders: demoCounts.merchandiseOrders,
      });
      expect(describeSeed(first, config.admin.email)).toBe(
        `Wrote the demo data: ${demoCounts.experiences} experiences, ${demoCounts.parties} parties, ` +
          `${demoCounts.transactions} payments, ${demoCounts.merchandiseItems} merchandise items, ` +
          `${demoCounts.merchandiseOrders} merchandise orders. Created the admin admin@example.com.`,
      );
      const again = await seedDemoDatabase(config);
      expect(again).toEqual(nothingSeeded);
      expect(describeSeed(again, config.admin.email)).toBe('The demo data was seeded before: nothing written.');
      expect(await demoDataIn({ NODE_ENV: 'development', JWT_SECRET: TEST_JWT_SECRET, ...fresh.env })).toEqual({
        admin: 'active',
        ...demoCounts,
      });
    });

    it('refuses production before touching the database', async () => {
      const config = loadConfig({ ...PRODUCTION, ...fresh.env, DATA_DIR: join(fresh.dataDir, 'production') });
      await expect(seedDemoDatabase(config)).rejects.toThrow(`The demo data is not written when NODE_ENV=production: ${REFUSED}.`);
      await expect(access(join(fresh.dataDir, 'production'))).rejects.toThrow();
    });
  });
});

// The real entry points, started as `npm start`, the images and `npm run seed:demo` start them.
describe.each(drivers)('the API and `npm run seed:demo` as processes, on %s', (driver) => {
  describe('in development', () => {
    const fresh = freshDatabase(driver);
    const env = () => ({ NODE_ENV: 'development', ...fresh.env });

    it('a first start without SEED_DEMO writes no demo row, and the demo admin signs in', async () => {
      const port = await freePort();
      const api = await startServer(port, env());
      try {
        expect(await signIn(port, 'admin@example.com', 'Admin123!')).toBe(200);
      } finally {
        await stopServer(api);
      }
      // With the team's rules and the sign-in's line in the audit trail.
      expect(await writtenTables(env())).toEqual(signedInOnly);
    });

    it('`npm run seed:demo` then writes the demo data into that database, and a second run adds nothing', async () => {
      const first = runTs('api/scripts/seed-demo.ts', env());
      expect([await first.exited, first.output()]).toEqual([
        0,
        expect.stringContaining(`Wrote the demo data: ${demoCounts.experiences} experiences`),
      ]);
      const second = runTs('api/scripts/seed-demo.ts', env());
      expect([await second.exited, second.output().trim()]).toEqual([0, 'The demo data was seeded before: nothing written.']);
      expect(await demoDataIn(env())).toEqual({ admin: 'active', ...demoCounts });
    });
  });

  describe('in production', () => {
    const fresh = freshDatabase(driver);
    const env = () => ({ ...PRODUCTION, ...fresh.env });

    it('a first start writes only the admin of the environment, who signs in', async () => {
      const port = await freePort();
      const api = await startServer(port, env());
      try {
        expect(await signIn(port, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD)).toBe(200);
      } finally {
        await stopServer(api);
      }
      // With the team's rules and the sign-in's line in the audit trail.
      expect(await writtenTables(env())).toEqual(signedInOnly);
    });

    it('`npm run seed:demo` is refused, saying why, and writes nothing', async () => {
      const run = runTs('api/scripts/seed-demo.ts', env());
      expect([await run.exited, run.output().trim()]).toEqual([1, `The demo data is not written when NODE_ENV=production: ${REFUSED}.`]);
      expect(await demoDataIn(env())).toEqual({ admin: 'absent', ...noDemo });
    });

    it('a start with SEED_DEMO=1 is refused, saying why', async () => {
      const api = runTs('api/src/server.ts', { ...env(), SEED_DEMO: '1', API_PORT: String(await freePort()) });
      expect(await api.exited).toBe(1);
      expect(api.output()).toContain(`SEED_DEMO=1 is refused: ${REFUSED}`);
    });
  });
});
