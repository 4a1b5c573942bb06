import { useAdminProfile } from '@shared/api';
import { useAuth } from '@shared/auth';
import { useEffect } from 'react';

/**
 * Reads the signed-in member from the API on each visit to the back office, so a role an owner
 * changed shows at once (the sidebar, the pages that can be opened), not only after signing in again.
 */
export function useCurrentMember(): void {
  const { data } = useAdminProfile();
  const { user, updateUser } = useAuth();
  useEffect(() => {
    if (data && (data.role !== user?.role || data.name !== user?.name || data.email !== user?.email)) updateUser(data);
  }, [data, user, updateUser]);
}
