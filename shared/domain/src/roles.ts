// Who may do what in the back office (docs/product-rules.md#roles). The API guards every route with
// one of these permissions and the back office shows only what the signed-in member's role may
// open, from this one table, so the two cannot disagree. Without zod (the schema of a role is
// auth.ts's): the shared auth module reads this table, and a public page must not load zod for it.
import { isUnder, paths } from './routes';

export const ROLES = ['OWNER', 'ADMIN', 'FINANCE', 'CHECK_IN'] as const;
/** One of ROLES; the wire's schema is AdminRole (auth.ts). */
type AdminRole = (typeof ROLES)[number];

/** How a role reads on screen. */
export const roleLabels: Record<AdminRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  FINANCE: 'Finance',
  CHECK_IN: 'Check-in',
};

const EVERYONE: readonly AdminRole[] = ROLES;

/** Each permission and the roles that hold it. */
export const PERMISSIONS = {
  /** Their own profile, password and two-factor sign-in; signing out. */
  account: EVERYONE,
  /** Event Hub: the events, their previews, ticket lists and views. */
  'events:read': ['OWNER', 'ADMIN', 'FINANCE'],
  /** Creating and editing events, and uploading their images. */
  'events:write': ['OWNER', 'ADMIN'],
  /** The merchandise catalogue and its orders. */
  'merchandise:read': ['OWNER', 'ADMIN', 'FINANCE'],
  /** Changing the catalogue; confirming and delivering merchandise orders. */
  'merchandise:write': ['OWNER', 'ADMIN'],
  /** The dashboard, Payment Tracking, orders with their refunds, cancellations and resends, exports. */
  sales: ['OWNER', 'ADMIN', 'FINANCE'],
  /** The door: scanning tickets in. */
  'check-in': ['OWNER', 'ADMIN', 'CHECK_IN'],
  /** Settings > Activity: the audit trail. */
  activity: ['OWNER', 'ADMIN'],
  /** Settings > Buyer data: a buyer's export and erasure. */
  buyers: ['OWNER', 'ADMIN'],
  /** Settings > Team: members, invitations, roles and the team's sign-in rules. */
  team: ['OWNER'],
  /** Site health: how often each front-end app fails in visitors' browsers (GET /api/admin/site-health). */
  'site-health': ['OWNER', 'ADMIN'],
  /** The API explorer and its OpenAPI document, where API_DOCS=admin keeps them to the team. */
  'api-docs': ['OWNER', 'ADMIN'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** True when the role holds the permission. */
export const can = (role: AdminRole | undefined, permission: Permission): boolean =>
  role !== undefined && (PERMISSIONS[permission] as readonly AdminRole[]).includes(role);

/**
 * The permission a back-office page needs, by its path (undefined: not a page of the back office).
 * Forms that change things need the write permission of their area; the check-in page is the
 * door's, not Event Hub's.
 */
export function pagePermission(pathname: string): Permission | undefined {
  const a = paths.admin;
  if (isUnder(pathname, a.eventCheckIn)) return 'check-in';
  if (isUnder(pathname, a.createExperience) || isUnder(pathname, a.createParty)) return 'events:write';
  if (isUnder(pathname, a.events)) return 'events:read';
  if (isUnder(pathname, a.dashboard) || isUnder(pathname, a.payments) || isUnder(pathname, a.orders)) return 'sales';
  if (isUnder(pathname, a.merchandiseCreate) || isUnder(pathname, `${a.merchandise}/edit`)) return 'merchandise:write';
  if (isUnder(pathname, a.merchandise)) return 'merchandise:read';
  if (isUnder(pathname, a.settings)) return 'account';
  return undefined;
}

/** Where a member lands after signing in, and where an unknown back-office address sends them. */
export function homeOf(role: AdminRole): string {
  if (can(role, 'sales')) return paths.admin.dashboard;
  if (can(role, 'events:read')) return paths.admin.events;
  return paths.admin.eventCheckIn;
}
