import type { AdminRole, AdminUser, InvitationPreview } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { toAdminUser } from '../auth/accounts';
import { hashPassword } from '../auth/passwords';
import type { Tokens } from '../auth/tokens';
import { changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { admins, invitations, recoveryCodes } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { invitationTokenHash } from './invitation-tokens';

// The invitee's side of an invitation (docs/product-rules.md#roles): the link's page shows what
// they are invited to, and accepting it makes them a member, signed in at once.

const UNKNOWN = 'This invitation link is not valid. Ask the owner who invited you for a new one.';
const USED = 'This invitation has already been accepted. Sign in instead.';
const EXPIRED = 'This invitation has expired. Ask the owner who invited you for a new one.';
const ALREADY_MEMBER = 'You are already a member of the team. Sign in instead.';

/** The invitation a token opens, if it can still be accepted: 404 unknown (or withdrawn), 410 used or expired. */
async function openInvitation(db: Db, token: string, now: Date, lock = false) {
  const query = db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, invitationTokenHash(token)));
  const [invitation] = await (lock ? query.for('update') : query);
  if (!invitation) throw notFound(UNKNOWN);
  if (invitation.acceptedAt) throw new HttpError(410, USED);
  if (invitation.expiresAt <= now) throw new HttpError(410, EXPIRED);
  return invitation;
}

export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const invitation = await openInvitation(db, token, now);
  return { email: invitation.email, role: invitation.role as AdminRole, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * Makes the invitee a member with the invitation's role, their name and password, and answers
 * their session. A removed member invited again gets their row back (their history stays theirs),
 * with everything they had before reset: password, role, two-factor sign-in, sessions.
 */
export async function acceptInvitation(
  { db, tokens }: { db: Db; tokens: Tokens },
  token: string,
  { name, password }: { name: string; password: string },
  now: Date,
): Promise<{ token: string; admin: AdminUser }> {
  // Checked before the (deliberately slow) hash, so a guessed token costs the server nothing.
  await openInvitation(db, token, now);
  const passwordHash = await hashPassword(password);
  const member = await db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, token, now, true);
    const role = invitation.role as AdminRole;
    const [before] = await tx.select().from(admins).where(eq(admins.email, invitation.email)).for('update');
    if (before && !before.removedAt) throw new HttpError(409, ALREADY_MEMBER);
    const fresh = { name, passwordHash, role, removedAt: null, lastSignInAt: now };
    const [after] = before
      ? await tx
          .update(admins)
          .set({ ...fresh, totpSecret: null, twoFactorEnabledAt: null, tokenVersion: sql`${admins.tokenVersion} + 1` })
          .where(eq(admins.id, before.id))
          .returning()
      : // Two invitations to one address accepted at once: the second finds the first's row and is refused.
        await tx
          .insert(admins)
          .values({ ...fresh, email: invitation.email })
          .onConflictDoNothing()
          .returning();
    if (!after) throw new HttpError(409, ALREADY_MEMBER);
    if (before) await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, before.id));
    await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
    const told = (row: typeof before | undefined) =>
      row ? { email: row.email, name: row.name, role: row.role, removedAt: row.removedAt } : null;
    await recordAudit(tx, after, {
      action: 'accept',
      entity: 'member',
      entityId: after.id,
      changes: changesBetween(told(before), told(after)),
    });
    return after;
  });
  return { token: await tokens.issue(member), admin: toAdminUser(member) };
}
