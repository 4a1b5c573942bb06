// When the visitor asked for the page on screen, for the skeletons whose time the product fixes
// (docs/architecture.md#skeletons): they count from this moment, not from when a remote's page
// mounted, so the time the shell spends bringing the remote in is part of the skeleton's time
// instead of added to it.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The moment, on the performance clock, the current path was asked for: 0 (the start of the
 * document's navigation) for the page the browser opened, the render that first shows a new path
 * for a page reached inside the site. A change of the query only (a table's filter) is the same page.
 */
export function usePageRequestedAt(): number {
  const { pathname } = useLocation();
  const [page, setPage] = useState({ pathname, requestedAt: 0 });
  if (page.pathname !== pathname) {
    // Set while rendering (React's pattern for state derived from a change): the new page's first
    // render already reads the new moment.
    const next = { pathname, requestedAt: performance.now() };
    setPage(next);
    return next.requestedAt;
  }
  return page.requestedAt;
}
