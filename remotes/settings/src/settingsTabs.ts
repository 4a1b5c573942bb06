// The tabs of Settings, who may open each, and the one the address asks for (?tab=security), so a
// reload and Back show the same tab and other pages can link to one (docs/product-rules.md#roles).
import type { Permission } from '@shared/domain';

export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile', permission: 'account' },
  { id: 'security', label: 'Security', permission: 'account' },
  { id: 'team', label: 'Team', permission: 'team' },
  { id: 'activity', label: 'Activity', permission: 'activity' },
  { id: 'buyers', label: 'Buyer data', permission: 'buyers' },
] as const satisfies readonly { id: string; label: string; permission: Permission }[];

export type SettingsTab = (typeof SETTINGS_TABS)[number];
export type SettingsTabId = SettingsTab['id'];

/** The tab shown when the address names none, or one that is unknown or not the member's to open. */
export const DEFAULT_TAB: SettingsTabId = 'profile';

/** The address's name of the tab. */
export const TAB_PARAM = 'tab';

/** The tab the address asks for, among those the member may open; else Profile. */
export function tabOf(params: URLSearchParams, open: readonly SettingsTab[]): SettingsTab {
  const asked = params.get(TAB_PARAM);
  return open.find((tab) => tab.id === asked) ?? open.find((tab) => tab.id === DEFAULT_TAB)!;
}

/** The address of a tab: nothing for Profile; any other tab's own filters are left behind. */
export function tabSearchParams(id: SettingsTabId): URLSearchParams {
  return new URLSearchParams(id === DEFAULT_TAB ? {} : { [TAB_PARAM]: id });
}
