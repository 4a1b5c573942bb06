import type { AuditQuery, AuditRecord } from '@shared/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { auditLog } from '../db/schema';

/** At most this many rows an answer: the newest; a narrower filter reaches further back. */
export const AUDIT_PAGE_LIMIT = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The day after an ISO date, as the exclusive end of a range. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The trail, newest first, by entity, member (id or e-mail) and days (UTC, both ends included). */
export async function listAudit(db: Db, { entity, actor, from, to }: AuditQuery): Promise<AuditRecord[]> {
  const where: (SQL | undefined)[] = [
    entity ? eq(auditLog.entity, entity) : undefined,
    actor ? (UUID.test(actor) ? eq(auditLog.actorId, actor) : sql`lower(${auditLog.actorEmail}) = ${actor.toLowerCase()}`) : undefined,
    from ? gte(auditLog.at, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(auditLog.at, dayAfter(to)) : undefined,
  ];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    entity: row.entity as AuditRecord['entity'],
    entityId: row.entityId,
    changes: row.changes as AuditRecord['changes'],
  }));
}
