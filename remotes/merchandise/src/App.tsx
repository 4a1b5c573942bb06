import { paths } from '@shared/domain';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MerchandisePage } from './catalogue/MerchandisePage';
import { MerchandiseFormPage } from './form/MerchandiseFormPage';
import { OrdersPage } from './orders/OrdersPage';

/** The merchandise area: everything under /admin/merchandise. */
export default function App() {
  return (
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
  );
}
