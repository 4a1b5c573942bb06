import { Box, Skeleton, Tab, Tabs } from '@mui/material';
import { useCan } from '@shared/auth';
import { AdminPage } from '@shared/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProfileTab } from './profile/ProfileTab';
import { SecurityTab } from './security/SecurityTab';
import { SETTINGS_TABS, type SettingsTabId, tabOf, tabSearchParams } from './settingsTabs';

// The team's tabs are a chunk each: the data grid they use is downloaded only by those who open them.
const TeamTab = lazy(() => import('./team/TeamTab').then((m) => ({ default: m.TeamTab })));
const ActivityTab = lazy(() => import('./activity/ActivityTab').then((m) => ({ default: m.ActivityTab })));
const BuyersTab = lazy(() => import('./buyers/BuyersTab').then((m) => ({ default: m.BuyersTab })));

const panels: Record<SettingsTabId, ComponentType> = {
  profile: ProfileTab,
  security: SecurityTab,
  team: TeamTab,
  activity: ActivityTab,
  buyers: BuyersTab,
};

/**
 * Settings of the signed-in member: Profile and Security for everyone; Team, Activity and Buyer
 * data for the roles that may open them (docs/product-rules.md#roles). The open tab is in the
 * address (?tab=security), replaced rather than pushed like a table's filters.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const allowed = { account: true, team: useCan('team'), activity: useCan('activity'), buyers: useCan('buyers') };
  const open = SETTINGS_TABS.filter((tab) => allowed[tab.permission]);
  const { id } = tabOf(params, open);
  const Panel = panels[id];
  return (
    <AdminPage title="Settings">
      <Tabs
        value={id}
        onChange={(_, next: SettingsTabId) => setParams(tabSearchParams(next), { replace: true })}
        aria-label="Settings sections"
        variant="scrollable"
        scrollButtons={false}
        sx={{ mb: 3 }}
      >
        {open.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={tab.label} id={`settings-tab-${tab.id}`} aria-controls={`settings-panel-${tab.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`settings-panel-${id}`} aria-labelledby={`settings-tab-${id}`} sx={{ minWidth: 0 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <Panel />
        </Suspense>
      </Box>
    </AdminPage>
  );
}
