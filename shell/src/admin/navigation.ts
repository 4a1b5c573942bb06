import { isUnder, paths } from '@shared/domain';

export interface SidebarEntry {
  label: string;
  to: string;
  /** Event Hub and Merchandise stay highlighted anywhere below their path. */
  matchesBelow?: boolean;
  children?: SidebarEntry[];
}

export const sidebarEntries: SidebarEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  { label: 'Event Hub', to: paths.admin.events, matchesBelow: true },
  { label: 'Payment Tracking', to: paths.admin.payments },
  {
    label: 'Merchandise',
    to: paths.admin.merchandise,
    matchesBelow: true,
    children: [{ label: 'Orders', to: paths.admin.merchandiseOrders }],
  },
  { label: 'Settings', to: paths.admin.settings },
];

export function isActive(entry: SidebarEntry, pathname: string): boolean {
  return entry.matchesBelow ? isUnder(pathname, entry.to) : pathname === entry.to;
}

/** The Orders sub-entry shows while the user is anywhere under the merchandise paths. */
export function showChildren(entry: SidebarEntry, pathname: string): boolean {
  return Boolean(entry.children) && isUnder(pathname, entry.to);
}
