// The team's e-mails, built from the database when the outbox sends them (jobs/drain-outbox.ts).
// Either may have nothing left to say by then (the invitation was withdrawn, replaced, accepted
// or has expired; the member was invited back): then there is no message.
import type { AdminRole } from '@shared/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { admins, invitations } from '../db/schema';
import { invitationEmail } from '../mail/invitation-email';
import { removalEmail } from '../mail/removal-email';
import type { EmailMessage } from '../mail/ticket-email';
import { invitationTokenHash, invitationUrl, newInvitationToken } from './invitation-tokens';

interface Sender {
  brand: string;
  publicUrl: string;
}

/**
 * TEAM_INVITATION: the link, with a token made now; only its hash is stored, on the invitation, in
 * place of the one before (invitation-tokens.ts).
 */
export async function invitationMessage(db: Db, invitationId: string, { brand, publicUrl }: Sender): Promise<EmailMessage | undefined> {
  const token = newInvitationToken();
  const [invitation] = await db
    .update(invitations)
    .set({ tokenHash: invitationTokenHash(token) })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())))
    .returning();
  if (!invitation) return undefined;
  const [inviter] = invitation.invitedBy
    ? await db
        .select({ name: admins.name })
        .from(admins)
        .where(and(eq(admins.id, invitation.invitedBy), isNull(admins.removedAt)))
    : [];
  return invitationEmail({
    brand,
    to: invitation.email,
    role: invitation.role as AdminRole,
    invitedBy: inviter?.name,
    expiresAt: invitation.expiresAt,
    acceptUrl: invitationUrl(publicUrl, token),
  });
}

/** MEMBER_REMOVED: to the member, unless they have been invited back since. */
export async function removalMessage(db: Db, adminId: string, { brand }: Sender): Promise<EmailMessage | undefined> {
  const [member] = await db.select().from(admins).where(eq(admins.id, adminId));
  if (!member?.removedAt) return undefined;
  return removalEmail({ brand, to: member.email, name: member.name });
}
