import { act, renderHook } from '@testing-library/react';
import { store } from '@shared/store';
import { ROOT_KEY, TOKEN_KEY, readPersistedAuth } from './storage';
import { authActions, authAtom } from './store';
import { useAuth } from './useAuth';

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };

afterEach(() => authActions.logout());

describe('auth store', () => {
  it('persists only the auth slice under the root key, plus the token', () => {
    authActions.signIn('tok-1', admin);
    expect(JSON.parse(localStorage.getItem(ROOT_KEY)!)).toEqual({
      auth: { isAuthenticated: true, token: 'tok-1', user: admin },
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(readPersistedAuth()).toMatchObject({ isAuthenticated: true, token: 'tok-1', user: admin });
  });

  it('logout removes the token from storage', () => {
    authActions.signIn('tok-1', admin);
    authActions.logout();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readPersistedAuth().isAuthenticated).toBe(false);
  });

  it('clearEverything empties local storage, not only the auth keys', () => {
    localStorage.setItem('paymentSuccessType', 'party');
    authActions.signIn('tok-1', admin);
    authActions.clearEverything();
    expect(localStorage.length).toBe(0);
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });

  it('treats corrupt storage as signed out', () => {
    localStorage.setItem(ROOT_KEY, '{not json');
    expect(readPersistedAuth().isAuthenticated).toBe(false);
    localStorage.setItem(ROOT_KEY, JSON.stringify({ auth: { isAuthenticated: true } }));
    expect(readPersistedAuth().isAuthenticated).toBe(false);
  });

  it('useAuth re-renders on sign-in and sign-out from outside React', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.isAuthenticated).toBe(false);
    act(() => authActions.signIn('tok-2', admin));
    expect(result.current).toMatchObject({ isAuthenticated: true, token: 'tok-2' });
    act(() => authActions.logout());
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('picks up a sign-in made in another tab', () => {
    const { result } = renderHook(() => useAuth());
    localStorage.setItem(ROOT_KEY, JSON.stringify({ auth: { isAuthenticated: true, token: 'other-tab', user: admin } }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: ROOT_KEY }));
    });
    expect(result.current.token).toBe('other-tab');
  });
});
