import { paths } from '@shared/domain';
import { PageSkeleton } from '@shared/ui/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { TicketListRoute } from './tickets/TicketListRoute';

// A chunk per page, so each page downloads only what it uses: the data grid (@mui/x-data-grid)
// comes with the tickets, waiting list and promo codes pages, not with the list of events.
const EventsPage = lazy(() => import('./events/EventsPage').then((m) => ({ default: m.EventsPage })));
const ExperienceFormPage = lazy(() => import('./form/ExperienceFormPage').then((m) => ({ default: m.ExperienceFormPage })));
const CreatePartyRoute = lazy(() => import('./form/PartyFormPage').then((m) => ({ default: m.CreatePartyRoute })));
const CheckInPage = lazy(() => import('./checkIn/CheckInPage').then((m) => ({ default: m.CheckInPage })));
const PromoCodesPage = lazy(() => import('./promoCodes/PromoCodesPage').then((m) => ({ default: m.PromoCodesPage })));
const EventPreviewPage = lazy(() => import('./preview/EventPreviewPage').then((m) => ({ default: m.EventPreviewPage })));
const WaitingListPage = lazy(() => import('./waitingList/WaitingListPage').then((m) => ({ default: m.WaitingListPage })));

/** The event hub's area: everything under /admin/events. */
export default function App() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path={paths.admin.events} element={<EventsPage />} />
        <Route path={paths.admin.createExperience} element={<ExperienceFormPage />} />
        <Route path={paths.admin.createParty} element={<CreatePartyRoute />} />
        <Route path={paths.admin.eventCheckIn} element={<CheckInPage />} />
        <Route path={paths.admin.promoCodes} element={<PromoCodesPage />} />
        {(['experiences', 'parties'] as const).flatMap((kind) => [
          <Route
            key={`${kind}-preview`}
            path={paths.admin.eventPreview(kind, ':id')}
            element={<EventPreviewPage key={kind} kind={kind} />}
          />,
          <Route
            key={`${kind}-tickets`}
            path={paths.admin.eventTickets(kind, ':id')}
            element={<TicketListRoute key={kind} kind={kind} />}
          />,
          <Route
            key={`${kind}-waiting-list`}
            path={paths.admin.eventWaitingList(kind, ':id')}
            element={<WaitingListPage key={kind} kind={kind} />}
          />,
        ])}
        <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
      </Routes>
    </Suspense>
  );
}
