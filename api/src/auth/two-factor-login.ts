import type { AdminUser, TwoFactorLogin } from '@shared/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { admins, recoveryCodes } from '../db/schema';
import { HttpError } from '../http/errors';
import { recordSignIn, toAdminUser, tooManyFailures } from './accounts';
import { admitTwoFactorCode, type AttemptCounter } from './login-throttle';
import { recoveryCodeHash } from './recovery-codes';
import type { Tokens } from './tokens';
import { stepOfCode } from './totp';
import { openTotpSecret } from './two-factor-secret';

// The second step of signing in (docs/product-rules.md#two-factor-sign-in): the challenge the
// password step answered, and a code of the authenticator app or one of the recovery codes.

export interface TwoFactorLoginDeps {
  db: Db;
  tokens: Tokens;
  attempts: AttemptCounter;
  /** JWT_SECRET, which seals the stored secrets (two-factor-secret.ts). */
  jwtSecret: string;
}

// Whatever is wrong with the challenge (expired, forged, the member removed or their sessions
// ended since), the answer is to start again with the password.
const SIGN_IN_AGAIN = 'Your sign-in has expired. Please sign in again.';
const INVALID_CODE = 'Invalid code';
const APP_CODE = /^\d{6}$/;

/**
 * The session of a member whose challenge and code are right; 401 otherwise, 429 after too many
 * codes (counted per member, before the code is checked, like passwords: login-throttle.ts).
 */
export async function signInWithCode(
  { db, tokens, attempts, jwtSecret }: TwoFactorLoginDeps,
  { challenge, code }: TwoFactorLogin,
): Promise<{ token: string; admin: AdminUser }> {
  const claims = await tokens.verifyChallenge(challenge).catch(() => {
    throw new HttpError(401, SIGN_IN_AGAIN);
  });
  const attempt = await admitTwoFactorCode(attempts, claims.adminId);
  if (!attempt.admitted) throw tooManyFailures(attempt.resetAt);
  const [admin] = await db
    .select()
    .from(admins)
    .where(and(eq(admins.id, claims.adminId), isNull(admins.removedAt)));
  if (!admin || admin.tokenVersion !== claims.version || !admin.twoFactorEnabledAt || !admin.totpSecret) {
    throw new HttpError(401, SIGN_IN_AGAIN);
  }

  const signedIn = APP_CODE.test(code)
    ? await withAppCode(db, attempts, admin, openTotpSecret(jwtSecret, admin.id, admin.totpSecret), code)
    : await withRecoveryCode(db, admin, code);
  if (!signedIn) {
    await recordAudit(db, admin, { action: 'sign-in-failed', entity: 'member', entityId: admin.id });
    throw new HttpError(401, INVALID_CODE);
  }
  await attempt.passed();
  return { token: await tokens.issue(admin), admin: toAdminUser(admin) };
}

/**
 * A code of the app, each accepted once (RFC 6238 asks it: a code seen over a shoulder or in a
 * phished page must not open a second session): the step it belongs to is counted, in the same
 * store as the attempts, for longer than the code stays valid. A secret that can no longer be
 * opened (JWT_SECRET changed) takes no code; the recovery codes still work.
 */
async function withAppCode(
  db: Db,
  attempts: AttemptCounter,
  admin: { id: string; email: string },
  secret: string | undefined,
  code: string,
): Promise<boolean> {
  const step = secret === undefined ? undefined : stepOfCode(secret, code);
  if (step === undefined) return false;
  if ((await attempts.take(`two-factor-step|${admin.id}|${step}`)).attempts > 1) return false;
  await db.transaction((tx) => recordSignIn(tx, admin));
  return true;
}

/** A recovery code, marked used in the transaction that signs in, so two at once cannot both use it. */
function withRecoveryCode(db: Db, admin: { id: string; email: string }, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.adminId, admin.id), eq(recoveryCodes.codeHash, recoveryCodeHash(code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    if (!used) return false;
    const [{ left }] = await tx
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.adminId, admin.id), isNull(recoveryCodes.usedAt)));
    await recordAudit(tx, admin, {
      action: 'recovery-code-used',
      entity: 'member',
      entityId: admin.id,
      changes: { recoveryCodesLeft: { from: left + 1, to: left } },
    });
    await recordSignIn(tx, admin);
    return true;
  });
}
