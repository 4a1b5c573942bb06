// Persistence of the auth state: one root key holding only the auth slice, plus the bare token
// under `token` for code that only needs the bearer header (docs/product-rules.md#authentication).
import { initialAuthState, type AuthState } from './state';

export const ROOT_KEY = 'persist:root';
export const TOKEN_KEY = 'token';

type Persisted = Pick<AuthState, 'isAuthenticated' | 'user' | 'token'>;

export function readPersistedAuth(storage: Storage | undefined = globalThis.localStorage): AuthState {
  if (!storage) return { ...initialAuthState };
  try {
    const raw = storage.getItem(ROOT_KEY);
    const auth = raw ? (JSON.parse(raw) as { auth?: Partial<Persisted> }).auth : undefined;
    if (!auth || typeof auth !== 'object' || !auth.token || auth.isAuthenticated !== true) {
      return { ...initialAuthState };
    }
    return { ...initialAuthState, isAuthenticated: true, token: String(auth.token), user: auth.user };
  } catch {
    // A corrupt entry must not lock anybody out of the public site.
    return { ...initialAuthState };
  }
}

export function writePersistedAuth(state: AuthState, storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const auth: Persisted = { isAuthenticated: state.isAuthenticated, user: state.user, token: state.token };
  storage.setItem(ROOT_KEY, JSON.stringify({ auth }));
  if (state.token) storage.setItem(TOKEN_KEY, state.token);
  else storage.removeItem(TOKEN_KEY);
}
