import { isUnder, paths } from '@shared/domain';
import { PageRequestedAt, PageSkeleton } from '@shared/ui/core';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { publicAreaFor } from './areas';
import { loadAppFrame } from './loadAppFrame';
import { usePageRequestedAt } from './navigation/usePageRequestedAt';
import { useScrollRestoration } from './navigation/useScrollRestoration';
import { PublicLayout } from './public/PublicLayout';
import { RemoteArea } from './remotes/RemoteArea';

// The back office and the frame of the public MUI area are chunks of their own: a visitor's first
// page loads neither.
const AdminSite = lazy(() => import('./admin/AdminSite'));
const AppFrame = lazy(loadAppFrame);

/**
 * Picks the layout and the remote for the current path. It sits on a splat route at the root,
 * so each remote's own <Routes> matches the full, typed paths of @shared/domain.
 */
function Areas() {
  const { pathname } = useLocation();
  if (isUnder(pathname, paths.admin.root)) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <AdminSite />
      </Suspense>
    );
  }
  const area = publicAreaFor(pathname);
  const content = <RemoteArea key={area.remote} remote={area.remote} label={area.label} />;
  return (
    <PublicLayout>
      {area.withoutMui ? (
        content
      ) : (
        <Suspense fallback={<PageSkeleton />}>
          <AppFrame>{content}</AppFrame>
        </Suspense>
      )}
    </PublicLayout>
  );
}

/**
 * The one router of the site: remotes render their own <Routes> inside these areas. Where the page
 * stands after each navigation, and when it was asked for, are decided here once, for every area's
 * pages.
 */
export function SiteRoutes() {
  useScrollRestoration();
  const requestedAt = usePageRequestedAt();
  return (
    <PageRequestedAt value={requestedAt}>
      <Routes>
        <Route path="*" element={<Areas />} />
      </Routes>
    </PageRequestedAt>
  );
}
