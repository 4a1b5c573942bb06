import { paths } from '@shared/domain';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './dashboard/DashboardPage';
import { OrderPage } from './orders/OrderPage';
import { PaymentTrackingPage } from './payments/PaymentTrackingPage';

/** The payments team's area: /admin/dashboard, /admin/payments and the order pages under /admin/orders. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.admin.dashboard} element={<DashboardPage />} />
      <Route path={paths.admin.payments} element={<PaymentTrackingPage />} />
      <Route path={paths.admin.order(':id')} element={<OrderPage />} />
      {/* Orders are found with the search on Payment Tracking. */}
      <Route path={paths.admin.orders} element={<Navigate to={paths.admin.payments} replace />} />
    </Routes>
  );
}
