import { Box, Tab, Tabs } from '@mui/material';
import { AdminPage } from '@shared/ui';
import { useState } from 'react';
import { ProfileTab } from './profile/ProfileTab';
import { SecurityTab } from './security/SecurityTab';

const tabs = [
  { id: 'profile', label: 'Profile', Panel: ProfileTab },
  { id: 'security', label: 'Security', Panel: SecurityTab },
] as const;

/** Settings of the signed-in admin: the Profile and Security tabs (docs/product-rules.md#admin-areas). */
export function SettingsPage() {
  const [current, setCurrent] = useState(0);
  const { Panel, id } = tabs[current];
  return (
    <AdminPage title="Settings">
      <Tabs value={current} onChange={(_, next: number) => setCurrent(next)} aria-label="Settings sections" sx={{ mb: 3 }}>
        {tabs.map((tab) => (
          <Tab key={tab.id} label={tab.label} id={`settings-tab-${tab.id}`} aria-controls={`settings-panel-${tab.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`settings-panel-${id}`} aria-labelledby={`settings-tab-${id}`}>
        <Panel />
      </Box>
    </AdminPage>
  );
}
