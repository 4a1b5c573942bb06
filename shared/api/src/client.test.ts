import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { authActions, authAtom } from '@shared/auth';
import { store } from '@shared/store';
import { errorMessage } from './callFailed';
import { http, setUnauthorizedHandler } from './client';
import { experienceApi } from './endpoints';

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };
let seen: InternalAxiosRequestConfig[] = [];

function respond(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
    return response;
  };
}

beforeEach(() => {
  seen = [];
  authActions.logout();
});

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    authActions.signIn('tok-9', admin);
    http.defaults.adapter = respond(200, { data: [] });
    await experienceApi.list('OPEN');
    expect(AxiosHeaders.from(seen[0].headers).get('Authorization')).toBe('Bearer tok-9');
    expect(http.getUri(seen[0])).toBe('/api/experience/get?status=OPEN');
  });

  it('sends no authorization header when signed out', async () => {
    http.defaults.adapter = respond(200, { data: [] });
    await experienceApi.list('CLOSED');
    expect(AxiosHeaders.from(seen[0].headers).has('Authorization')).toBe(false);
  });

  it('reads lists from body.data', async () => {
    http.defaults.adapter = respond(200, { data: [{ id: 'e1' }] });
    expect(await experienceApi.list('OPEN')).toEqual([{ id: 'e1' }]);
  });

  it('a 401 signs out and calls the unauthorized handler', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    authActions.signIn('expired', admin);
    http.defaults.adapter = respond(401, { message: 'Unauthorized' });
    await expect(experienceApi.get('x')).rejects.toBeInstanceOf(AxiosError);
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('errorMessage prefers the server message, else the fallback', async () => {
    http.defaults.adapter = respond(400, { message: 'Please enter a valid email address' });
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('Please enter a valid email address');
    expect(errorMessage(new Error('network'), 'fallback')).toBe('fallback');
  });
});
