// The auth state in the page's one jotai store (@shared/store). @shared/auth is a Module Federation
// singleton too, so the shell and every remote share these atoms and actions.
import { store } from '@shared/store';
import { atom } from 'jotai';
import type { AdminUser } from '@shared/domain';
import { loggedOut, setCredentials, setError, setLoading, updateUser, type AuthState } from './state';
import { ROOT_KEY, readPersistedAuth, writePersistedAuth } from './storage';

const authBase = atom<AuthState>(readPersistedAuth());

/** Every write goes through here so storage always mirrors the atom. */
export const authAtom = atom(
  (get) => get(authBase),
  (_get, set, next: AuthState) => {
    set(authBase, next);
    writePersistedAuth(next);
  },
);

const update = (change: (state: AuthState) => AuthState) => store.set(authAtom, change(store.get(authAtom)));

export const authActions = {
  signIn: (token: string, user?: AdminUser) => update((s) => setCredentials(s, token, user)),
  updateUser: (user: AdminUser) => update((s) => updateUser(s, user)),
  setLoading: (loading: boolean) => update((s) => setLoading(s, loading)),
  setError: (error: string) => update((s) => setError(s, error)),
  /** Clears the auth state (and its persisted copy) without touching other storage. */
  logout: () => update(() => loggedOut()),
  /** The sign-out dialog's confirm: all local browser storage goes, then the state resets. */
  clearEverything: () => {
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
    // Reset the atom behind the persistence so nothing is written back into the cleared storage.
    store.set(authBase, loggedOut());
  },
};

export function getToken(): string | undefined {
  return store.get(authAtom).token;
}

// A sign-in or sign-out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ROOT_KEY || event.key === null) store.set(authBase, readPersistedAuth());
  });
}
