// The authentication state and its transitions as pure functions, so the rules can be tested
// without React or storage (docs/product-rules.md#authentication).
import type { AdminUser } from '@shared/domain';

/** The signed-in member, with the role the server gave them (docs/product-rules.md#roles). */
export type AuthUser = AdminUser;

export interface AuthState {
  isAuthenticated: boolean;
  user?: AuthUser;
  token?: string;
  loading: boolean;
  error?: string;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: undefined,
  token: undefined,
  loading: false,
  error: undefined,
};

export function setCredentials(state: AuthState, token: string, user?: AdminUser): AuthState {
  return {
    ...state,
    token,
    user: user ?? state.user,
    isAuthenticated: true,
    loading: false,
    error: undefined,
  };
}

/** The signed-in admin's details changed (their profile was saved); the session stays as it is. */
export function updateUser(state: AuthState, user: AdminUser): AuthState {
  return state.isAuthenticated ? { ...state, user } : state;
}

export function loggedOut(): AuthState {
  return { ...initialAuthState };
}

export function setLoading(state: AuthState, loading: boolean): AuthState {
  return { ...state, loading };
}

export function setError(state: AuthState, error: string): AuthState {
  return { ...state, error, loading: false };
}
