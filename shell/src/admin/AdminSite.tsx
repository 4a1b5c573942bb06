import { setUnauthorizedHandler } from '@shared/api';
import { paths } from '@shared/domain';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminAreaFor } from '../areas';
import { LoginPage } from '../login/LoginPage';
import { RemoteArea } from '../remotes/RemoteArea';
import AppFrame from '../AppFrame';
import { AdminLayout } from './AdminLayout';
import { RequireAuth } from './RequireAuth';

/**
 * Everything under /admin, login included, inside one frame (theme and query client): the toast
 * the login shows stays on screen when it moves on to the dashboard.
 */
export default function AdminSite() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Only signed-in calls answer 401, and only the back office makes them; public pages need not
  // load the API client for this.
  useEffect(() => setUnauthorizedHandler(() => navigate(paths.admin.login, { replace: true })), [navigate]);
  const area = adminAreaFor(pathname);
  let content;
  if (pathname === paths.admin.login) content = <LoginPage />;
  // Any other /admin/* path goes to the dashboard.
  else if (!area) content = <Navigate to={paths.admin.dashboard} replace />;
  else
    content = (
      <RequireAuth>
        <AdminLayout>
          <RemoteArea key={area.remote} remote={area.remote} label={area.label} />
        </AdminLayout>
      </RequireAuth>
    );
  return <AppFrame>{content}</AppFrame>;
}
