import { setUnauthorizedHandler } from '@shared/api';
import { paths } from '@shared/domain';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AdminLayout } from './admin/AdminLayout';
import { RequireAuth } from './admin/RequireAuth';
import { adminAreaFor, publicAreaFor } from './areas';
import { LoginPage } from './login/LoginPage';
import { PublicLayout } from './public/PublicLayout';
import { RemoteArea } from './remotes/RemoteArea';

function AdminArea() {
  const area = adminAreaFor(useLocation().pathname);
  // Any other /admin/* path goes to the dashboard (SPEC §2).
  if (!area) return <Navigate to={paths.admin.dashboard} replace />;
  return <RemoteArea key={area.remote} remote={area.remote} label={area.label} />;
}

function PublicArea() {
  const area = publicAreaFor(useLocation().pathname);
  return <RemoteArea key={area.remote} remote={area.remote} label={area.label} />;
}

/** The one router of the site: remotes render their own <Routes> inside these areas. */
export function SiteRoutes() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate(paths.admin.login, { replace: true })), [navigate]);

  return (
    <Routes>
      <Route path={paths.admin.login} element={<LoginPage />} />
      <Route
        path={`${paths.admin.root}/*`}
        element={
          <RequireAuth>
            <AdminLayout>
              <AdminArea />
            </AdminLayout>
          </RequireAuth>
        }
      />
      <Route
        path="*"
        element={
          <PublicLayout>
            <PublicArea />
          </PublicLayout>
        }
      />
    </Routes>
  );
}
