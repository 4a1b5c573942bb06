import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { createTestApp, drivers, TEST_JWT_SECRET, type TestApp } from './helpers';

describe.each(drivers)('app on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // Registered before the app is ready, like any route, to reach the error handler's last resort.
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
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

    const operations = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
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
      ]),
    );
    expect(operations.some((operation) => operation.includes('/docs') || operation.includes('/uploads'))).toBe(false);

    const login = doc.paths['/api/admin/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.paths['/api/admin/me'].get.security).toEqual([{ bearerAuth: [] }]);
    const experience = doc.paths['/api/experience/get/{id}'].get.responses['200'].content['application/json'].schema;
    expect(experience.properties).toHaveProperty('accomodationPriceSingle');
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
