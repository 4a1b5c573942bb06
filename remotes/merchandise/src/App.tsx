import { paths } from '@shared/domain';
import { PageSkeleton } from '@shared/ui/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

// A chunk per page: the catalogue does not download the item form or the orders table.
const MerchandisePage = lazy(() => import('./catalogue/MerchandisePage').then((m) => ({ default: m.MerchandisePage })));
const MerchandiseFormPage = lazy(() => import('./form/MerchandiseFormPage').then((m) => ({ default: m.MerchandiseFormPage })));
const OrdersPage = lazy(() => import('./orders/OrdersPage').then((m) => ({ default: m.OrdersPage })));

/** The merchandise area: everything under /admin/merchandise. */
export default function App() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path={paths.admin.merchandise} element={<MerchandisePage />} />
        <Route path={paths.admin.merchandiseOrders} element={<OrdersPage />} />
        <Route path={paths.admin.merchandiseCreate} element={<MerchandiseFormPage />} />
        <Route path={paths.admin.merchandiseEdit(':id')} element={<MerchandiseFormPage />} />
        {/* Both forms of the details link are served; static paths above win over ':id'. */}
        <Route path={paths.admin.merchandiseDetails(':id')} element={<MerchandisePage />} />
        <Route path={paths.admin.merchandiseItem(':id')} element={<MerchandisePage />} />
        <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
      </Routes>
    </Suspense>
  );
}
