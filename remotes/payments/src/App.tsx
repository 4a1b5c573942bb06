import { paths } from '@shared/domain';
import { PageSkeleton } from '@shared/ui/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

// A chunk per page, so each page downloads only what it uses: Payment Tracking's table comes with
// it only, and the dashboard's chart (our own SVG) with the dashboard.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const PaymentTrackingPage = lazy(() => import('./payments/PaymentTrackingPage').then((m) => ({ default: m.PaymentTrackingPage })));
const OrderPage = lazy(() => import('./orders/OrderPage').then((m) => ({ default: m.OrderPage })));

/** The payments team's area: /admin/dashboard, /admin/payments and the order pages under /admin/orders. */
export default function App() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path={paths.admin.dashboard} element={<DashboardPage />} />
        <Route path={paths.admin.payments} element={<PaymentTrackingPage />} />
        <Route path={paths.admin.order(':id')} element={<OrderPage />} />
        {/* Orders are found with the search on Payment Tracking. */}
        <Route path={paths.admin.orders} element={<Navigate to={paths.admin.payments} replace />} />
      </Routes>
    </Suspense>
  );
}
