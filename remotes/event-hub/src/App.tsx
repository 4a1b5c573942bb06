import { paths } from '@shared/domain';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CheckInPage } from './checkIn/CheckInPage';
import { EventsPage } from './events/EventsPage';
import { ExperienceFormPage } from './form/ExperienceFormPage';
import { CreatePartyRoute } from './form/PartyFormPage';
import { EventPreviewPage } from './preview/EventPreviewPage';
import { PromoCodesPage } from './promoCodes/PromoCodesPage';
import { TicketListPage } from './tickets/TicketListPage';
import { WaitingListPage } from './waitingList/WaitingListPage';

/** The event hub's area: everything under /admin/events. */
export default function App() {
  return (
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
        <Route key={`${kind}-tickets`} path={paths.admin.eventTickets(kind, ':id')} element={<TicketListPage key={kind} kind={kind} />} />,
        <Route
          key={`${kind}-waiting-list`}
          path={paths.admin.eventWaitingList(kind, ':id')}
          element={<WaitingListPage key={kind} kind={kind} />}
        />,
      ])}
      <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
    </Routes>
  );
}
