import { isUnder, paths } from '@shared/domain';

export interface SidebarEntry {
  label: string;
  to: string;
  /** Event Hub and Merchandise stay highlighted anywhere below their path. */
  matchesBelow?: boolean;
  /** Other paths the entry stands for: Payment Tracking is highlighted on an order's page too. */
  alsoUnder?: string[];
  children?: SidebarEntry[];
}

export const sidebarEntries: SidebarEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  { label: 'Event Hub', to: paths.admin.events, matchesBelow: true },
  { label: 'Payment Tracking', to: paths.admin.payments, alsoUnder: [paths.admin.orders] },
  {
    label: 'Merchandise',
    to: paths.admin.merchandise,
    matchesBelow: true,
    children: [{ label: 'Orders', to: paths.admin.merchandiseOrders }],
  },
  { label: 'Settings', to: paths.admin.settings },
];

export function isActive(entry: SidebarEntry, pathname: string): boolean {
  if (entry.alsoUnder?.some((path) => isUnder(pathname, path))) return true;
  return entry.matchesBelow ? isUnder(pathname, entry.to) : pathname === entry.to;
}

/** The Orders sub-entry shows while the user is anywhere under the merchandise paths. */
export function showChildren(entry: SidebarEntry, pathname: string): boolean {
  return Boolean(entry.children) && isUnder(pathname, entry.to);
}
