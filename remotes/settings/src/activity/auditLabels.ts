// How the audit trail's words read on screen (docs/product-rules.md#audit-trail).
import type { AuditChanges, AuditEntity, AuditRecord } from '@shared/domain';

export const entityLabels: Record<AuditEntity, string> = {
  event: 'Event',
  merchandise: 'Merchandise',
  'merchandise-order': 'Merchandise order',
  order: 'Order',
  ticket: 'Ticket',
  member: 'Member',
  invitation: 'Invitation',
  'team-settings': 'Team rules',
  buyer: 'Buyer',
  'waiting-list': 'Waiting list',
  'promo-code': 'Promo code',
  'remote-release': 'Remote release',
};

/** The actions the API records, in words; one it adds later reads as the API spells it. */
const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  confirm: 'Confirmed',
  deliver: 'Delivered',
  refund: 'Refunded',
  cancel: 'Cancelled',
  resend: 'Resent tickets',
  'check-in': 'Checked in',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  password: 'Changed password',
  '2fa-setup': 'Started two-factor set-up',
  '2fa-on': 'Turned two-factor sign-in on',
  '2fa-off': 'Turned two-factor sign-in off',
  'recovery-code-used': 'Used a recovery code',
  invite: 'Invited',
  withdraw: 'Withdrew invitation',
  accept: 'Accepted invitation',
  role: 'Changed role',
  remove: 'Removed',
  settings: 'Changed team rules',
  export: 'Exported data',
  erase: 'Erased',
  offer: 'Offered tickets',
  'auto-rollback': 'Rolled back a canary',
};

export const actionLabel = (action: string): string => actionLabels[action] ?? action;

/** Who made the change: the member's e-mail then, or the system's own work. */
export const actorLabel = ({ actorEmail }: Pick<AuditRecord, 'actorEmail'>): string => actorEmail ?? 'System';

/** 'price, capacity'; '' when nothing but the action was recorded. */
export const changesSummary = (changes: AuditChanges): string => Object.keys(changes).join(', ');

/** A value before or after a change, as text: '-' for none, JSON for objects and lists, the rest as it is. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
