import { authApi } from '@shared/api';
import { authActions } from '@shared/auth';
import { paths } from '@shared/domain';
import { useNavigate } from 'react-router-dom';

/** Confirmed sign-out: revoke the token on the server, then clear every local trace. */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    try {
      await authApi.logout();
    } catch (error) {
      // The local sign-out must happen even when the server cannot be reached.
      console.error('Logout request failed', error);
    }
    authActions.clearEverything();
    navigate(paths.admin.login, { replace: true });
  };
}
