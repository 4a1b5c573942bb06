import { initialAuthState, loggedOut, setCredentials, setError, setLoading, updateUser } from './state';

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

  it("updating the user replaces the admin's details and keeps the session", () => {
    const signedIn = setCredentials(initialAuthState, 'tok', admin);
    expect(updateUser(signedIn, { ...admin, name: 'Ada Lovelace' })).toEqual({ ...signedIn, user: { ...admin, name: 'Ada Lovelace' } });
  });

  it('updating the user does not sign anyone in', () => {
    expect(updateUser(initialAuthState, admin)).toEqual(initialAuthState);
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
