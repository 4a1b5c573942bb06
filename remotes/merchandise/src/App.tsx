import { paths } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { Navigate, Route, Routes } from 'react-router-dom';

/** The merchandise area: everything under /admin/merchandise. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.admin.merchandise} element={<AdminPage title="Merchandise" />} />
      <Route path={paths.admin.merchandiseOrders} element={<AdminPage title="Orders" />} />
      <Route path={paths.admin.merchandiseCreate} element={<AdminPage title="Create New Merchandise" />} />
      <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
    </Routes>
  );
}
