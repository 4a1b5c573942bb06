import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { createTestApp, drivers, TEST_JWT_SECRET, type TestApp } from './helpers';

// POST routes that take no body: sign-out, confirmations, the payment starts (which take no body), the
// button of the instalment pay page and the sandbox payment page's buttons.
const BODYLESS = [
  /^\/api\/admin\/logout$/,
  /\/confirm$/,
  /^\/api\/(stripe\/checkout|pay)\/\{orderId\}$/,
  /^\/api\/order\/\{orderId\}\/pay$/,
  /^\/api\/sandbox\/\{paymentId\}\/(complete|cancel)$/,
  // After the sale: actions named by their path alone.
  /^\/api\/admin\/orders\/\{id\}\/resend$/,
  /^\/api\/bookings\/\{token\}\/(cancel|resend)$/,
  /^\/api\/merchandise-orders\/\{id\}\/deliver$/,
  // Offering a waiting-list entry its tickets now: the entry says how many and to whom.
  /^\/api\/admin\/waiting-list\/\{id\}\/offer$/,
  // Back from paying: the order's id says which booking.
  /^\/api\/order\/\{orderId\}\/return\/booking-link$/,
  // A view of an event page: nothing about the visitor is sent.
  /^\/api\/events\/\{id\}\/views$/,
  // Setting up two-factor sign-in: the server makes the secret.
  /^\/api\/admin\/me\/two-factor$/,
  // Erasing a buyer: the address in the path says whom.
  /^\/api\/admin\/buyers\/\{email\}\/erase$/,
];

/** The parts of an operation of the OpenAPI document that the documentation test reads. */
type DocumentedOperation = { summary?: string; requestBody?: { content?: object }; responses: Record<string, { content?: object }> };

describe.each(drivers)('app on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // Registered before the app is ready, like any route, to reach the error handler's last resort.
    t.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('GET /api/site says the payments are the sandbox by default outside production, and the per-buyer ticket limit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentsMode: 'sandbox', maxTicketsPerBuyer: 10 });
  });

  it('answers unknown routes with the uniform 404 shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('turns an unexpected failure into a 500 that reveals nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('publishes an OpenAPI 3.1 document listing every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual({ title: 'Evently API', version: '1.0.0' });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });

    const operations = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/admin/login',
        'POST /api/admin/logout',
        'GET /api/admin/me',
        'GET /api/experience/get',
        'GET /api/experience/get/{id}',
        'GET /api/party/get',
        'GET /api/party/get/{id}',
        'POST /api/experience/create',
        'PUT /api/experience/edit/{id}',
        'POST /api/party/create',
        'PUT /api/party/edit/{id}',
        'POST /api/uploads',
        'GET /api/transaction/get',
        'GET /api/transaction/paid-users',
        'GET /api/merchandise',
        'GET /api/merchandise/{id}',
        'POST /api/merchandise',
        'PUT /api/merchandise/{id}',
        'DELETE /api/merchandise/{id}',
        'GET /api/merchandise-orders',
        'GET /api/merchandise-orders/{id}',
        'POST /api/merchandise-orders/{id}/confirm',
        'GET /api/dashboard/summary',
      ]),
    );
    // The API explorer and the static /uploads files are not API operations.
    expect(operations.filter((operation) => !/^[A-Z]+ \/api\//.test(operation) || operation.includes('/api/docs'))).toEqual([]);

    const login = doc.paths['/api/admin/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.paths['/api/admin/me'].get.security).toEqual([{ bearerAuth: [] }]);
    const experience = doc.paths['/api/experience/get/{id}'].get.responses['200'].content['application/json'].schema;
    expect(experience.properties).toHaveProperty('accomodationPriceSingle');
  });

  it('documents a success response schema for every route, and a request schema for every body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, DocumentedOperation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        // Success is a 2xx with a body, a 204, or a redirect (the payment pages send the browser on).
        const success = Object.entries(operation.responses).find(([code]) => /^[23]/.test(code));
        if (!success || (!/^(204|3)/.test(success[0]) && !success[1].content)) undocumented.push(`${method} ${path}: response`);
        if (['post', 'put'].includes(method) && !BODYLESS.some((pattern) => pattern.test(path))) {
          if (!operation.requestBody?.content) undocumented.push(`${method} ${path}: request body`);
        }
        if (!operation.summary) undocumented.push(`${method} ${path}: summary`);
      }
    }
    expect(undocumented).toEqual([]);
    const create = doc.paths['/api/experience/create'].post;
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['title', 'price', 'arrivalDate', 'experienceImages', 'posterImage']),
    );
    expect(Object.keys(doc.paths['/api/uploads'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('refuses to register an /api route that does not declare who may call it', async () => {
    const fresh = buildApp({ config: t.config, db: t.database.db });
    try {
      expect(() => fresh.get('/api/test/undeclared', async () => 'open')).toThrow(
        "GET /api/test/undeclared must declare config.access: 'public' or one of account, events:read,",
      );
      // Nor a permission the roles table does not know.
      expect(() => fresh.get('/api/test/unknown', { config: { access: 'admin' as never } }, async () => 'open')).toThrow(
        'GET /api/test/unknown must declare',
      );
    } finally {
      await fresh.close();
    }
  });

  it('serves the API explorer at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET });
    // Nothing listens on port 1, so every query fails the way an unreachable server does.
    const unreachable = await connect({ database: { driver: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' } });
    const app = buildApp({ config, db: unreachable.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'error' });
    } finally {
      await app.close();
      await unreachable.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
