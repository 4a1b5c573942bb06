import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type AdminRole, roleLabels } from '@shared/domain';
import { eq, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { type App, buildApp } from '../src/app';
import { createTokens } from '../src/auth/tokens';
import { type Config, loadConfig } from '../src/config';
import { connect, type Database, type Db, PGLITE_EXTENSIONS, usePglite } from '../src/db/connect';
import { admins } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { ticketSigner } from '../src/tickets/ticket-qr';
import { createScratchDatabase } from './scratch-database';

export type Driver = 'pglite' | 'postgres';

/** Every database suite runs on in-memory PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Suites that race transactions against each other need PostgreSQL: PGlite runs one transaction at
 * a time, so there they would prove nothing. They run whenever TEST_DATABASE_URL is set (.ci/run
 * sets it when PostgreSQL answers); in CI a missing one is an error, never a quiet pass; only a
 * developer's machine without PostgreSQL leaves them out.
 */
export function describeOnPostgres(name: string, suite: () => void): void {
  if (process.env.TEST_DATABASE_URL) return describe(name, suite);
  if (process.env.CI) throw new Error(`${name}: these tests need PostgreSQL, and TEST_DATABASE_URL is not set`);
  describe.skip(name, suite);
}

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';
/** An Ed25519 private key for the tests that start as production does, which requires one. */
export const TEST_TICKET_SIGNING_KEY = [
  '-----BEGIN PRIVATE KEY-----',
  'MC4CAQAwBQYDK2VwBCIEIEXbQ8zq6RCcl4DDCIhChTjnedPcUbJebcXAEcxV/MO9',
  '-----END PRIVATE KEY-----',
].join('\n');

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/**
 * A migrated and seeded database of its own (so test files can run in parallel) behind a fresh
 * app, with uploads in a temporary folder. Seeded with the demo data unless `env` says
 * NODE_ENV=production or SEED_DEMO=0.
 */
export async function createTestApp(driver: Driver, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const scratch = driver === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'api_test') : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: scratch?.url ?? 'memory://',
    // The suites read the demo catalogue, as `npm start` shows it; production refuses it.
    ...(env.NODE_ENV === 'production' ? {} : { SEED_DEMO: '1' }),
    ...env,
  });
  const database = scratch ? await connect(config) : await inMemoryPglite();
  await database.migrate();
  await seed(database.db, config);
  const app = buildApp({ config, db: database.db });
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the outbox sender takes from the app's configuration, as server.ts gives it. */
export const outboxConfig = (t: TestApp) => ({
  brand: t.config.brandName,
  publicUrl: t.config.publicUrl,
  signer: ticketSigner(t.config.ticketSigningKey()),
});

// Loads the empty cluster prepared by global-setup.ts, which is much faster than a fresh initdb.
export async function inMemoryPglite(): Promise<Database> {
  const image = process.env.API_TEST_PGLITE_IMAGE;
  if (!image) return connect({ database: { driver: 'pglite', dataDir: undefined } });
  return usePglite(await PGlite.create({ loadDataDir: new Blob([await readFile(image)]), extensions: PGLITE_EXTENSIONS }));
}

/** Signs in through the API; each caller picks its own client address so login rate limits never collide. */
export async function login(app: App, remoteAddress: string, email = 'admin@example.com', password = 'Admin123!') {
  return app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { email, password } });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The usual suite set-up: a fresh app before the suite's tests, closed after them, and the admin's
 * bearer header. The fields are filled once beforeAll has run, so read them inside tests.
 */
export function adminSuite(driver: Driver, env: NodeJS.ProcessEnv = {}): { t: TestApp; auth: Record<string, string> } {
  const suite = {} as { t: TestApp; auth: Record<string, string> };
  beforeAll(async () => {
    suite.t = await createTestApp(driver, env);
    suite.auth = bearer(await adminToken(suite.t));
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** A signed token of the seeded admin, without the (deliberately slow) password check of a login. */
export async function adminToken(t: TestApp): Promise<string> {
  const [admin] = await t.database.db.select().from(admins).where(eq(admins.email, t.config.admin.email));
  return createTokens(t.config.jwt).issue(admin);
}

/**
 * A signed token of a member with the role (docs/product-rules.md#roles), added to the team the
 * first time it is asked for: `${role}@team.example`, without a password anyone could use.
 */
export async function memberToken(t: TestApp, role: AdminRole): Promise<string> {
  const email = `${role.toLowerCase().replace('_', '-')}@team.example`;
  await t.database.db.insert(admins).values({ email, name: roleLabels[role], role, passwordHash: 'not-used' }).onConflictDoNothing();
  const [member] = await t.database.db.select().from(admins).where(eq(admins.email, email));
  return createTokens(t.config.jwt).issue(member);
}

/** Rows in every table of the public schema, by table name. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row.n;
  }
  return counts;
}

// Both drivers (node-postgres and PGlite) answer raw SQL as { rows }.
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The constraint a statement breaks, or undefined when it goes through; either way it is rolled back. */
export async function brokenConstraint(db: Db, statement: SQL): Promise<string | undefined> {
  const constraintOf = (error: unknown): string | undefined => {
    if (typeof error !== 'object' || error === null) return undefined;
    if ('constraint' in error && typeof error.constraint === 'string') return error.constraint;
    return 'cause' in error ? constraintOf(error.cause) : undefined;
  };
  try {
    await db.transaction(async (tx) => {
      await tx.execute(statement);
      tx.rollback();
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return undefined;
    return constraintOf(error) ?? String(error);
  }
  throw new Error('the probe was not rolled back');
}
