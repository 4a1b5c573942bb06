import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@shared/domain';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { admins, recoveryCodes, teamSettings } from '../db/schema';
import { HttpError, unauthorized } from '../http/errors';
import { tooManyFailures } from './accounts';
import type { Account } from './guards';
import { admitPasswordChange, admitTwoFactorCode, type AttemptCounter } from './login-throttle';
import { verifyPassword } from './passwords';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, otpauthUrl, stepOfCode } from './totp';
import { openTotpSecret, sealTotpSecret } from './two-factor-secret';

// Settings > Security: a member's own two-factor sign-in (docs/product-rules.md#two-factor-sign-in).
// Setting it up stores a new secret, sealed (two-factor-secret.ts), which is in force only once a
// code of the app proves the member scanned it; that also makes the recovery codes.

export interface TwoFactorDeps {
  db: Db;
  /** Codes and passwords tried, counted per member (login-throttle.ts). */
  attempts: AttemptCounter;
  /** JWT_SECRET: the key of the stored secrets is derived from it. */
  jwtSecret: string;
  /** BRAND_NAME: how the authenticator app names the account. */
  brand: string;
}

const WRONG_CODE = 'That code is not right. Check the time on your phone and try again.';
const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set it up again.';
const NOT_STARTED = 'Set up two-factor sign-in first: scan the QR code, then enter a code of the app.';
const REQUIRED_BY_TEAM = 'Two-factor sign-in is required for this team, so it cannot be turned off.';
const NOT_ON = 'Two-factor sign-in is not on.';
// A 400, not a 401: the client signs out on any 401, and a typo in a settings form must not end the session.
const WRONG_PASSWORD = 'Password is incorrect';

const teamRequiresTwoFactor = async (db: Db) => {
  const [settings] = await db.select({ required: teamSettings.requireTwoFactor }).from(teamSettings).where(eq(teamSettings.id, 1));
  return settings?.required ?? false;
};

/** The member's row, locked for the change being made. */
async function lockedMember(tx: Db, account: Account) {
  const [row] = await tx
    .select({ totpSecret: admins.totpSecret, twoFactorEnabledAt: admins.twoFactorEnabledAt })
    .from(admins)
    .where(eq(admins.id, account.id))
    .for('update');
  // Deleted between the guard and here: the session is as good as gone.
  if (!row) throw unauthorized();
  return row;
}

export async function twoFactorStatus(db: Db, account: Account): Promise<TwoFactorStatus> {
  const [row] = await db.select({ enabledAt: admins.twoFactorEnabledAt }).from(admins).where(eq(admins.id, account.id));
  return { enabled: Boolean(row?.enabledAt), required: await teamRequiresTwoFactor(db) };
}

/** A new secret for the member to scan; it replaces one not yet confirmed. 409 while two-factor sign-in is on. */
export async function startTwoFactorSetup({ db, jwtSecret, brand }: TwoFactorDeps, account: Account): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    if ((await lockedMember(tx, account)).twoFactorEnabledAt) throw new HttpError(409, ALREADY_ON);
    await tx
      .update(admins)
      .set({ totpSecret: sealTotpSecret(jwtSecret, account.id, secret) })
      .where(eq(admins.id, account.id));
    await recordAudit(tx, account, { action: '2fa-setup', entity: 'member', entityId: account.id });
  });
  const url = otpauthUrl(secret, brand, account.email);
  return { secret, otpauthUrl: url, qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/**
 * Turns two-factor sign-in on, given a code of the app set up with the pending secret; answers the
 * recovery codes, shown this once. Codes are counted like passwords (login-throttle.ts).
 */
export async function confirmTwoFactor({ db, attempts, jwtSecret }: TwoFactorDeps, account: Account, code: string): Promise<RecoveryCodes> {
  const attempt = await admitTwoFactorCode(attempts, account.id);
  if (!attempt.admitted) throw tooManyFailures(attempt.resetAt, 'codes tried');
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, account);
    if (member.twoFactorEnabledAt) throw new HttpError(409, ALREADY_ON);
    if (!member.totpSecret) throw new HttpError(409, NOT_STARTED);
    const secret = openTotpSecret(jwtSecret, account.id, member.totpSecret);
    if (secret === undefined || stepOfCode(secret, code) === undefined) throw new HttpError(400, WRONG_CODE);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, account.id));
    await tx.insert(recoveryCodes).values(codes.map((recovery) => ({ adminId: account.id, codeHash: recoveryCodeHash(recovery) })));
    await tx.update(admins).set({ twoFactorEnabledAt: new Date() }).where(eq(admins.id, account.id));
    await recordAudit(tx, account, { action: '2fa-on', entity: 'member', entityId: account.id });
  });
  await attempt.passed();
  return { recoveryCodes: codes };
}

/**
 * Turns two-factor sign-in off, given the member's password (a stolen session alone cannot);
 * refused while the team requires it. The secret and the recovery codes are deleted.
 */
export async function turnOffTwoFactor({ db, attempts }: TwoFactorDeps, account: Account, password: string): Promise<void> {
  if (await teamRequiresTwoFactor(db)) throw new HttpError(409, REQUIRED_BY_TEAM);
  const attempt = await admitPasswordChange(attempts, account.id);
  if (!attempt.admitted) throw new HttpError(429, 'Too many incorrect passwords. Please try again later.');
  const [stored] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, account.id));
  if (!(await verifyPassword(stored?.passwordHash, password))) throw new HttpError(400, WRONG_PASSWORD);
  await attempt.passed();
  await db.transaction(async (tx) => {
    if (!(await lockedMember(tx, account)).twoFactorEnabledAt) throw new HttpError(409, NOT_ON);
    await tx.update(admins).set({ totpSecret: null, twoFactorEnabledAt: null }).where(eq(admins.id, account.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, account.id));
    await recordAudit(tx, account, { action: '2fa-off', entity: 'member', entityId: account.id });
  });
}
