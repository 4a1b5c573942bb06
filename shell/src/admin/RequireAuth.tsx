import { useAuth } from '@shared/auth';
import { paths } from '@shared/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** Every admin page needs a signed-in state, otherwise the user goes to /admin/login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Navigate to={paths.admin.login} replace />;
  return <>{children}</>;
}
