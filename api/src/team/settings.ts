import type { TeamSettings } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { admins, teamSettings } from '../db/schema';
import { HttpError } from '../http/errors';

// The team's own rules (one row, made by migration 0010): whether every member must sign in with
// a second factor, and when buyers are erased on their own.

const OWN_TWO_FACTOR_FIRST = 'Turn on two-factor sign-in for your own account first.';

const fields = { requireTwoFactor: teamSettings.requireTwoFactor, eraseBuyersAfterMonths: teamSettings.eraseBuyersAfterMonths };

export async function readTeamSettings(db: Db): Promise<TeamSettings> {
  const [settings] = await db.select(fields).from(teamSettings).where(eq(teamSettings.id, 1));
  return settings;
}

/**
 * Replaces the team's rules. Requiring two-factor sign-in is refused (409) while the member asking
 * has none themself: their next request would be refused too, and they could not undo it.
 */
export async function updateTeamSettings(db: Db, actor: { id: string; email: string }, next: TeamSettings): Promise<TeamSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(fields).from(teamSettings).where(eq(teamSettings.id, 1)).for('update');
    if (next.requireTwoFactor && !before.requireTwoFactor) {
      const [own] = await tx.select({ enabledAt: admins.twoFactorEnabledAt }).from(admins).where(eq(admins.id, actor.id));
      if (!own?.enabledAt) throw new HttpError(409, OWN_TWO_FACTOR_FIRST);
    }
    const changes = changesBetween(before, next);
    if (Object.keys(changes).length === 0) return before;
    await tx.update(teamSettings).set(next).where(eq(teamSettings.id, 1));
    await recordAudit(tx, actor, { action: 'settings', entity: 'team-settings', entityId: 1, changes });
    return next;
  });
}
