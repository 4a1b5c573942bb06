import { useAuth } from '@shared/auth';
import { can, pagePermission } from '@shared/domain/roles';
import { useLocation } from 'react-router-dom';
import type { Area } from '../areas';
import { RemoteArea } from '../remotes/RemoteArea';
import { AdminLayout } from './AdminLayout';
import { AdminQueries } from './AdminQueries';
import { NoAccess } from './NoAccess';

/**
 * A signed-in member's page: the back office's frame (app bar, sidebar) around the area's remote,
 * or what their role may not open, on the page's query client.
 */
export default function SignedInArea({ area }: { area: Area }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const needed = pagePermission(pathname);
  return (
    <AdminQueries>
      <AdminLayout>
        {user && needed && !can(user.role, needed) ? (
          <NoAccess role={user.role} />
        ) : (
          <RemoteArea key={area.remote} remote={area.remote} label={area.label} />
        )}
      </AdminLayout>
    </AdminQueries>
  );
}
