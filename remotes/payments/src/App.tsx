import { paths } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { Route, Routes } from 'react-router-dom';

/** The payments team's area: /admin/dashboard and /admin/payments. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.admin.dashboard} element={<AdminPage title="Dashboard" />} />
      <Route path={paths.admin.payments} element={<AdminPage title="Payment Tracking" />} />
    </Routes>
  );
}
