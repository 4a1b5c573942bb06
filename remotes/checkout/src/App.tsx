import { paths, type EventKind } from '@shared/domain';
import { PageSkeleton } from '@shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CheckOutPage } from './checkOut/CheckOutPage';

// The event page comes with the area (docs/architecture.md#the-event-page-on-a-phone): it is where
// a visitor arrives, and the shell fetches it beside its own code instead of after it. The later
// screens are a chunk each: a visitor on the event page does not download the form, its fields
// and the modal until they go on to the confirmation page.
const ConfirmationPage = lazy(() => import('./confirmation/ConfirmationPage').then((m) => ({ default: m.ConfirmationPage })));
const RedirectPage = lazy(() => import('./redirect/RedirectPage').then((m) => ({ default: m.RedirectPage })));
const PaymentSuccessPage = lazy(() => import('./paymentSuccess/PaymentSuccessPage').then((m) => ({ default: m.PaymentSuccessPage })));

const kinds: EventKind[] = ['experiences', 'parties'];

/** The checkout area: check-out, confirmation, redirect and payment-success routes of both kinds. */
export default function App() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        {kinds.map((kind) => [
          <Route key={`${kind}-check-out`} path={paths.checkOut(kind)} element={<CheckOutPage key={kind} kind={kind} />} />,
          <Route key={`${kind}-confirmation`} path={paths.confirmation(kind)} element={<ConfirmationPage key={kind} kind={kind} />} />,
          <Route key={`${kind}-redirect`} path={paths.redirect(kind)} element={<RedirectPage key={kind} kind={kind} />} />,
          <Route
            key={`${kind}-payment-success`}
            path={paths.paymentSuccess(kind)}
            element={<PaymentSuccessPage key={kind} kind={kind} />}
          />,
        ])}
      </Routes>
    </Suspense>
  );
}
