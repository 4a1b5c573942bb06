import { setUnauthorizedHandler } from '@shared/api';
import { useAuth } from '@shared/auth';
import { paths } from '@shared/domain';
import { can, homeOf, pagePermission } from '@shared/domain/roles';
import { lazy, Suspense, useEffect } from 'react';
import { matchPath, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminAreaFor } from '../areas';
import { LoginPage } from '../login/LoginPage';
import { RemoteArea } from '../remotes/RemoteArea';
import AppFrame from '../AppFrame';
import { AdminLayout } from './AdminLayout';
import { NoAccess } from './NoAccess';
import { RequireAuth } from './RequireAuth';

// Opened from an invitation e-mail, once per member: not worth the back office's first download.
const InvitationPage = lazy(() => import('../login/InvitationPage').then((m) => ({ default: m.InvitationPage })));

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
  const { user } = useAuth();
  const area = adminAreaFor(pathname);
  let content;
  const invitation = matchPath(paths.admin.invitation(':token'), pathname)?.params.token;
  if (pathname === paths.admin.login) content = <LoginPage />;
  else if (invitation)
    content = (
      <Suspense fallback={null}>
        <InvitationPage token={invitation} />
      </Suspense>
    );
  // Any other /admin/* path goes to the member's start page (the dashboard, unless their role has none).
  else if (!area) content = <Navigate to={user ? homeOf(user.role) : paths.admin.dashboard} replace />;
  else {
    const needed = pagePermission(pathname);
    content = (
      <RequireAuth>
        <AdminLayout>
          {user && needed && !can(user.role, needed) ? (
            <NoAccess role={user.role} />
          ) : (
            <RemoteArea key={area.remote} remote={area.remote} label={area.label} />
          )}
        </AdminLayout>
      </RequireAuth>
    );
  }
  return <AppFrame>{content}</AppFrame>;
}
