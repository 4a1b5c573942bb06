import { paths } from '@shared/domain';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SettingsPage } from './SettingsPage';

/** The settings area: /admin/settings. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.admin.settings} element={<SettingsPage />} />
      <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
    </Routes>
  );
}
