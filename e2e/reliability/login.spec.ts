// Guessing the admin's password: after ten wrong passwords the login answers 429 with a readable
// message, and the real admin can still sign in.
//
// What the design promises (api/src/auth/login-throttle.ts, routes/auth.ts): sign-in attempts are
// counted before the password is checked, per client address AND e-mail for 15 minutes (a success
// clears that client's count; not configurable), so
//  - the guesser's client is stopped for that e-mail, even with the right password, so a guess
//    cannot be confirmed while locked;
//  - the admin signing in from their own client is not locked out by someone else's guessing;
//  - the API believes X-Forwarded-For only from the proxy in front of it (`npm start` sets
//    TRUST_PROXY=127.0.0.1, the address its site server proxies from), and that proxy replaces the
//    header with the connecting address: an X-Forwarded-For the guesser adds, to the API or
//    through the site, does not give them a fresh counter, while each real client keeps its own.
// Each client here is a different loopback address (support/login-through.ts).
import { expect, test } from '@playwright/test';
import { loginThrough, randomLoopback } from '../support/login-through';
import { e2ePorts } from '../support/ports';
import { adminCredentials } from './support/shop';

/** POST /api/admin/login to the API itself from the client address `from`. */
const loginFrom = (from: string, credentials: { email: string; password: string }, headers: Record<string, string> = {}) =>
  loginThrough(e2ePorts.api, from, credentials, headers);

test('ten wrong passwords lock that client out with 429, and the admin still signs in from their own', async () => {
  const guesser = randomLoopback();
  const wrong = { email: adminCredentials.email, password: 'not-the-password' };

  for (let guess = 1; guess <= 10; guess += 1) {
    const answer = await loginFrom(guesser, { ...wrong, password: `wrong-${guess}` });
    expect(answer.status, `wrong guess ${guess}`).toBe(401);
    expect(answer.body.message).toBe('Invalid email or password');
  }

  const locked = await loginFrom(guesser, wrong);
  expect(locked.status).toBe(429);
  expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in 1[45] minutes\.$/);
  expect(Number(locked.retryAfter)).toBeGreaterThan(13 * 60);

  // The right password from the locked client is refused too: the lock is checked first.
  expect((await loginFrom(guesser, adminCredentials)).status).toBe(429);
  // A made-up X-Forwarded-For does not move the guesser to a fresh counter.
  expect((await loginFrom(guesser, adminCredentials, { 'x-forwarded-for': randomLoopback() })).status).toBe(429);
  // The counter is per e-mail too: the guesser's client is not cut off from other accounts' logins.
  expect((await loginFrom(guesser, { email: 'someone.else@example.com', password: 'whatever1' })).status).toBe(401);

  // The admin, from their own client, signs in as usual and the token works.
  const admin = await loginFrom(randomLoopback(), adminCredentials);
  expect(admin.status).toBe(200);
  const me = await fetch(`http://127.0.0.1:${e2ePorts.api}/api/admin/me`, { headers: { authorization: `Bearer ${admin.body.token}` } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(adminCredentials.email);
});

test('through the site, each client is counted by its own address whatever X-Forwarded-For it sends', async () => {
  const guesser = randomLoopback();
  for (let guess = 1; guess <= 10; guess += 1) {
    const answer = await loginThrough(
      e2ePorts.shell,
      guesser,
      { email: adminCredentials.email, password: `wrong-${guess}` },
      { 'x-forwarded-for': randomLoopback() },
    );
    expect(answer.status, `wrong guess ${guess}`).toBe(401);
  }
  expect((await loginThrough(e2ePorts.shell, guesser, adminCredentials, { 'x-forwarded-for': randomLoopback() })).status).toBe(429);
  // Another client through the same proxy is not the guesser: the proxy passes on who connected.
  expect((await loginThrough(e2ePorts.shell, randomLoopback(), adminCredentials)).status).toBe(200);
});
