// A canary's error rate against its stable release's, and the API's automatic rollback of a failing
// one (docs/architecture.md#canary-error-rates-and-auto-rollback): the site-health answer compares
// the two releases named in remotes.json, and reports of the canary's version past the rule roll
// it back with the same edit as `npm run release -- <app> --rollback`, recorded in the audit trail
// as the system's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { auditLog, clientErrors } from '../src/db/schema';
import { adminSuite, bearer, drivers, memberToken } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'canary-rollback-'));
const file = join(dir, 'remotes.json');

// The two builds' manifests, each with the buildVersion its error reports carry.
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const version = { '/stable/mf-manifest.json': '1.0.0', '/canary/mf-manifest.json': '1.1.0-rc' }[request.url ?? ''];
    if (!version) return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const storefront = 'http://127.0.0.1:1/mf-manifest.json';
const checkout = (percent: number, autoRollback?: { factor: number; minSample: number }) => ({
  stable: `${origin}/stable/mf-manifest.json`,
  canary: `${origin}/canary/mf-manifest.json`,
  canaryPercent: percent,
  ...(autoRollback ? { autoRollback } : {}),
});
const writeRemotes = (address: unknown) =>
  writeFileSync(file, `${JSON.stringify({ brand: 'Evently', remotes: { storefront, checkout: address } }, null, 2)}\n`);
const readRemotes = (path = file) => JSON.parse(readFileSync(path, 'utf8')) as { remotes: Record<string, unknown> };

describe.each(drivers)('canary error rates and automatic rollback on %s', (driver) => {
  // The report's check is debounced by 2 s; the once-a-minute check never runs within a test.
  const suite = adminSuite(driver, { REMOTES_JSON_PATH: file });
  const db = () => suite.t.database.db;
  let address = 0;
  const report = (version: string) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress: `10.78.0.${++address % 250}`,
      payload: { remote: 'checkout', version, message: 'Boom', kind: 'render' },
    });
  const health = async (headers = suite.auth) =>
    (await suite.t.app.inject({ method: 'GET', url: '/api/admin/site-health', headers })).json();
  const rollbackRows = () =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'remote-release'), eq(auditLog.action, 'auto-rollback')));
  const until = async (done: () => boolean, ms = 8000) => {
    for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 100));
    return done();
  };

  beforeEach(async () => {
    await db().delete(clientErrors);
    rmSync(`${file}.previous`, { force: true });
  });

  it("compares the canary's errors with the stable release's, each per its share of visitors", async () => {
    writeRemotes(checkout(20));
    for (let i = 0; i < 3; i += 1) expect((await report('1.1.0-rc')).statusCode).toBe(202);
    for (let i = 0; i < 4; i += 1) await report('1.0.0');
    const answer = await health();
    // The rows keep their contract; the comparison is beside them.
    expect(answer.data).toEqual([
      { remote: 'checkout', version: '1.0.0', errorsLastHour: 4, errorsLastDay: 4 },
      { remote: 'checkout', version: '1.1.0-rc', errorsLastHour: 3, errorsLastDay: 3 },
    ]);
    expect(answer.canaries).toEqual([
      {
        remote: 'checkout',
        stable: { version: '1.0.0', sharePercent: 80, errorsLastHour: 4, errorsLastDay: 4, rate: 5 },
        canary: { version: '1.1.0-rc', sharePercent: 20, errorsLastHour: 3, errorsLastDay: 3, rate: 15 },
        autoRollback: null,
      },
    ]);
    // Without autoRollback the canary stays, whatever its figures.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(readRemotes().remotes.checkout).toEqual(checkout(20));
    expect(await rollbackRows()).toEqual([]);
  });

  it('leaves a canary under the minimum sample, or not over the factor, where it is', async () => {
    writeRemotes(checkout(50, { factor: 2, minSample: 5 }));
    for (let i = 0; i < 4; i += 1) await report('1.1.0-rc');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(readRemotes().remotes.checkout).toEqual(checkout(50, { factor: 2, minSample: 5 }));
    // Five canary errors, but the stable release has three at the same share: 5 is not over 2 x 3.
    for (let i = 0; i < 3; i += 1) await report('1.0.0');
    await report('1.1.0-rc');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(readRemotes().remotes.checkout).toEqual(checkout(50, { factor: 2, minSample: 5 }));
    expect(await rollbackRows()).toEqual([]);
  });

  it('rolls back a canary past the rule as `npm run release -- --rollback` would, and the trail says the system did, with the figures', async () => {
    const address = checkout(50, { factor: 2, minSample: 5 });
    writeRemotes(address);
    await report('1.0.0');
    for (let i = 0; i < 5; i += 1) await report('1.1.0-rc');
    expect(await until(() => readRemotes().remotes.checkout === address.stable)).toBe(true);
    // Only the canaried remote changed; the file it replaced is kept for an undo.
    expect(readRemotes()).toEqual({ brand: 'Evently', remotes: { storefront, checkout: address.stable } });
    expect(readRemotes(`${file}.previous`).remotes.checkout).toEqual(address);
    expect(existsSync(`${file}.tmp`)).toBe(false);

    let rows: Awaited<ReturnType<typeof rollbackRows>> = [];
    for (const end = Date.now() + 3000; rows.length === 0 && Date.now() < end;) rows = await rollbackRows();
    expect(rows).toHaveLength(1);
    const reason =
      'checkout canary 1.1.0-rc: 5 errors in the last hour at 50% of visitors (10/h at full share); stable 1.0.0: 1 at 50% (2/h at full share); ' +
      'rolled back at over 2 times the stable rate with at least 5 errors';
    expect(rows[0]).toMatchObject({
      actorId: null,
      actorEmail: null,
      entityId: 'checkout',
      changes: {
        release: { from: { canary: address.canary, canaryPercent: 50 }, to: { stable: address.stable } },
        reason: { from: null, to: reason },
      },
    });
    const answer = await health();
    expect(answer.canaries).toEqual([]);
    expect(answer.rollbacks).toEqual([{ at: rows[0].at.toISOString(), remote: 'checkout', reason }]);
    // Later reports of the gone canary change nothing more.
    await report('1.1.0-rc');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await rollbackRows()).toHaveLength(1);
    // The figures are the owners' and admins' only.
    expect(
      (await suite.t.app.inject({ method: 'GET', url: '/api/admin/site-health', headers: bearer(await memberToken(suite.t, 'FINANCE')) }))
        .statusCode,
    ).toBe(403);
  });
});
