import { initialAuthState, loggedOut, setCredentials, setError, setLoading } from './state';

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };

describe('auth transitions', () => {
  it('setting credentials stores the token and user, signs in and clears loading and error', () => {
    const busy = setError(setLoading(initialAuthState, true), 'boom');
    const next = setCredentials({ ...busy, loading: true }, 'tok', admin);
    expect(next).toEqual({ isAuthenticated: true, token: 'tok', user: admin, loading: false, error: undefined });
  });

  it('keeps the previous user when none is given', () => {
    const signedIn = setCredentials(initialAuthState, 'one', admin);
    expect(setCredentials(signedIn, 'two').user).toEqual(admin);
  });

  it('logout clears user and token', () => {
    expect(loggedOut()).toEqual(initialAuthState);
  });

  it('setting an error stores it and clears loading', () => {
    const next = setError(setLoading(initialAuthState, true), 'Invalid email or password');
    expect(next.loading).toBe(false);
    expect(next.error).toBe('Invalid email or password');
  });
});
