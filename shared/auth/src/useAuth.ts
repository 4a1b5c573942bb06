import { can, type Permission } from '@shared/domain/roles';
import { store } from '@shared/store';
import { useAtomValue } from 'jotai';
import { authActions, authAtom } from './store';

/** The auth state and its actions; always reads the page-wide store, whatever Provider is above. */
export function useAuth() {
  const state = useAtomValue(authAtom, { store });
  return { ...state, ...authActions };
}

/** Whether the signed-in member's role holds the permission (docs/product-rules.md#roles): the back office shows only what it may do. */
export function useCan(permission: Permission): boolean {
  return can(useAtomValue(authAtom, { store }).user?.role, permission);
}
