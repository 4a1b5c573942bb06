import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { LOGIN_ATTEMPTS_PER_CLIENT, PASSWORD_CHANGE_ATTEMPTS } from '../src/auth/login-throttle';
import { admins } from '../src/db/schema';
import { login, type TestApp } from './helpers';

// A burst of parallel password guesses, as a guesser would send them: each must be counted before
// its password is checked, so no more than the limit are ever checked.

/** How many answers had each status code. */
export function statusCounts(answers: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/**
 * 99 wrong passwords at once from one client (spread over `instances`): exactly the limit are
 * checked (401), the rest refused (429), and the right password after them is refused too. 99
 * rather than 100 so the right password is still inside the coarse per-client request cap (100 per
 * window): the 429 it gets must come from the attempt count.
 */
export async function expectLoginGuessesCapped(instances: App[], ip: string, email = 'admin@example.com', password = 'Admin123!') {
  const answers = await Promise.all(
    Array.from({ length: 99 }, (_, i) => login(instances[i % instances.length], ip, email, `wrong-guess-${i}`)),
  );
  expect(statusCounts(answers)).toEqual({ 401: LOGIN_ATTEMPTS_PER_CLIENT, 429: 99 - LOGIN_ATTEMPTS_PER_CLIENT });
  const right = await login(instances[0], ip, email, password);
  expect(right.statusCode).toBe(429);
  expect(right.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
}

/**
 * 100 wrong current passwords at once on the password change of a signed-in session: exactly the
 * limit are checked (400), the rest 429, then the right one is 429 too and nothing changed.
 */
export async function expectPasswordChangeGuessesCapped(
  t: TestApp,
  instances: App[],
  authorization: Record<string, string>,
  currentPassword: string,
) {
  const change = (app: App, current: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: authorization,
      payload: { currentPassword: current, newPassword: 'N3w-passphrase', confirmPassword: 'N3w-passphrase' },
    });
  const [before] = await t.database.db.select().from(admins).where(eq(admins.email, t.config.admin.email));
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => change(instances[i % instances.length], `wrong-guess-${i}`)));
  expect(statusCounts(answers)).toEqual({ 400: PASSWORD_CHANGE_ATTEMPTS, 429: 100 - PASSWORD_CHANGE_ATTEMPTS });
  const right = await change(instances[0], currentPassword);
  expect(right.statusCode).toBe(429);
  expect(right.json().message).toBe('Too many incorrect passwords. Please try again later.');
  const [after] = await t.database.db.select().from(admins).where(eq(admins.email, t.config.admin.email));
  expect(after.passwordHash).toBe(before.passwordHash);
}
