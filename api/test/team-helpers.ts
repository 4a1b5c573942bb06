import type { AdminRole } from '@shared/domain';
import { gt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../src/auth/passwords';
import { createTokens } from '../src/auth/tokens';
import { admins, auditLog } from '../src/db/schema';
import { drainOutbox } from '../src/jobs/drain-outbox';
import type { EmailMessage } from '../src/mail/ticket-email';
import type { MailTransport } from '../src/mail/transport';
import { bearer, rowsOf, type TestApp, outboxConfig } from './helpers';

// What the team's suites share: members made directly in the database, the outbox sent to a list
// (as the mail server would receive it), the audit rows a step wrote, and the codes of an
// authenticator app.

export const PASSWORD = 'Team-pass-1';

/** A member with the role, and a session of theirs (bearer headers); with `password`, one they can sign in with. */
export async function addMember(t: TestApp, email: string, role: AdminRole, password?: string) {
  const passwordHash = password ? await hashPassword(password) : 'not-used';
  const [member] = await t.database.db
    .insert(admins)
    .values({ email, name: email.split('@')[0], role, passwordHash })
    .returning();
  return { ...member, auth: bearer(await createTokens(t.config.jwt).issue(member)) };
}

/** Sends every e-mail the outbox holds, through the outbox sender itself; answers what was sent. */
export async function sendOutbox(t: TestApp): Promise<EmailMessage[]> {
  const sent: EmailMessage[] = [];
  const transport: MailTransport = { supportEmail: 'help@example.com', send: async (message) => void sent.push(message), close: () => {} };
  const { failed } = await drainOutbox({ db: t.database.db, transport, ...outboxConfig(t) });
  expect(failed).toBe(0);
  return sent;
}

/** The last audit row's id: what auditSince counts from. */
export async function auditMark(t: TestApp): Promise<number> {
  const [row] = await rowsOf<{ id: number | null }>(t.database.db, sql`select max(id)::int as id from audit_log`);
  return row.id ?? 0;
}

/** The audit rows written after `mark`, oldest first, as the trail tells them. */
export async function auditSince(t: TestApp, mark: number) {
  const rows = await t.database.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(auditLog.id);
  return rows.map(({ actorEmail, action, entity, entityId, changes }) => ({ actorEmail, action, entity, entityId, changes }));
}

/** The code an authenticator app shows for the secret, `offsetSteps` steps of 30 s from now. */
export const appCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
