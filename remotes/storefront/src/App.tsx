import { paths, type EventKind } from '@shared/domain';
import { ComingSoon } from '@shared/ui/core';
import { Route, Routes } from 'react-router-dom';
import { comingSoonPages } from './comingSoonPages';
import { EventListPage } from './events/EventListPage';
import { HomePage } from './home/HomePage';
import { loadLists } from './lists/listsState';
import { NotFoundPage } from './notFound/NotFoundPage';

// The lists a first visit shows are requested as soon as this module arrives, not after the first
// render: on a phone that is one round trip earlier for the largest thing on the page.
const listsShownAt: Record<string, EventKind[]> = {
  [paths.home]: ['experiences', 'parties'],
  [paths.experiences]: ['experiences'],
  [paths.parties]: ['parties'],
};
for (const kind of listsShownAt[window.location.pathname] ?? []) void loadLists(kind);

/**
 * The storefront's area: home, the event lists and the informational pages. It is the home area,
 * so every public address no other area owns comes here: one that is none of these pages is not found.
 */
export default function App() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.experiences} element={<EventListPage kind="experiences" />} />
      <Route path={paths.parties} element={<EventListPage kind="parties" />} />
      {comingSoonPages.map(({ path, header }) => (
        <Route key={path} path={path} element={<ComingSoon {...header} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
