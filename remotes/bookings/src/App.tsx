import { paths } from '@shared/domain';
import { PageSkeleton } from '@shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// One chunk per screen: a buyer opening their e-mailed link does not download the lookup form,
// and one finding their booking does not download the booking page.
const FindBookingPage = lazy(() => import('./find/FindBookingPage').then((m) => ({ default: m.FindBookingPage })));
const BookingPage = lazy(() => import('./booking/BookingPage').then((m) => ({ default: m.BookingPage })));

/** The buyer's bookings area: Find my booking, and the page of one booking reached by its link. */
export default function App() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path={paths.findBooking} element={<FindBookingPage />} />
        <Route path={paths.booking(':token')} element={<BookingPage />} />
      </Routes>
    </Suspense>
  );
}
