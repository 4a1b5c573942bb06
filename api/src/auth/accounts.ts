import type { AdminUser, LoginAnswer, LoginRequest, PasswordChange } from '@shared/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { admins } from '../db/schema';
import { HttpError, unauthorized } from '../http/errors';
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
  return { id: account.id, email: account.email, name: account.name, role: account.role };
}

/** The 429 of a sign-in step refused by its count (login-throttle.ts), saying how long to wait. */
export function tooManyFailures(resetAt: number, what = 'login attempts'): HttpError {
  const waitMs = resetAt - Date.now();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new HttpError(429, `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

/**
 * Signs a member in: a token and the member, or an HttpError (429 too many attempts, 401 wrong
 * e-mail or password, or a removed member). The attempt is counted before the password is checked,
 * per client and e-mail and per e-mail (login-throttle.ts): a refused attempt never reaches the check.
 * A member with two-factor sign-in gets a challenge instead of the token: the code comes next
 * (two-factor-login.ts), and only then are they signed in.
 */
export async function signIn(
  { db, tokens, attempts }: AccountDeps,
  { ip, email, password }: LoginRequest & { ip: string },
): Promise<LoginAnswer> {
  const attempt = await admitLogin(attempts, ip, email);
  if (!attempt.admitted) throw tooManyFailures(attempt.resetAt);
  const [admin] = await db
    .select()
    .from(admins)
    .where(and(eq(admins.email, email.toLowerCase()), isNull(admins.removedAt)))
    .limit(1);
  const valid = await verifyPassword(admin?.passwordHash, password);
  if (!admin || !valid) {
    const tried = { id: admin?.id ?? null, email: email.trim().toLowerCase() };
    await recordAudit(db, tried, { action: 'sign-in-failed', entity: 'member', entityId: admin?.id ?? null });
    throw new HttpError(401, 'Invalid email or password');
  }
  await attempt.passed();
  if (admin.twoFactorEnabledAt) return { twoFactorRequired: true, challenge: await tokens.issueChallenge(admin) };
  await db.transaction((tx) => recordSignIn(tx, admin));
  return { token: await tokens.issue(admin), admin: toAdminUser(admin) };
}

/** Writes down a sign-in, in the caller's transaction: when (Settings > Team shows it) and the trail's row. */
export async function recordSignIn(tx: Db, admin: { id: string; email: string }): Promise<void> {
  await tx.update(admins).set({ lastSignInAt: new Date() }).where(eq(admins.id, admin.id));
  await recordAudit(tx, admin, { action: 'sign-in', entity: 'member', entityId: admin.id });
}

/** Renames the signed-in member; the member as they now are. */
export async function renameAdmin(db: Db, account: Account, name: string): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(admins)
      .set({ name })
      .where(eq(admins.id, account.id))
      .returning({ id: admins.id, email: admins.email, name: admins.name, role: admins.role });
    // Deleted between the guard and here: the session is as good as gone.
    if (!updated) throw unauthorized();
    const changes = changesBetween({ name: account.name }, { name: updated.name });
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, account, { action: 'update', entity: 'member', entityId: account.id, changes });
    return toAdminUser(updated);
  });
}

/**
 * Changes the signed-in admin's password, given the current one; answers the token this session
 * goes on with. Every other session of the admin ends.
 */
export async function changePassword(
  { db, tokens, attempts }: AccountDeps,
  account: Account,
  { currentPassword, newPassword }: PasswordChange,
): Promise<string> {
  const accountId = account.id;
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
  const passwordHash = await hashPassword(newPassword);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(admins)
      .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1` })
      .where(eq(admins.id, accountId))
      .returning({ id: admins.id, role: admins.role, tokenVersion: admins.tokenVersion });
    // That it changed, never a trace of the password itself.
    if (row) await recordAudit(tx, account, { action: 'password', entity: 'member', entityId: accountId });
    return row;
  });
  if (!changed) throw unauthorized();
  return tokens.issue(changed);
}
