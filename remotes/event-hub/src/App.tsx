import { paths } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { Navigate, Route, Routes } from 'react-router-dom';

/** The event hub's area: everything under /admin/events. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.admin.events} element={<AdminPage title="Event Hub" />} />
      <Route path={paths.admin.createExperience} element={<AdminPage title="Create Event" />} />
      <Route path={paths.admin.createParty} element={<AdminPage title="Create Event" />} />
      <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
    </Routes>
  );
}
