import { LoginResponse, RecoveryCodes, TWO_FACTOR_REQUIRED_MESSAGE, TwoFactorChallenge, TwoFactorSetup } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { TWO_FACTOR_ATTEMPTS } from '../src/auth/login-throttle';
import { createTokens } from '../src/auth/tokens';
import { admins, recoveryCodes } from '../src/db/schema';
import { adminToken, bearer, createTestApp, drivers, login, type TestApp } from './helpers';
import { addMember, appCode, auditMark, auditSince, PASSWORD } from './team-helpers';

// Two-factor sign-in (docs/product-rules.md#two-factor-sign-in): a member sets up an authenticator
// app, then signs in with the password and a code of it, or a recovery code, each used once.

const WRONG_CODE = 'That code is not right. Check the time on your phone and try again.';

describe.each(drivers)('two-factor sign-in on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { SEED_DEMO: '0' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  let client = 0;
  /** Each sign-in from an address of its own, so only the per-member limits meet. */
  const nextClient = () => `10.8.0.${++client}`;
  const twoFactor = (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string>, path = '', payload?: object) =>
    t.app.inject({ method, url: `/api/admin/me/two-factor${path}`, headers, ...(payload ? { payload } : {}) });
  const secondStep = (challenge: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login/2fa', remoteAddress: nextClient(), payload: { challenge, code } });
  const challengeOf = async (email: string) => {
    const response = await login(t.app, nextClient(), email, PASSWORD);
    expect(response.statusCode).toBe(200);
    return TwoFactorChallenge.parse(response.json()).challenge;
  };

  /** A member with two-factor sign-in on: their session, the app's secret and their recovery codes. */
  const withTwoFactor = async (email: string, role: 'OWNER' | 'ADMIN' | 'FINANCE' = 'ADMIN') => {
    const member = await addMember(t, email, role, PASSWORD);
    const { secret } = TwoFactorSetup.parse((await twoFactor('POST', member.auth)).json());
    const confirmed = await twoFactor('POST', member.auth, '/confirm', { code: appCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { ...member, secret, recoveryCodes: RecoveryCodes.parse(confirmed.json()).recoveryCodes };
  };

  it('sets up: a secret to scan (text, otpauth URI, QR code) stored sealed; a right code turns it on with ten recovery codes', async () => {
    const member = await addMember(t, 'setup@team.example', 'ADMIN', PASSWORD);
    expect((await twoFactor('GET', member.auth)).json()).toEqual({ enabled: false, required: false });
    const mark = await auditMark(t);
    const setup = TwoFactorSetup.parse((await twoFactor('POST', member.auth)).json());
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/${encodeURIComponent(t.config.brandName)}:setup%40team.example?issuer=${encodeURIComponent(t.config.brandName)}&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = await db().select().from(admins).where(eq(admins.id, member.id));
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(setup.secret);
    expect(row.twoFactorEnabledAt).toBeNull();

    const wrong = await twoFactor('POST', member.auth, '/confirm', { code: appCode(setup.secret, 10) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CODE);
    expect((await twoFactor('GET', member.auth)).json()).toEqual({ enabled: false, required: false });

    const confirmed = await twoFactor('POST', member.auth, '/confirm', { code: appCode(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes: codes } = RecoveryCodes.parse(confirmed.json());
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    const stored = JSON.stringify(await db().select().from(recoveryCodes).where(eq(recoveryCodes.adminId, member.id)));
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
    expect((await twoFactor('GET', member.auth)).json()).toEqual({ enabled: true, required: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/team', headers: bearer(await adminToken(t)) })).json().data,
    ).toContainEqual(expect.objectContaining({ id: member.id, twoFactor: true }));
    expect((await auditSince(t, mark)).map(({ action, entity, entityId }) => [action, entity, entityId])).toEqual([
      ['2fa-setup', 'member', member.id],
      ['2fa-on', 'member', member.id],
    ]);

    const again = await twoFactor('POST', member.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor sign-in is already on. Turn it off first to set it up again.');
  });

  it('asks for a code after the password, and a right one signs in; the same code twice does not', async () => {
    const member = await withTwoFactor('signs-in@team.example');
    const first = await login(t.app, nextClient(), member.email, PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    // The challenge opens nothing by itself.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(first.json().challenge) })).statusCode).toBe(401);

    const mark = await auditMark(t);
    const code = appCode(member.secret);
    const response = await secondStep(first.json().challenge, code);
    expect(response.statusCode).toBe(200);
    const { token, admin } = LoginResponse.parse(response.json());
    expect(admin).toEqual({ id: member.id, email: member.email, name: member.name, role: 'ADMIN' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await db().select().from(admins).where(eq(admins.id, member.id)))[0].lastSignInAt).not.toBeNull();
    expect(await auditSince(t, mark)).toEqual([
      { actorEmail: member.email, action: 'sign-in', entity: 'member', entityId: member.id, changes: {} },
    ]);

    const replay = await secondStep(await challengeOf(member.email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Invalid code');
  });

  it('refuses a wrong code with 401, in the trail as a failed sign-in', async () => {
    const member = await withTwoFactor('wrong-code@team.example');
    const mark = await auditMark(t);
    const response = await secondStep(await challengeOf(member.email), appCode(member.secret, 20));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid code');
    expect(await auditSince(t, mark)).toEqual([
      { actorEmail: member.email, action: 'sign-in-failed', entity: 'member', entityId: member.id, changes: {} },
    ]);
  });

  it('takes a recovery code once, however it is typed; a second use is 401', async () => {
    const member = await withTwoFactor('recovery@team.example');
    const [code] = member.recoveryCodes;
    const mark = await auditMark(t);
    const response = await secondStep(await challengeOf(member.email), ` ${code.toUpperCase().replace('-', ' - ')} `);
    expect(response.statusCode).toBe(200);
    expect(LoginResponse.parse(response.json()).admin.id).toBe(member.id);
    expect(await auditSince(t, mark)).toEqual([
      {
        actorEmail: member.email,
        action: 'recovery-code-used',
        entity: 'member',
        entityId: member.id,
        changes: { recoveryCodesLeft: { from: 10, to: 9 } },
      },
      { actorEmail: member.email, action: 'sign-in', entity: 'member', entityId: member.id, changes: {} },
    ]);
    const again = await secondStep(await challengeOf(member.email), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid code');
  });

  it('refuses an expired, forged or foreign challenge with 401', async () => {
    const member = await withTwoFactor('challenges@team.example');
    const code = appCode(member.secret);
    const sign = (secret: string, audience: string, expiresIn: number) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(member.id)
        .setIssuer('events-api')
        .setAudience(audience)
        .setIssuedAt(now - 600)
        .setExpirationTime(now + expiresIn)
        .sign(new TextEncoder().encode(secret));
    };
    const session = await createTokens(t.config.jwt).issue(member);
    for (const challenge of [
      await sign(t.config.jwt.secret, 'events-admin-2fa', -1),
      await sign('someone-elses-secret-someone-elses-secret', 'events-admin-2fa', 300),
      session,
      'not-a-jwt',
    ]) {
      const response = await secondStep(challenge, code);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your sign-in has expired. Please sign in again.');
    }
    // A challenge from before the member's sessions were ended (a password change) is over too.
    const challenge = await challengeOf(member.email);
    await db().update(admins).set({ tokenVersion: 1 }).where(eq(admins.id, member.id));
    expect((await secondStep(challenge, code)).statusCode).toBe(401);
  });

  it('counts codes per member: after five wrong ones even the right code is 429', async () => {
    const member = await withTwoFactor('guesser@team.example');
    const challenge = await challengeOf(member.email);
    expect(TWO_FACTOR_ATTEMPTS).toBe(5);
    for (let i = 0; i < TWO_FACTOR_ATTEMPTS; i++) expect((await secondStep(challenge, String(100000 + i))).statusCode).toBe(401);
    const refused = await secondStep(challenge, appCode(member.secret));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('turns off only with the password, deleting the secret and the recovery codes; then a password signs in alone', async () => {
    const member = await withTwoFactor('turns-off@team.example');
    const wrong = await twoFactor('DELETE', member.auth, '', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Password is incorrect');
    expect((await twoFactor('GET', member.auth)).json().enabled).toBe(true);

    const mark = await auditMark(t);
    expect((await twoFactor('DELETE', member.auth, '', { password: PASSWORD })).statusCode).toBe(204);
    const [row] = await db().select().from(admins).where(eq(admins.id, member.id));
    expect(row).toMatchObject({ totpSecret: null, twoFactorEnabledAt: null });
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.adminId, member.id))).toEqual([]);
    expect((await auditSince(t, mark)).map(({ action }) => action)).toEqual(['2fa-off']);
    const signIn = await login(t.app, nextClient(), member.email, PASSWORD);
    expect(LoginResponse.parse(signIn.json()).admin.id).toBe(member.id);
    expect((await twoFactor('DELETE', member.auth, '', { password: PASSWORD })).statusCode).toBe(409);
  });

  it('when the team requires it: a member without it gets 403 everywhere but their own account; it cannot be turned off', async () => {
    const owner = await withTwoFactor('requiring-owner@team.example', 'OWNER');
    const settings = (requireTwoFactor: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/team/settings',
        headers: owner.auth,
        payload: { requireTwoFactor, eraseBuyersAfterMonths: null },
      });
    const mark = await auditMark(t);
    expect((await settings(true)).statusCode).toBe(200);
    expect(await auditSince(t, mark)).toEqual([
      {
        actorEmail: owner.email,
        action: 'settings',
        entity: 'team-settings',
        entityId: '1',
        changes: { requireTwoFactor: { from: false, to: true } },
      },
    ]);
    try {
      const without = await addMember(t, 'without@team.example', 'FINANCE', PASSWORD);
      const refused = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: without.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: without.auth })).statusCode).toBe(200);
      expect((await twoFactor('GET', without.auth)).json()).toEqual({ enabled: false, required: true });
      // Setting it up is what opens the rest again, with the same session.
      const { secret } = TwoFactorSetup.parse((await twoFactor('POST', without.auth)).json());
      expect((await twoFactor('POST', without.auth, '/confirm', { code: appCode(secret) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: without.auth })).statusCode).toBe(200);

      const off = await twoFactor('DELETE', owner.auth, '', { password: PASSWORD });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe('Two-factor sign-in is required for this team, so it cannot be turned off.');
    } finally {
      expect((await settings(false)).statusCode).toBe(200);
    }
  });
});
