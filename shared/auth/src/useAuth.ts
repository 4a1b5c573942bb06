import { store } from '@shared/store';
import { useAtomValue } from 'jotai';
import { authActions, authAtom } from './store';

/** The auth state and its actions; always reads the page-wide store, whatever Provider is above. */
export function useAuth() {
  const state = useAtomValue(authAtom, { store });
  return { ...state, ...authActions };
}
