// Behind the shipped nginx, a guesser cannot claim a new address with each guess: nginx sets
// X-Forwarded-For to the connecting address and the API believes only nginx (TRUST_PROXY).
// The guesser is a random loopback address of its own (support/login-through.ts), so the browser
// sign-ins of the other specs, from 127.0.0.1, are not locked out by it.
import { expect, test } from '@playwright/test';
import { siteFromEnv } from '../../scripts/nginx-site';
import { loginThrough, randomLoopback } from '../support/login-through';
import { demoAdmin } from '../support/ports';

const site = siteFromEnv();

test('30 wrong passwords, each with a different forged X-Forwarded-For, are stopped after 10; the right one is then refused too', async () => {
  const guesser = randomLoopback();
  const statuses: number[] = [];
  for (let guess = 1; guess <= 30; guess += 1) {
    const answer = await loginThrough(
      site.shellPort,
      guesser,
      { email: demoAdmin.email, password: `wrong-${guess}` },
      { 'x-forwarded-for': randomLoopback() },
    );
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10)).toEqual(Array(20).fill(429));

  const right = await loginThrough(site.shellPort, guesser, demoAdmin, { 'x-forwarded-for': randomLoopback() });
  expect(right.status).toBe(429);
  expect(right.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);

  // nginx passes on who connected: the admin, from another address, signs in as usual.
  const admin = await loginThrough(site.shellPort, randomLoopback(), demoAdmin);
  expect(admin.status).toBe(200);
});
