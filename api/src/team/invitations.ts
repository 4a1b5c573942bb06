import type { AdminRole, Invitation } from '@shared/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { type Actor, changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { admins, invitations, outbox } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { TEAM_INVITATION } from '../mail/outbox-kinds';
import { invitationTokenHash, newInvitationToken } from './invitation-tokens';

// Invitations to join the team (docs/product-rules.md#roles): an owner names an e-mail address
// and a role; the address gets a link, good for 72 hours, where the invitee sets their name and
// password (invitation-acceptance.ts).

const INVITATION_HOURS = 72;

type InvitationRow = typeof invitations.$inferSelect;

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role as AdminRole,
  invitedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The invitations still waiting: neither accepted nor expired, newest first. */
export async function listInvitations(db: Db, now: Date): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .orderBy(desc(invitations.createdAt));
  return rows.map(toInvitation);
}

/**
 * Invites the address with the role and queues the e-mail, in one transaction. An earlier
 * invitation to the same address that was not accepted is replaced (its link stops working); an
 * address that is already a member's is refused (409).
 */
export async function invite(db: Db, actor: Actor, { email, role }: { email: string; role: AdminRole }, now: Date): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.email, email), isNull(admins.removedAt)));
    if (member) throw new HttpError(409, `${email} is already a member of the team.`);
    await tx.delete(invitations).where(and(eq(invitations.email, email), isNull(invitations.acceptedAt)));
    const [created] = await tx
      .insert(invitations)
      .values({
        email,
        role,
        // Replaced when the e-mail is built (invitation-tokens.ts): until then no link opens it.
        tokenHash: invitationTokenHash(newInvitationToken()),
        invitedBy: actor?.id ?? null,
        expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3_600_000),
      })
      .returning();
    await tx.insert(outbox).values({ kind: TEAM_INVITATION, payload: { invitationId: created.id } });
    await recordAudit(tx, actor, {
      action: 'invite',
      entity: 'invitation',
      entityId: created.id,
      changes: changesBetween(null, { email, role, expiresAt: created.expiresAt }),
    });
    return toInvitation(created);
  });
}

/** Withdraws an invitation not yet accepted: its link stops working (404), and an e-mail not yet sent is not sent. */
export async function withdrawInvitation(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .delete(invitations)
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
      .returning();
    if (!withdrawn) throw notFound('Invitation not found');
    await recordAudit(tx, actor, {
      action: 'withdraw',
      entity: 'invitation',
      entityId: id,
      changes: changesBetween({ email: withdrawn.email, role: withdrawn.role }, null),
    });
  });
}
