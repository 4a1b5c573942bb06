import { authActions, authAtom } from '@shared/auth';
import { store } from '@shared/store';
import { CallFailed, errorMessage } from './callFailed';
import { http, setUnauthorizedHandler, statusOf, unreachable } from './client';
import { experienceApi, transactionApi, uploadApi } from './endpoints';
import { answer, noConnection, seen } from './testing/fakeApi';

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };

beforeEach(() => {
  seen.length = 0;
  authActions.logout();
});

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    authActions.signIn('tok-9', admin);
    answer({ data: [] });
    await experienceApi.list('OPEN');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok-9');
    expect(seen[0].address).toBe('/api/experience/get?status=OPEN');
  });

  it('sends no authorization header when signed out', async () => {
    answer({ data: [] });
    await experienceApi.list('CLOSED');
    expect(seen[0].headers.has('Authorization')).toBe(false);
  });

  it('reads lists from body.data', async () => {
    answer({ data: [{ id: 'e1' }] });
    expect(await experienceApi.list('OPEN')).toEqual([{ id: 'e1' }]);
  });

  it('leaves undefined and null values out of the query and writes the rest as text', async () => {
    answer({ data: [] });
    await http.get('/x', { params: { page: 2, search: undefined, status: null, open: true, q: 'a b&c' } });
    expect(seen[0].address).toBe('/api/x?page=2&open=true&q=a+b%26c');
  });

  it('sends a body as JSON, and FormData as it is', async () => {
    answer('', 204);
    await http.post('/x', { name: 'Ada' });
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0].data as string)).toEqual({ name: 'Ada' });
    const form = new FormData();
    await http.post('/y', form);
    expect(seen[1].headers.has('content-type')).toBe(false);
    expect(seen[1].data).toBe(form);
  });

  it('answers an empty body as an empty string and a text one as its text', async () => {
    answer('', 204);
    expect(await http.delete('/x')).toEqual({ status: 204, data: '' });
    answer('not json', 200);
    expect((await http.get('/x')).data).toBe('not json');
  });

  it('reads a file asked for as a blob', async () => {
    answer('Date,Amount\n', 200);
    const file = await transactionApi.csv({ status: 'Refunded' });
    expect(file).toBeInstanceOf(Blob);
    expect(file.size).toBe('Date,Amount\n'.length);
    expect(seen[0].params).toEqual({ status: 'Refunded' });
  });

  it('uploads with the bytes sent reported as a fraction, the token sent too', async () => {
    authActions.signIn('tok-9', admin);
    answer({ secure_url: '/uploads/a.png' }, 201);
    const progress: number[] = [];
    expect(await uploadApi.image(new Blob(['png']), (fraction) => progress.push(fraction))).toEqual({ secure_url: '/uploads/a.png' });
    expect(progress).toEqual([0.5]);
    expect(seen[0]).toMatchObject({ method: 'post', url: '/uploads' });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok-9');
    expect((seen[0].data as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it("a refusal throws CallFailed with the status and the API's answer", async () => {
    answer({ statusCode: 404, message: 'Experience not found' }, 404);
    const error = await experienceApi.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallFailed);
    expect(statusOf(error)).toBe(404);
    expect((error as CallFailed).data).toEqual({ statusCode: 404, message: 'Experience not found' });
    expect((error as Error).message).toBe('Request failed with status code 404');
    expect(unreachable(error)).toBe(false);
  });

  it('a call that never reached the API throws CallFailed without a status', async () => {
    noConnection();
    const error = await experienceApi.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallFailed);
    expect(statusOf(error)).toBeUndefined();
    expect(unreachable(error)).toBe(true);
    expect((error as Error).message).toBe('Network Error');
  });

  it('a 401 signs out and calls the unauthorized handler', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    authActions.signIn('expired', admin);
    answer({ message: 'Unauthorized' }, 401);
    await expect(experienceApi.get('x')).rejects.toBeInstanceOf(CallFailed);
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a refusal other than 401 leaves the session alone', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    authActions.signIn('tok-9', admin);
    answer({ message: 'Forbidden' }, 403);
    await expect(experienceApi.get('x')).rejects.toBeInstanceOf(CallFailed);
    expect(store.get(authAtom).isAuthenticated).toBe(true);
    expect(handler).not.toHaveBeenCalled();
  });

  it('errorMessage prefers the server message, else the fallback', async () => {
    answer({ message: 'Please enter a valid email address' }, 400);
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('Please enter a valid email address');
    expect(errorMessage(new Error('network'), 'fallback')).toBe('fallback');
  });
});
