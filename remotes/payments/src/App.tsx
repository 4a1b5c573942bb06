import { paths } from '@shared/domain';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from './dashboard/DashboardPage';
import { PaymentTrackingPage } from './payments/PaymentTrackingPage';

/** The payments team's area: /admin/dashboard and /admin/payments. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.admin.dashboard} element={<DashboardPage />} />
      <Route path={paths.admin.payments} element={<PaymentTrackingPage />} />
    </Routes>
  );
}
