import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { checkInRoutes } from '../src/routes/check-in';
import { adminEventRoutes } from '../src/routes/admin-events';
import { isServedBy, isUnder, registerRouteTable, ROUTE_TABLE, type RouteFile } from '../src/routes/index';
import { eventTicketRoutes } from '../src/routes/event-tickets';
import { paymentRoutes } from '../src/routes/payments';
import { inMemoryPglite, TEST_JWT_SECRET } from './helpers';

// The route table (src/routes/index.ts) says which file serves which paths; the API refuses to
// start when a route is not under its own file's paths, or is under another file's.

const LIVE = {
  PAYMENTS_MODE: 'live',
  STRIPE_SECRET_KEY: 'sk_test_routes',
  STRIPE_WEBHOOK_SECRET: 'whsec_routes',
  PAYPAL_CLIENT_ID: 'paypal-routes',
  PAYPAL_CLIENT_SECRET: 'paypal-routes-secret',
};

/** Every /api path the app serves with this environment (the explorer at /api/docs aside). */
async function servedPaths(env: NodeJS.ProcessEnv): Promise<string[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'route-table-'));
  const database = await inMemoryPglite();
  const app = buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, ...env }),
    db: database.db,
  });
  const urls: string[] = [];
  app.addHook('onRoute', (route) => void urls.push(route.url));
  try {
    await app.ready();
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return urls.filter((url) => url.startsWith('/api/') && !url.startsWith('/api/docs'));
}

/** The line of the table that serves `path` (after /api). */
const lineOf = (path: string) => ROUTE_TABLE.filter((file) => isServedBy(file, path));

describe('the route table', () => {
  it('has a route under every path it names, in sandbox or live mode, and every route under one line', async () => {
    const paths = [...(await servedPaths({})), ...(await servedPaths(LIVE))].map((url) => url.slice('/api'.length));
    expect(paths).toEqual(
      expect.arrayContaining(['/pay/:orderId', '/tickets/check-in', '/sandbox/:paymentId', '/payments/stripe/webhook']),
    );
    const unserved = [
      ...ROUTE_TABLE.flatMap(({ serves }) => serves).filter((served) => !paths.some((path) => isUnder(path, served))),
      ...ROUTE_TABLE.flatMap(({ servesExactly = [] }) => servesExactly).filter((served) => !paths.includes(served)),
    ];
    expect(unserved).toEqual([]);
    expect(paths.filter((path) => lineOf(path).length !== 1)).toEqual([]);
  });

  it('leads from a URL to the file of its handler', () => {
    expect(lineOf('/pay/:orderId').map(({ routes }) => routes)).toEqual([paymentRoutes]);
    expect(lineOf('/tickets/check-in').map(({ routes }) => routes)).toEqual([checkInRoutes]);
    // Path segments, not characters: /payments is not under /pay.
    expect(lineOf('/payments/paypal/return').map(({ routes }) => routes)).toEqual([paymentRoutes]);
    expect(isUnder('/payments', '/pay')).toBe(false);
    // A path served exactly is its file's alone: the paths below it are other files'.
    expect(lineOf('/admin/events').map(({ routes }) => routes)).toEqual([adminEventRoutes]);
    expect(lineOf('/admin/events/:id/tickets').map(({ routes }) => routes)).toEqual([eventTicketRoutes]);
  });

  const start = async (table: RouteFile<object>[]) => {
    const app = Fastify();
    app.register(async (api) => registerRouteTable(api, table, {}), { prefix: '/api' });
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  };
  const answering =
    (...paths: string[]): RouteFile<object>['routes'] =>
    async (app) => {
      for (const path of paths) app.get(path, async () => 'ok');
    };

  it('refuses to start with a route outside the paths of its line', async () => {
    await expect(start([{ serves: ['/here'], routes: answering('/here', '/here/too') }])).resolves.toBeUndefined();
    await expect(start([{ serves: ['/here'], routes: answering('/elsewhere') }])).rejects.toThrow(
      'GET /api/elsewhere must be under the paths of its own line of the route table (routes/index.ts), /here, and no other line',
    );
  });

  it("refuses to start with a route under another line's paths too", async () => {
    const table = [
      { serves: ['/orders'], routes: answering('/orders/unpaid') },
      { serves: ['/orders/unpaid'], routes: answering() },
    ];
    await expect(start(table)).rejects.toThrow('GET /api/orders/unpaid must be under the paths of its own line');
  });
});
