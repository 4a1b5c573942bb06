// Guessing the admin's password: after ten wrong passwords the login answers 429 with a readable
// message, and the real admin can still sign in.
//
// What the design promises (api/src/auth/login-throttle.ts, routes/auth.ts): failed sign-ins are
// counted per client address AND e-mail for 15 minutes (not configurable), so
//  - the guesser's client is stopped for that e-mail, even with the right password, so a guess
//    cannot be confirmed while locked;
//  - the admin signing in from their own client is not locked out by someone else's guessing;
//  - with TRUST_PROXY off (the default, and this system's setting) the client address is the TCP
//    peer: an X-Forwarded-For header the guesser adds does not give them a fresh counter.
// Each client here is a different loopback address (all of 127.0.0.0/8 is local on Linux), picked
// at random so a rerun against the same system starts from clean counters.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../support/ports';
import { adminCredentials } from './support/shop';

const randomLoopback = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

interface Answer {
  status: number;
  body: { message?: string; token?: string };
  retryAfter?: string;
}

/** POST /api/admin/login from the client address `from`. */
function loginFrom(from: string, credentials: { email: string; password: string }, headers: Record<string, string> = {}): Promise<Answer> {
  const body = JSON.stringify(credentials);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: e2ePorts.api,
        path: '/api/admin/login',
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

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
