import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { ApiDocsAccess } from '../src/http/api-docs';
import { adminToken, bearer, memberToken, createTestApp, TEST_TICKET_SIGNING_KEY, type TestApp } from './helpers';

// The OpenAPI document maps every admin route and what it takes; production shows it to admins only.

describe('who may read /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const withDocs = async (
    access: ApiDocsAccess,
    visit: (get: (url: string, headers?: Record<string, string>) => Promise<number>) => Promise<void>,
  ) => {
    const app = buildApp({ config: { ...t.config, apiDocs: access }, db: t.database.db });
    try {
      await visit(async (url, headers = {}) => (await app.inject({ method: 'GET', url, headers })).statusCode);
    } finally {
      await app.close();
    }
  };
  const pages = ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-initializer.js'];

  it('is admin-only by default in production, open elsewhere, and API_DOCS says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent/never-written',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      TICKET_SIGNING_KEY: TEST_TICKET_SIGNING_KEY,
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-long-password',
      PAYMENTS_MODE: 'sandbox',
    };
    expect(loadConfig(production).apiDocs).toBe('admin');
    expect(loadConfig({ ...production, API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ ...production, API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/api-docs-test' }).apiDocs).toBe('public');
    expect(() => loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/api-docs-test', API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('admin: refuses the page, its scripts and the document without an admin token, and serves them with one', async () => {
    const auth = bearer(await adminToken(t));
    await withDocs('admin', async (get) => {
      for (const url of pages) expect([url, await get(url)]).toEqual([url, 401]);
      expect(await get('/api/docs/json', { authorization: 'Bearer not-a-token' })).toBe(401);
      expect(await get('/api/docs/json', auth)).toBe(200);
      expect(await get('/api/docs/', auth)).toBe(200);
      // Owners and admins: the door's staff have no use for a map of the API (docs/product-rules.md#roles).
      expect(await get('/api/docs/json', bearer(await memberToken(t, 'ADMIN')))).toBe(200);
      expect(await get('/api/docs/json', bearer(await memberToken(t, 'CHECK_IN')))).toBe(403);
      expect(await get('/api/docs/static/swagger-initializer.js', auth)).toBe(200);
      // The API itself is unchanged.
      expect(await get('/api/experience/get')).toBe(200);
    });
  });

  it('off: serves none of it, to anyone', async () => {
    const auth = bearer(await adminToken(t));
    await withDocs('off', async (get) => {
      for (const url of pages) expect([url, await get(url, auth)]).toEqual([url, 404]);
      expect(await get('/api/experience/get')).toBe(200);
    });
  });

  it('public: serves it to anyone (development and tests)', async () => {
    await withDocs('public', async (get) => {
      expect(await get('/api/docs/json')).toBe(200);
      expect(await get('/api/docs/')).toBe(200);
    });
  });
});
