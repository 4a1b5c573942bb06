import { type AdminRole, isUnder, paths } from '@shared/domain';
import { can, type Permission } from '@shared/domain/roles';

export interface SidebarEntry {
  label: string;
  to: string;
  /** Shown to the roles that hold it (docs/product-rules.md#roles). */
  permission: Permission;
  /** Shown only to roles without this one: the door's own entry, for those who have no Event Hub to reach it from. */
  unless?: Permission;
  /** Event Hub and Merchandise stay highlighted anywhere below their path. */
  matchesBelow?: boolean;
  /** Other paths the entry stands for: Payment Tracking is highlighted on an order's page too. */
  alsoUnder?: string[];
  children?: SidebarEntry[];
}

export const sidebarEntries: SidebarEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, permission: 'sales' },
  {
    label: 'Event Hub',
    to: paths.admin.events,
    matchesBelow: true,
    permission: 'events:read',
    children: [{ label: 'Promotions', to: paths.admin.promoCodes, permission: 'events:read' }],
  },
  { label: 'Check-in', to: paths.admin.eventCheckIn, permission: 'check-in', unless: 'events:read' },
  { label: 'Payment Tracking', to: paths.admin.payments, alsoUnder: [paths.admin.orders], permission: 'sales' },
  {
    label: 'Merchandise',
    to: paths.admin.merchandise,
    matchesBelow: true,
    permission: 'merchandise:read',
    children: [{ label: 'Orders', to: paths.admin.merchandiseOrders, permission: 'merchandise:read' }],
  },
  { label: 'Settings', to: paths.admin.settings, permission: 'account' },
];

/** The entries the role may open, in the sidebar's order. */
export const entriesFor = (role: AdminRole | undefined): SidebarEntry[] =>
  sidebarEntries.filter((entry) => can(role, entry.permission) && !(entry.unless && can(role, entry.unless)));

export function isActive(entry: SidebarEntry, pathname: string): boolean {
  if (entry.alsoUnder?.some((path) => isUnder(pathname, path))) return true;
  return entry.matchesBelow ? isUnder(pathname, entry.to) : pathname === entry.to;
}

/** A sub-entry (Promotions, Orders) shows while the user is anywhere under its entry's paths. */
export function showChildren(entry: SidebarEntry, pathname: string): boolean {
  return Boolean(entry.children) && isUnder(pathname, entry.to);
}
