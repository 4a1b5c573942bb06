// The front-end apps' error reports and the site-health figures read from them
// (docs/architecture.md#client-error-reports): anyone may report, within a size and a rate; what is
// stored names nobody; owners and admins read the counts per app version.
import { desc, sql } from 'drizzle-orm';
import { pruneClientErrors } from '../src/client-errors/prune';
import { clientErrors } from '../src/db/schema';
import { adminSuite, bearer, drivers, memberToken, rowsOf } from './helpers';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbmFAZXhhbXBsZS5jb20ifQ.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const report = {
  remote: 'checkout',
  version: '1.4.2',
  message: 'Cannot read properties of undefined (reading "total")',
  stack: 'TypeError: Cannot read properties of undefined\n    at Summary (https://site.example/checkout/main.js:10:5)',
  route: '/booking/3f1c2a9e-7b4d-4e2a-9c1f-0a2b3c4d5e6f',
  kind: 'render',
};

describe.each(drivers)('client error reports on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  let address = 0;
  /** A client address of its own for each test, so the per-client limit of one never meets another's. */
  const nextAddress = () => `10.77.0.${++address}`;
  const post = (payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = async () => (await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from client_errors`))[0].n;
  const latest = async () => (await db().select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(1))[0];

  beforeEach(async () => {
    await db().delete(clientErrors);
  });

  it('answers 202 and stores the report: remote, version, kind, message, stack hash, route template, browser family', async () => {
    const response = await post(report, nextAddress());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    const row = await latest();
    expect(row).toMatchObject({
      remote: 'checkout',
      version: '1.4.2',
      kind: 'render',
      message: report.message,
      route: '/booking/:id',
      browser: 'Chrome',
    });
    expect(row.stackHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await stored()).toBe(1);
  });

  it('takes a report without stack or route, and one sent by sendBeacon as text/plain', async () => {
    const { stack: _stack, route: _route, ...bare } = report;
    expect((await post({ ...bare, kind: 'load' }, nextAddress(), { 'user-agent': 'curl/8' })).statusCode).toBe(202);
    expect(await latest()).toMatchObject({ kind: 'load', stackHash: null, route: null, browser: 'Other' });
    const beacon = await post({ ...report, kind: 'unhandled' }, nextAddress(), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(beacon.statusCode).toBe(202);
    expect(await latest()).toMatchObject({ kind: 'unhandled' });
  });

  it('answers 400 with a readable message for garbage, not JSON, a missing field or a bad kind, and stores nothing', async () => {
    const from = nextAddress();
    const refused = async (payload: unknown, message: RegExp, headers: Record<string, string> = {}) => {
      const response = await post(payload, from, headers);
      expect([response.statusCode, response.json().message]).toEqual([400, expect.stringMatching(message)]);
    };
    await refused('{"remote": "checkout", ', /JSON/i);
    await refused('not json at all', /JSON/i, { 'content-type': 'text/plain' });
    // Without a content type too: a body is read as the JSON it should be.
    const untyped = await suite.t.app.inject({ method: 'POST', url: '/api/client-errors', remoteAddress: from, payload: 'garbage' });
    expect([untyped.statusCode, untyped.json().message]).toEqual([400, 'The report must be a JSON object']);
    await refused('"just a string"', /expected object/i);
    await refused([1, 2, 3], /expected object/i);
    const { message: _message, ...noMessage } = report;
    await refused(noMessage, /message/);
    await refused({ ...report, remote: '' }, /remote/);
    await refused({ ...report, kind: 'crash' }, /kind: must be one of load, render, unhandled/);
    await refused({ ...report, stack: 42 }, /stack/);
    // Like every text field of the API, none takes a NUL (which PostgreSQL cannot store) or an escape.
    await refused({ ...report, message: 'bad\u0000byte' }, /^message contains a character that is not allowed$/);
    expect(await stored()).toBe(0);
  });

  it('answers 413 for a body over 16 KB, and stores nothing', async () => {
    const response = await post({ ...report, message: 'x'.repeat(17 * 1024) }, nextAddress());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: 'The request is too large: at most 16 KB may be sent here' });
    expect(await stored()).toBe(0);
  });

  it('answers 429 after 60 reports a minute from one client, while another client is still heard', async () => {
    const busy = nextAddress();
    for (let i = 0; i < 60; i++) expect((await post(report, busy)).statusCode).toBe(202);
    const limited = await post(report, busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many error reports from your network/);
    expect((await post(report, nextAddress())).statusCode).toBe(202);
    expect(await stored()).toBe(61);
  });

  it('stores nothing that looks like an e-mail address, a token or a query string', async () => {
    const secrets = ['ana@example.com', 'ana%40example.com', JWT, '?token=abc', 'token=abc', 'Bearer abc123', 'Chrome/131', 'site.example'];
    const response = await post(
      {
        ...report,
        message: `No booking for ana@example.com (Authorization: Bearer abc123) at /booking?token=abc with ${JWT}`,
        stack: `Error: ana@example.com\n    at load (https://site.example/booking.js?token=abc:3:9)\n    at ${JWT}`,
        route: `/admin/buyers/ana%40example.com/${JWT}?token=abc`,
      },
      nextAddress(),
    );
    expect(response.statusCode).toBe(202);
    const row = await latest();
    expect(row).toMatchObject({
      message: 'No booking for [email] (Authorization: Bearer [token] at /booking?[query] with [token]',
      route: '/admin/buyers/:id/:id',
    });
    const everything = JSON.stringify(await rowsOf(db(), sql`select * from client_errors`));
    for (const secret of secrets) expect([secret, everything.includes(secret)]).toEqual([secret, false]);
    expect(everything).not.toMatch(/eyJ|10\.77\./);
  });

  it('deletes the reports older than 8 days when pruned', async () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const row = { remote: 'shell', version: '1', kind: 'load', message: 'm', browser: 'Other' };
    await db()
      .insert(clientErrors)
      .values([
        { ...row, createdAt: ago(7 * 24) },
        { ...row, createdAt: ago(8 * 24 + 1) },
        { ...row, createdAt: ago(30 * 24) },
      ]);
    await pruneClientErrors(db(), now);
    expect((await db().select().from(clientErrors)).map((kept) => kept.createdAt.getTime())).toEqual([ago(7 * 24).getTime()]);
  });

  describe('GET /api/admin/site-health', () => {
    const get = (headers: Record<string, string> = {}) => suite.t.app.inject({ method: 'GET', url: '/api/admin/site-health', headers });

    it('answers 401 without a session and 403 to a role other than owner or admin', async () => {
      expect((await get()).statusCode).toBe(401);
      expect((await get({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
      for (const role of ['FINANCE', 'CHECK_IN'] as const) {
        expect([role, (await get(bearer(await memberToken(suite.t, role)))).statusCode]).toEqual([role, 403]);
      }
      for (const role of ['OWNER', 'ADMIN'] as const) {
        expect([role, (await get(bearer(await memberToken(suite.t, role)))).statusCode]).toEqual([role, 200]);
      }
    });

    it('counts each remote and version in the last hour and the last day, sorted, leaving out those with none in the day', async () => {
      const now = Date.now();
      const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
      const row = (remote: string, version: string, minutesAgo: number) => ({
        remote,
        version,
        kind: 'render',
        message: 'm',
        browser: 'Chrome',
        createdAt: at(minutesAgo),
      });
      await db()
        .insert(clientErrors)
        .values([
          row('storefront', '2.0.0', 1),
          row('storefront', '2.0.0', 59),
          row('storefront', '2.0.0', 61),
          row('storefront', '2.0.0', 23 * 60),
          row('storefront', '2.0.0', 25 * 60),
          row('storefront', '1.9.0', 5 * 60),
          row('checkout', '1.4.2', 10),
          // Only older than a day: not listed.
          row('settings', '3.1.0', 24 * 60 + 5),
          row('settings', '3.1.0', 6 * 24 * 60),
        ]);
      const response = await get(suite.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { remote: 'checkout', version: '1.4.2', errorsLastHour: 1, errorsLastDay: 1 },
          { remote: 'storefront', version: '1.9.0', errorsLastHour: 0, errorsLastDay: 1 },
          { remote: 'storefront', version: '2.0.0', errorsLastHour: 2, errorsLastDay: 4 },
        ],
        // No remotes.json here (REMOTES_JSON_PATH unset): no canaries to compare (canary-rollback.test.ts).
        canaries: [],
        rollbacks: [],
      });
    });

    it('answers an empty list when nothing failed in the last day', async () => {
      expect((await get(suite.auth)).json()).toEqual({ data: [], canaries: [], rollbacks: [] });
    });
  });
});
