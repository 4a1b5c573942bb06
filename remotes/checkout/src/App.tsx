import { paths, type EventKind } from '@shared/domain';
import { PageHeader } from '@shared/ui';
import { Route, Routes } from 'react-router-dom';

const kinds: EventKind[] = ['experiences', 'parties'];

/** The checkout area: check-out, confirmation, redirect and payment-success routes of both kinds. */
export default function App() {
  return (
    <Routes>
      {kinds.map((kind) => [
        <Route
          key={`${kind}-check-out`}
          path={paths.checkOut(kind)}
          element={<PageHeader title="Secure Your Order & Checkout" backTo={-1} />}
        />,
        <Route
          key={`${kind}-confirmation`}
          path={paths.confirmation(kind)}
          element={<PageHeader title="Secure Your Order & Checkout" backTo={-1} />}
        />,
        <Route key={`${kind}-redirect`} path={paths.redirect(kind)} element={<PageHeader title="Payment Processing" />} />,
      ])}
      <Route path={paths.paymentSuccess} element={<PageHeader title="Payment Successful" />} />
    </Routes>
  );
}
