// The audit trail's wire shapes (docs/product-rules.md#audit-trail): every change a member made,
// who, when, to what, and each changed field before and after.
import { z } from 'zod';
import { EMAIL_MAX, limitText } from './text';

/** What a row of the trail is about. */
export const AUDIT_ENTITIES = [
  'event',
  'merchandise',
  'merchandise-order',
  'order',
  'ticket',
  'member',
  'invitation',
  'team-settings',
  'buyer',
  'waiting-list',
  'promo-code',
  /** A remote's release in remotes.json: the API's automatic rollback of a canary. */
  'remote-release',
] as const;
export const AuditEntity = z.enum(AUDIT_ENTITIES, { error: `Entity must be one of ${AUDIT_ENTITIES.join(', ')}` });
export type AuditEntity = z.infer<typeof AuditEntity>;

/** A field's value before and after the change (null: it had none, or the thing did not exist). */
export const AuditChange = z.object({ from: z.unknown(), to: z.unknown() });
export const AuditChanges = z.record(z.string(), AuditChange);
export type AuditChanges = z.infer<typeof AuditChanges>;

export const AuditRecord = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** The member, by their e-mail then; null for the system's own work. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: AuditEntity,
  entityId: z.string().nullable(),
  changes: AuditChanges,
});
export type AuditRecord = z.infer<typeof AuditRecord>;

const day = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });

/** GET /admin/audit: newest first; each filter optional. */
export const AuditQuery = z
  .object({
    entity: AuditEntity.optional(),
    /** A member's id or e-mail. */
    actor: limitText(z.string().trim().min(1, 'Member: enter an e-mail address or id'), { label: 'Member', max: EMAIL_MAX }).optional(),
    /** From this day and up to this day (UTC), both included. */
    from: day.optional(),
    to: day.optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { error: 'The first day must not be after the last', path: ['to'] });
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditList = z.object({ data: z.array(AuditRecord) });
export type AuditList = z.infer<typeof AuditList>;
