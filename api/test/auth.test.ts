import { type AdminRole, AdminUser, LoginResponse } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { createTokens } from '../src/auth/tokens';
import { admins } from '../src/db/schema';
import { LOGIN_ATTEMPTS_PER_ACCOUNT } from '../src/auth/login-throttle';
import { hashPassword } from '../src/auth/passwords';
import { expectLoginGuessesCapped, statusCounts } from './guessing';
import { bearer, createTestApp, drivers, login, type TestApp } from './helpers';

describe.each(drivers)('admin auth on %s', (driver) => {
  let t: TestApp;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    const [admin] = await t.database.db.select().from(admins).where(eq(admins.email, 'admin@example.com'));
    adminId = admin.id;
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers });
  const addAccount = async (email: string, role: AdminRole, password: string) => {
    await t.database.db.insert(admins).values({ email, name: email.split('@')[0], role, passwordHash: await hashPassword(password) });
  };

  describe('POST /api/admin/login', () => {
    it('answers a verifiable token and the admin', async () => {
      const response = await login(t.app, '10.0.1.1');
      expect(response.statusCode).toBe(200);
      const body = LoginResponse.parse(response.json());
      // The seeded admin owns the site (docs/product-rules.md#roles); the token carries the role.
      expect(body.admin).toEqual({ id: adminId, email: 'admin@example.com', name: 'Site Admin', role: 'OWNER' });
      const claims = await createTokens(t.config.jwt).verify(body.token);
      expect(claims.adminId).toBe(adminId);
      expect(claims.role).toBe('OWNER');
      const [signedIn] = await t.database.db.select().from(admins).where(eq(admins.id, adminId));
      expect(Date.now() - signedIn.lastSignInAt!.getTime()).toBeLessThan(60_000);
      const hoursValid = (claims.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hoursValid).toBeGreaterThan(11.9);
      expect(hoursValid).toBeLessThanOrEqual(12);
    });

    it('ignores case and surrounding spaces in the e-mail', async () => {
      const response = await login(t.app, '10.0.1.2', '  Admin@Example.COM ');
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong password with 401', async () => {
      const response = await login(t.app, '10.0.1.3', 'admin@example.com', 'wrong-password');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'Invalid email or password' });
    });

    it('refuses an unknown e-mail with the same 401', async () => {
      const response = await login(t.app, '10.0.1.4', 'nobody@example.com', 'Admin123!');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Invalid email or password' });
    });

    it('rejects a malformed e-mail with 400 and the form message', async () => {
      const response = await login(t.app, '10.0.1.5', 'not-an-email', 'whatever');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid email address',
      });
    });

    it.each([
      ['empty strings', { email: '', password: '' }],
      ['an empty password', { email: 'admin@example.com', password: '' }],
      ['missing fields', {}],
    ])('rejects %s with 400 "Please fill in all fields"', async (_, payload) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.0.1.6', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill in all fields');
    });

    it('rejects malformed JSON with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "admin@',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });

    it('allows 10 failed attempts per 15 minutes for one client and e-mail, then 429 even for the right password', async () => {
      const ip = '10.0.2.1';
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login(t.app, ip, 'admin@example.com', `guess-${attempt}`)).statusCode).toBe(401);
      }
      const blocked = await login(t.app, ip, 'Admin@Example.com ', 'Admin123!');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(blocked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      expect((await login(t.app, ip, 'someone-else@example.com', 'x')).statusCode).toBe(401);
      expect((await login(t.app, '10.0.2.2', 'admin@example.com', 'Admin123!')).statusCode).toBe(200);
    });

    it('does not count successful sign-ins, and a success clears earlier failures', async () => {
      const ip = '10.0.2.3';
      for (let attempt = 1; attempt <= 12; attempt++) {
        expect((await login(t.app, ip, 'admin@example.com', 'Admin123!')).statusCode).toBe(200);
      }
      for (let attempt = 1; attempt <= 9; attempt++) {
        expect((await login(t.app, ip, 'admin@example.com', 'wrong')).statusCode).toBe(401);
      }
      expect((await login(t.app, ip, 'admin@example.com', 'Admin123!')).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login(t.app, ip, 'admin@example.com', 'wrong')).statusCode).toBe(401);
      }
      expect((await login(t.app, ip, 'admin@example.com', 'Admin123!')).statusCode).toBe(429);
    });

    it('counts each guess before checking it: of 99 parallel wrong passwords from one client only 10 are checked', async () => {
      await expectLoginGuessesCapped([t.app], '10.0.2.4');
      // That client's refused guesses never reached the account's own count: the admin signs in elsewhere.
      expect((await login(t.app, '10.0.2.5')).statusCode).toBe(200);
    });

    it('limits guessing at one account from many addresses to 50 checks per window, the right password then refused too', async () => {
      await addAccount('guessed@example.com', 'ADMIN', 'Guessed123!');
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login(t.app, `10.0.4.${i + 1}`, 'guessed@example.com', `wrong-${i}`)),
      );
      expect(statusCounts(answers)).toEqual({ 401: LOGIN_ATTEMPTS_PER_ACCOUNT, 429: 100 - LOGIN_ATTEMPTS_PER_ACCOUNT });
      expect((await login(t.app, '10.0.5.1', 'guessed@example.com', 'Guessed123!')).statusCode).toBe(429);
      // Other accounts are not touched.
      expect((await login(t.app, '10.0.4.1')).statusCode).toBe(200);
    });

    it('signs in a member of any role with that role, and refuses a removed member as if unknown', async () => {
      await addAccount('door-login@example.com', 'CHECK_IN', 'Door1234!');
      const door = await login(t.app, '10.0.1.7', 'door-login@example.com', 'Door1234!');
      expect(door.statusCode).toBe(200);
      expect(door.json().admin).toMatchObject({ email: 'door-login@example.com', role: 'CHECK_IN' });
      await t.database.db.update(admins).set({ removedAt: new Date() }).where(eq(admins.email, 'door-login@example.com'));
      const removed = await login(t.app, '10.0.1.8', 'door-login@example.com', 'Door1234!');
      expect(removed.statusCode).toBe(401);
      expect(removed.json().message).toBe('Invalid email or password');
    });
  });

  describe('GET /api/admin/me', () => {
    it('answers the admin for a valid token', async () => {
      const { token } = (await login(t.app, '10.0.3.1')).json();
      const response = await me(bearer(token));
      expect(response.statusCode).toBe(200);
      expect(AdminUser.parse(response.json())).toEqual({
        id: adminId,
        email: 'admin@example.com',
        name: 'Site Admin',
        role: 'OWNER',
      });
    });

    it.each([
      ['no authorization header', {}],
      ['a non-bearer scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
      ['a bearer that is not a JWT', { authorization: 'Bearer not-a-token' }],
    ])('answers 401 for %s', async (_, headers) => {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it('answers 401 for a token signed with another secret', async () => {
      const forged = await createTokens({ secret: 'another-secret-another-secret-another-secret', ttlSeconds: 3600 }).issue({
        id: adminId,
        role: 'ADMIN',
        tokenVersion: 0,
      });
      expect((await me(bearer(forged))).statusCode).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const expired = await createTokens({ secret: t.config.jwt.secret, ttlSeconds: -60 }).issue({
        id: adminId,
        role: 'ADMIN',
        tokenVersion: 0,
      });
      expect((await me(bearer(expired))).statusCode).toBe(401);
    });

    it('answers 401 for a genuine token of an account that no longer exists', async () => {
      const orphan = await createTokens(t.config.jwt).issue({ id: '2c1b3a4d-0000-4000-8000-000000000000', role: 'ADMIN', tokenVersion: 0 });
      expect((await me(bearer(orphan))).statusCode).toBe(401);
    });

    it('answers 403 for a valid token of a member whose role lacks the permission', async () => {
      const [door] = await t.database.db
        .insert(admins)
        .values({ email: 'door@example.com', name: 'Door Staff', role: 'CHECK_IN', passwordHash: 'not-used' })
        .returning();
      const token = await createTokens(t.config.jwt).issue(door);
      expect((await me(bearer(token))).json()).toMatchObject({ role: 'CHECK_IN' });
      const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    });

    it('answers a demoted member by their new role on their next request, with the same token', async () => {
      const [finance] = await t.database.db
        .insert(admins)
        .values({ email: 'finance@example.com', name: 'Fin', role: 'FINANCE', passwordHash: 'not-used' })
        .returning();
      const token = await createTokens(t.config.jwt).issue(finance);
      const dashboard = () => t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: bearer(token) });
      expect((await dashboard()).statusCode).toBe(200);
      await t.database.db.update(admins).set({ role: 'CHECK_IN' }).where(eq(admins.id, finance.id));
      expect((await dashboard()).statusCode).toBe(403);
    });
  });

  describe('POST /api/admin/logout', () => {
    it('answers 204 and the same token is refused afterwards', async () => {
      const { token } = (await login(t.app, '10.0.4.1')).json();
      const other = (await login(t.app, '10.0.4.2')).json().token;

      const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(204);
      expect(logout.body).toBe('');

      expect((await me(bearer(token))).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) })).statusCode).toBe(401);
      expect((await me(bearer(other))).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(401);
    });
  });
});
