import { type AdminRole, LAST_OWNER_MESSAGE, type TeamMember } from '@shared/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { type Actor, changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { admins, outbox } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { MEMBER_REMOVED } from '../mail/outbox-kinds';

// Settings > Team: the members, their roles, and removing one (docs/product-rules.md#roles). The
// team always keeps an owner: the last one can be neither demoted nor removed.

const MEMBER_NOT_FOUND = 'Member not found';

const columns = {
  id: admins.id,
  email: admins.email,
  name: admins.name,
  role: admins.role,
  twoFactorEnabledAt: admins.twoFactorEnabledAt,
  lastSignInAt: admins.lastSignInAt,
};

type MemberRow = Pick<typeof admins.$inferSelect, keyof typeof columns>;

const toTeamMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  twoFactor: row.twoFactorEnabledAt !== null,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

/** The current members (not removed), oldest first. */
export async function listMembers(db: Db): Promise<TeamMember[]> {
  const rows = await db.select(columns).from(admins).where(isNull(admins.removedAt)).orderBy(asc(admins.createdAt), asc(admins.email));
  return rows.map(toTeamMember);
}

/**
 * Locks the member and every current owner, in one statement in the order of their ids (so two
 * changes never wait for each other in a circle), and answers the member and how many owners
 * there are. With the owners' rows locked, two owners demoting or removing each other at once
 * cannot both count the other as still there: the second waits for the first, and PostgreSQL then
 * reads the first one's row again, no longer an owner. Neither can the team be left with none.
 */
async function lockMemberAndOwners(tx: Db, id: string) {
  const rows = await tx
    .select({ ...columns, removedAt: admins.removedAt })
    .from(admins)
    .where(or(eq(admins.id, id), and(eq(admins.role, 'OWNER'), isNull(admins.removedAt))))
    .orderBy(asc(admins.id))
    .for('update');
  const member = rows.find((row) => row.id === id && row.removedAt === null);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return { member, owners: rows.filter((row) => row.role === 'OWNER' && row.removedAt === null).length };
}

const keepsAnOwner = (member: { role: AdminRole }, owners: number) => {
  if (member.role === 'OWNER' && owners <= 1) throw new HttpError(409, LAST_OWNER_MESSAGE);
};

/** Gives the member another role; it takes effect on their next request (the guard reads it each time). */
export async function changeRole(db: Db, actor: Actor, id: string, role: AdminRole): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const { member, owners } = await lockMemberAndOwners(tx, id);
    if (member.role === role) return toTeamMember(member);
    if (role !== 'OWNER') keepsAnOwner(member, owners);
    await tx.update(admins).set({ role }).where(eq(admins.id, id));
    await recordAudit(tx, actor, {
      action: 'role',
      entity: 'member',
      entityId: id,
      changes: changesBetween({ role: member.role }, { role }),
    });
    return toTeamMember({ ...member, role });
  });
}

/**
 * Removes the member: signed out everywhere at once (a new token version ends every session they
 * have), kept as a row so what they did still names them, and told by e-mail.
 */
export async function removeMember(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { member, owners } = await lockMemberAndOwners(tx, id);
    keepsAnOwner(member, owners);
    const removedAt = new Date();
    await tx
      .update(admins)
      .set({ removedAt, tokenVersion: sql`${admins.tokenVersion} + 1` })
      .where(eq(admins.id, id));
    await tx.insert(outbox).values({ kind: MEMBER_REMOVED, payload: { adminId: id } });
    await recordAudit(tx, actor, {
      action: 'remove',
      entity: 'member',
      entityId: id,
      changes: changesBetween({ removedAt: null }, { removedAt }),
    });
  });
}
