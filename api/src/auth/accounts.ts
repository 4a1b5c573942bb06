import type { AdminUser, LoginRequest, PasswordChange } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { admins } from '../db/schema';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import type { Account } from './guards';
import { admitLogin, admitPasswordChange, type AttemptCounter } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import type { Tokens } from './tokens';

// The admins' own accounts: signing in, and Settings > Profile (name) and Security (password).

export interface AccountDeps {
  db: Db;
  tokens: Tokens;
  /** Sign-in and password-change attempts, counted per client, account and e-mail (login-throttle.ts). */
  attempts: AttemptCounter;
}

// A wrong current password is a 400, not a 401: the client signs out on any 401, and a typo in a
// settings form must not end the session.
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export function toAdminUser(account: Account): AdminUser {
  return { id: account.id, email: account.email, name: account.name, role: 'ADMIN' };
}

function tooManyFailures(resetAt: number): HttpError {
  const waitMs = resetAt - Date.now();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new HttpError(429, `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

/**
 * Signs an admin in: a token and the admin, or an HttpError (429 too many attempts, 401 wrong
 * e-mail or password, 403 not an admin). The attempt is counted before the password is checked,
 * per client and e-mail and per e-mail (login-throttle.ts): a refused attempt never reaches the check.
 */
export async function signIn(
  { db, tokens, attempts }: AccountDeps,
  { ip, email, password }: LoginRequest & { ip: string },
): Promise<{ token: string; admin: AdminUser }> {
  const attempt = await admitLogin(attempts, ip, email);
  if (!attempt.admitted) throw tooManyFailures(attempt.resetAt);
  const [admin] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase())).limit(1);
  const valid = await verifyPassword(admin?.passwordHash, password);
  if (!admin || !valid) throw new HttpError(401, 'Invalid email or password');
  await attempt.passed();
  if (admin.role !== 'ADMIN') throw forbidden('This account has no access to the admin area');
  return { token: await tokens.issue(admin), admin: toAdminUser(admin) };
}

/** Renames the signed-in admin; the admin as it now is. */
export async function renameAdmin(db: Db, accountId: string, name: string): Promise<AdminUser> {
  const [updated] = await db
    .update(admins)
    .set({ name })
    .where(eq(admins.id, accountId))
    .returning({ id: admins.id, email: admins.email, name: admins.name, role: admins.role });
  // Deleted between the guard and here: the session is as good as gone.
  if (!updated) throw unauthorized();
  return toAdminUser(updated);
}

/**
 * Changes the signed-in admin's password, given the current one; answers the token this session
 * goes on with. Every other session of the admin ends.
 */
export async function changePassword(
  { db, tokens, attempts }: AccountDeps,
  accountId: string,
  { currentPassword, newPassword }: PasswordChange,
): Promise<string> {
  // A stolen session must not be able to guess the password (and so keep the account for good):
  // each check is counted before it is made, like a sign-in.
  const attempt = await admitPasswordChange(attempts, accountId);
  if (!attempt.admitted) throw new HttpError(429, 'Too many incorrect passwords. Please try again later.');
  const [stored] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, accountId));
  if (!(await verifyPassword(stored?.passwordHash, currentPassword))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  await attempt.passed();
  if (newPassword === currentPassword) throw new HttpError(400, 'New password must be different from the current password');
  // A new token version ends every session issued before, wherever it is (a stolen one included);
  // the admin who just proved the password goes on with a token of the new version.
  const [changed] = await db
    .update(admins)
    .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, accountId))
    .returning({ id: admins.id, role: admins.role, tokenVersion: admins.tokenVersion });
  if (!changed) throw unauthorized();
  return tokens.issue(changed);
}
