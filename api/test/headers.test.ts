import { adminToken, bearer, createTestApp, login, type TestApp } from './helpers';
import { addEvent, orderId, orderPayload, sandboxPath } from './orders-helpers';
import { remotes } from '../../apps';

/** The port offset of the last remote in the list of apps: the default CORS origins end there. */
const lastRemotePort = Math.max(...remotes.map((remote) => remote.portOffset));

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PORT: '3100', CORS_ORIGINS: '', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the short REST set on JSON answers, errors included, and none of the page-only headers', async () => {
    for (const url of ['/api/health', '/api/experience/get', '/api/no-such-route']) {
      const response = await get(url);
      expect([url, response.headers['content-type']]).toEqual([url, expect.stringContaining('application/json')]);
      expect([url, response.headers]).toEqual([
        url,
        expect.objectContaining({
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'cross-origin-resource-policy': 'same-origin',
        }),
      ]);
      for (const pageOnly of [
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
      ])
        expect([url, pageOnly, response.headers[pageOnly]]).toEqual([url, pageOnly, undefined]);
    }
  });

  it('sends HSTS only on answers that came over TLS through a trusted proxy', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const throughTls = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(throughTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it("gives the API's HTML pages helmet's whole set", async () => {
    const page = await get('/api/docs/');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("gives the sandbox and pay pages helmet's whole set too, and those routes' JSON answers only the short one", async () => {
    const id = await orderId(t, await addEvent(t.database.db, 'EXPERIENCE'));
    const pages = { sandbox: await get(await sandboxPath(t, id)), pay: await get(`/api/order/${id}/pay`) };
    for (const [name, page] of Object.entries(pages)) {
      expect([name, page.headers['content-type']]).toEqual([name, expect.stringContaining('text/html')]);
      expect([name, page.headers]).toEqual([
        name,
        expect.objectContaining({ 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' }),
      ]);
    }
    // The pay page keeps its own policy, which lets its button lead on to the provider.
    expect(pages.pay.headers['content-security-policy']).toContain("form-action 'self' https:");
    const unknown = await get('/api/order/00000000-0000-4000-8000-000000000000/pay');
    expect([unknown.statusCode, unknown.headers['content-type']]).toEqual([404, expect.stringContaining('application/json')]);
    expect(unknown.headers['x-frame-options']).toBeUndefined();
    expect(unknown.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('lets the API explorer load its own scripts and styles and nothing from elsewhere', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // Every script is a file of its own, which script-src 'self' allows; none is inline.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(inline.trim()).toBe('');
    }
    expect((await get('/api/docs/static/swagger-initializer.js')).statusCode).toBe(200);
  });

  it.each(['http://localhost:3000', 'http://localhost:3101', `http://localhost:${3100 + lastRemotePort}`])(
    'answers CORS for the site and remote origin %s (PUBLIC_URL and the remotes after PORT), its preflight kept 10 minutes',
    async (origin) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/experience/create',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
      expect(preflight.headers['access-control-max-age']).toBe('600');
      const read = await get('/api/experience/get', { origin });
      expect([read.statusCode, read.headers['access-control-allow-origin'], read.headers.vary]).toEqual([200, origin, 'Origin']);
    },
  );

  it('gives no CORS answer to other origins, and none to a request without an Origin, whose answer still varies on it', async () => {
    const response = await get('/api/health', { origin: 'https://evil.example' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const pastTheRemotes = `http://localhost:${3100 + lastRemotePort + 1}`;
    expect((await get('/api/health', { origin: pastTheRemotes })).headers['access-control-allow-origin']).toBeUndefined();
    const refusedPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/experience/create',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(refusedPreflight.headers['access-control-allow-methods']).toBeUndefined();
    const sameOrigin = await get('/api/experience/get');
    expect(Object.keys(sameOrigin.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(sameOrigin.headers.vary).toBe('Origin');
  });

  it('marks every answer that may carry a token or personal data no-store, refusals included', async () => {
    const auth = bearer(await adminToken(t));
    const [event] = (await get('/api/experience/get?status=OPEN')).json().data;
    const answers = {
      login: await login(t.app, '10.30.0.1'),
      'wrong login': await login(t.app, '10.30.0.2', 'admin@example.com', 'not-the-password'),
      'refused login': await login(t.app, '10.30.0.3', 'admin@example.com', 'x'.repeat(200)),
      'order create': await t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        payload: orderPayload({ id: event.id, type: 'EXPERIENCE' }),
      }),
      transactions: await get('/api/transaction/get', auth),
      'transactions without a token': await get('/api/transaction/get'),
      dashboard: await get('/api/dashboard/summary', auth),
      'merchandise orders': await get('/api/merchandise-orders', auth),
      'profile edit': await t.app.inject({ method: 'PUT', url: '/api/admin/me', headers: auth, payload: { name: 'Site Admin' } }),
      health: await get('/api/health'),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]));
    expect(statuses).toEqual({
      login: 200,
      'wrong login': 401,
      'refused login': 400,
      'order create': 201,
      transactions: 200,
      'transactions without a token': 401,
      dashboard: 200,
      'merchandise orders': 200,
      'profile edit': 200,
      health: 200,
    });
    for (const [name, answer] of Object.entries(answers)) expect([name, answer.headers['cache-control']]).toEqual([name, 'no-store']);
  });

  it('leaves the public catalogue reads and the uploads cacheable', async () => {
    const [event] = (await get('/api/experience/get')).json().data;
    for (const url of [
      '/api/experience/get',
      `/api/experience/get/${event.id}`,
      '/api/party/get?status=OPEN',
      '/api/merchandise',
      '/api/merchandise/1',
    ]) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.headers['cache-control']]).toEqual([url, 200, undefined]);
    }
    expect((await get(event.posterImage)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves uploads to other origins (CORP cross-origin) with a sandboxing CSP', async () => {
    const [first] = (await get('/api/experience/get')).json().data;
    const image = await get(first.posterImage, { origin: 'http://localhost:3000' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });
});
