// Settings > Activity's filters live in the address (?tab=activity&member=ada@example.com&entity=event&from=2026-03-01&to=2026-03-31),
// like Payment Tracking's (docs/product-rules.md#tables-in-the-address): a reload and a link show the same trail.
import { AUDIT_ENTITIES, AuditQuery, type AuditEntity } from '@shared/domain';
import { fieldErrorsOf, type FieldErrors } from '@shared/ui';

export interface ActivityFilters {
  /** A member's e-mail (or id), as typed. */
  member: string;
  entity: AuditEntity | 'all';
  /** YYYY-MM-DD, or '' for no bound. */
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { member: '', entity: 'all', from: '', to: '' };

const FILTER_NAMES = ['member', 'entity', 'from', 'to'] as const;

/** A real day written YYYY-MM-DD. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The filters an address asks for; anything unknown in it reads as no filter, never as an error. */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const entity = params.get('entity');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    member: (params.get('member') ?? '').slice(0, 254),
    entity: AUDIT_ENTITIES.find((known) => known === entity) ?? 'all',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

/** The address of the Activity tab with these filters: only what differs from no filter. */
export function activitySearchParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams({ tab: 'activity' });
  for (const name of FILTER_NAMES) {
    if (filters[name] !== NO_FILTERS[name] && filters[name].trim()) params.set(name, filters[name]);
  }
  return params;
}

/**
 * What GET /admin/audit is asked, and the filters it refuses (a first day after the last: under
 * To). While To is refused the trail is asked without it.
 */
export function auditQueryOf(filters: ActivityFilters): { query: AuditQuery; errors: FieldErrors<keyof ActivityFilters> } {
  const query: AuditQuery = {
    ...(filters.entity !== 'all' && { entity: filters.entity }),
    ...(filters.member.trim() && { actor: filters.member.trim() }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
  const checked = AuditQuery.safeParse(query);
  if (checked.success) return { query, errors: {} };
  const errors = fieldErrorsOf<keyof AuditQuery>(checked.error.issues);
  const { to: _refused, ...rest } = query;
  return { query: rest, errors: { to: errors.to } };
}
