import { type App, buildApp } from '../src/app';
import { LOGIN_ATTEMPTS_PER_CLIENT } from '../src/auth/login-throttle';
import type { TrustedProxies } from '../src/http/trusted-proxies';
import { createTestApp, type TestApp } from './helpers';

// The client address is what the login limits count by: whatever a client writes into
// X-Forwarded-For must never give it a fresh count. Each case is one API on the same database.

describe('which address the login limit counts, by TRUST_PROXY', () => {
  let t: TestApp;
  const apps: App[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
  });

  const appTrusting = (trustProxy: TrustedProxies) => {
    const app = buildApp({ config: { ...t.config, trustProxy }, db: t.database.db });
    apps.push(app);
    return app;
  };
  const login = (app: App, remoteAddress: string, forwardedFor: string | undefined, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { email: 'admin@example.com', password },
    });
  /** The limit's worth of wrong passwords, each sent as `send(i)` says. */
  const guess = async (app: App, send: (i: number) => [remoteAddress: string, forwardedFor: string | undefined]) => {
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_CLIENT; i++) {
      expect((await login(app, ...send(i), `wrong-${i}`)).statusCode).toBe(401);
    }
  };

  it('with none (the default), ignores X-Forwarded-For: the connecting address is the client', async () => {
    const app = appTrusting(false);
    await guess(app, (i) => ['192.0.2.1', `198.51.100.${i}`]);
    expect((await login(app, '192.0.2.1', '198.51.100.200', 'Admin123!')).statusCode).toBe(429);
    expect((await login(app, '192.0.2.2', undefined, 'Admin123!')).statusCode).toBe(200);
  });

  it('with 1, takes the last hop (what the proxy wrote) and ignores what the client put before it', async () => {
    const app = appTrusting(1);
    await guess(app, (i) => ['10.20.0.1', `198.51.100.${i}, 203.0.113.7`]);
    expect((await login(app, '10.20.0.1', '198.51.100.201, 203.0.113.7', 'Admin123!')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await login(app, '10.20.0.1', '198.51.100.201, 203.0.113.8', 'Admin123!')).statusCode).toBe(200);
  });

  it('with a list, believes only those proxies: anyone else is the client whatever it claims', async () => {
    const app = appTrusting(['127.0.0.1', '10.0.0.0/8']);
    // Through trusted proxies (two in a row), the address before them is the client.
    await guess(app, (i) => [i % 2 === 0 ? '127.0.0.1' : '10.30.0.1', `198.51.100.${i}, 203.0.113.9, 10.30.0.2`]);
    expect((await login(app, '127.0.0.1', '203.0.113.9', 'Admin123!')).statusCode).toBe(429);
    expect((await login(app, '10.30.0.1', '203.0.113.10', 'Admin123!')).statusCode).toBe(200);

    // A client connecting directly is not a proxy: its X-Forwarded-For does not move it.
    await guess(app, (i) => ['192.0.2.50', `203.0.113.${100 + i}`]);
    expect((await login(app, '192.0.2.50', '203.0.113.99', 'Admin123!')).statusCode).toBe(429);
  });
});
