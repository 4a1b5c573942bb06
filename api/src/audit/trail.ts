// The audit trail (docs/product-rules.md#audit-trail): one row for every change a member makes,
// written with the change in its transaction, so a change and its record stand or fall together.
// The table is append-only in the database (migration 0010); nothing here updates or deletes.
import type { AuditChanges, AuditEntity } from '@shared/domain';
import type { Db } from '../db/connect';
import { auditLog } from '../db/schema';

/**
 * Who made a change: a member, by id and e-mail (a failed sign-in: the e-mail tried, and the
 * member's id when there is one); null for the system's own work (automatic erasure).
 */
export type Actor = { id: string | null; email: string } | null;

/** What a buyer's personal field reads as in the trail: its change is told, never its value (erasure must not leave it behind). */
export const PERSONAL_DATA = '[personal data]';

export interface AuditEntry {
  action: string;
  entity: AuditEntity;
  entityId?: string | number | null;
  changes?: AuditChanges;
}

/** Appends one row to the trail, in the caller's transaction. */
export async function recordAudit(db: Db, actor: Actor, { action, entity, entityId = null, changes = {} }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    changes,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields whose value differs between `before` and `after` (null: the thing did not exist yet,
 * or is gone), each with its value before and after; fields in `personal` are told as
 * PERSONAL_DATA, and fields in `ignored` (bookkeeping such as updatedAt) are left out.
 */
export function changesBetween(
  before: object | null,
  after: object | null,
  { personal = [], ignored = [] }: { personal?: readonly string[]; ignored?: readonly string[] } = {},
): AuditChanges {
  const changes: AuditChanges = {};
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (ignored.includes(field)) continue;
    const from = plain(was[field]);
    const to = plain(is[field]);
    if (same(from, to)) continue;
    changes[field] = personal.includes(field) ? { from: PERSONAL_DATA, to: PERSONAL_DATA } : { from, to };
  }
  return changes;
}
