import { setUnauthorizedHandler } from '@shared/api';
import { isUnder, paths } from '@shared/domain';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AdminLayout } from './admin/AdminLayout';
import { RequireAuth } from './admin/RequireAuth';
import { adminAreaFor, publicAreaFor } from './areas';
import { LoginPage } from './login/LoginPage';
import { PublicLayout } from './public/PublicLayout';
import { RemoteArea } from './remotes/RemoteArea';

/**
 * Picks the layout and the remote for the current path. It sits on a splat route at the root,
 * so each remote's own <Routes> matches the full, typed paths of @shared/domain.
 */
function Areas() {
  const { pathname } = useLocation();
  if (isUnder(pathname, paths.admin.root)) {
    const area = adminAreaFor(pathname);
    // Any other /admin/* path goes to the dashboard (SPEC §2).
    if (!area) return <Navigate to={paths.admin.dashboard} replace />;
    return (
      <RequireAuth>
        <AdminLayout>
          <RemoteArea key={area.remote} remote={area.remote} label={area.label} />
        </AdminLayout>
      </RequireAuth>
    );
  }
  const area = publicAreaFor(pathname);
  return (
    <PublicLayout>
      <RemoteArea key={area.remote} remote={area.remote} label={area.label} />
    </PublicLayout>
  );
}

/** The one router of the site: remotes render their own <Routes> inside these areas. */
export function SiteRoutes() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate(paths.admin.login, { replace: true })), [navigate]);

  return (
    <Routes>
      <Route path={paths.admin.login} element={<LoginPage />} />
      <Route path="*" element={<Areas />} />
    </Routes>
  );
}
