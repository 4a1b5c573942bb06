import { useAuth } from '@shared/auth';
import { paths } from '@shared/domain';
import { homeOf } from '@shared/domain/roles';
import { FormSkeleton, MuiFrame, PageSkeleton } from '@shared/ui';
import { lazy, Suspense } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { adminAreaFor } from '../areas';
import { loadLoginPage } from '../login/loadLoginPage';
import { SignInFrame } from '../login/SignInFrame';
import { loadSignedInArea } from './loadSignedInArea';
import { RequireAuth } from './RequireAuth';

// The login's form and inputs: the first page of a session, and never one of a signed-in member's.
// It shows the same skeleton while it comes as during its first 1.5 s.
const LoginPage = lazy(loadLoginPage);
// Opened from an invitation e-mail, once per member: not worth the back office's first download.
const InvitationRoute = lazy(() => import('../login/InvitationRoute'));
// The layout, the API client and the query cache come after signing in: the login page is the
// first visit of every session and needs none of them.
const SignedInArea = lazy(loadSignedInArea);

/**
 * Everything under /admin, login included, inside one MUI frame: the toast the login shows stays on
 * screen when it moves on to the dashboard.
 */
export default function AdminSite() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const area = adminAreaFor(pathname);
  let content;
  const invitation = matchPath(paths.admin.invitation(':token'), pathname)?.params.token;
  if (pathname === paths.admin.login)
    content = (
      <Suspense
        fallback={
          <SignInFrame>
            <FormSkeleton fields={2} />
          </SignInFrame>
        }
      >
        <LoginPage />
      </Suspense>
    );
  else if (invitation)
    content = (
      <Suspense fallback={null}>
        <InvitationRoute token={invitation} />
      </Suspense>
    );
  // Any other /admin/* path goes to the member's start page (the dashboard, unless their role has none).
  else if (!area) content = <Navigate to={user ? homeOf(user.role) : paths.admin.dashboard} replace />;
  else
    content = (
      <RequireAuth>
        <Suspense fallback={<PageSkeleton />}>
          <SignedInArea area={area} />
        </Suspense>
      </RequireAuth>
    );
  return <MuiFrame>{content}</MuiFrame>;
}
