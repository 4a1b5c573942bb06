import { AdminUser, PasswordChanged } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { admins } from '../src/db/schema';
import { expectPasswordChangeGuessesCapped } from './guessing';
import { bearer, createTestApp, drivers, login, type TestApp } from './helpers';

describe.each(drivers)("the admin's own account on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const stored = async () => {
    const [admin] = await t.database.db.select().from(admins).where(eq(admins.email, 'admin@example.com'));
    return admin;
  };
  /** A fresh session of the seeded admin, from its own client address (login limits are per client). */
  const session = async (remoteAddress: string, password = 'Admin123!') => {
    const response = await login(t.app, remoteAddress, 'admin@example.com', password);
    expect(response.statusCode).toBe(200);
    return bearer(response.json().token);
  };
  const putMe = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/me', headers, payload: payload as object });
  const changePassword = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/password', headers, payload: payload as object });

  describe('PUT /api/admin/me', () => {
    afterEach(async () => {
      await t.database.db.update(admins).set({ name: 'Site Admin' }).where(eq(admins.email, 'admin@example.com'));
    });

    it('changes the name (trimmed) and answers the admin, as GET /admin/me then does', async () => {
      const auth = await session('10.1.0.1');
      const response = await putMe(auth, { name: '  Ada Lovelace ' });
      expect(response.statusCode).toBe(200);
      const admin = AdminUser.parse(response.json());
      expect(admin).toMatchObject({ email: 'admin@example.com', name: 'Ada Lovelace', role: 'OWNER' });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: auth })).json()).toEqual(admin);
      expect((await stored()).name).toBe('Ada Lovelace');
    });

    it.each([
      ['an empty name', { name: '' }, 'Please enter your name'],
      ['a name of spaces', { name: '   ' }, 'Please enter your name'],
      ['no name', {}, 'Please enter your name'],
      ['a number', { name: 42 }, 'Please enter your name'],
      ['101 characters', { name: 'a'.repeat(101) }, 'Name must be at most 100 characters'],
    ])('refuses %s with 400 and changes nothing', async (_, payload, message) => {
      const response = await putMe(await session('10.1.0.2'), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect((await stored()).name).toBe('Site Admin');
    });

    it('accepts exactly 100 characters', async () => {
      const response = await putMe(await session('10.1.0.3'), { name: 'b'.repeat(100) });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe('b'.repeat(100));
    });

    it('answers 401 without a token and changes nothing', async () => {
      const response = await putMe({}, { name: 'Intruder' });
      expect(response.statusCode).toBe(401);
      expect((await stored()).name).toBe('Site Admin');
    });
  });

  describe('POST /api/admin/password', () => {
    const original = 'Admin123!';
    const valid = { currentPassword: original, newPassword: 'N3w-passphrase', confirmPassword: 'N3w-passphrase' };

    it.each([
      ['a wrong current password', { ...valid, currentPassword: 'not-it' }, 'Current password is incorrect'],
      ['a confirmation that differs', { ...valid, confirmPassword: 'N3w-passphrasf' }, 'New password and confirmation do not match'],
      ['a short new password', { ...valid, newPassword: 'Ab1!', confirmPassword: 'Ab1!' }, 'New password must be at least 8 characters'],
      ['an empty field', { ...valid, currentPassword: '' }, 'Please fill in all fields'],
      ['missing fields', {}, 'Please fill in all fields'],
      [
        'the current password again',
        { ...valid, newPassword: original, confirmPassword: original },
        'New password must be different from the current password',
      ],
      [
        'an overlong new password',
        { ...valid, newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        'New password must be at most 128 characters',
      ],
    ])('refuses %s with 400 and the message, and keeps the password', async (_, payload, message) => {
      const before = (await stored()).passwordHash;
      const response = await changePassword(await session('10.2.0.1'), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect((await stored()).passwordHash).toBe(before);
    });

    it('answers 401 without a token and changes nothing', async () => {
      const before = (await stored()).passwordHash;
      expect((await changePassword({}, valid)).statusCode).toBe(401);
      expect((await stored()).passwordHash).toBe(before);
    });

    it('changes the password: the new one signs in, the old one fails, every other session ends and this one goes on', async () => {
      const auth = await session('10.2.0.2');
      const other = await session('10.2.0.3');
      const response = await changePassword(auth, valid);
      expect(response.statusCode).toBe(200);
      const { token } = PasswordChanged.parse(response.json());
      expect((await stored()).passwordHash).toMatch(/^\$argon2id\$/);

      expect((await login(t.app, '10.2.0.4', 'admin@example.com', original)).statusCode).toBe(401);
      const fresh = await session('10.2.0.5', valid.newPassword);
      const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers });
      // Both tokens from before the change, the one that made it included, are refused...
      for (const headers of [auth, other]) expect((await me(headers)).statusCode).toBe(401);
      // ...while the session that made it goes on with the token it was answered, as does a new sign-in.
      for (const headers of [bearer(token), fresh]) expect((await me(headers)).statusCode).toBe(200);

      // Back to the seeded password so the other tests can sign in; that ends `fresh` in turn.
      const back = { currentPassword: valid.newPassword, newPassword: original, confirmPassword: original };
      expect((await changePassword(fresh, back)).statusCode).toBe(200);
      expect((await me(bearer(token))).statusCode).toBe(401);
      await session('10.2.0.6');
    });

    it('counts each current password before checking it: of 100 parallel wrong ones only 10 are checked, then even the right one is 429', async () => {
      await expectPasswordChangeGuessesCapped(t, [t.app], await session('10.2.1.1'), original);
    });
  });
});
