import { authActions, authAtom } from '@shared/auth';
import { store } from '@shared/store';
import { CallFailed, errorMessage } from './callFailed';
import { setUnauthorizedHandler } from './client';
import { authApi } from './endpoints';
import { signInApi } from './signIn';

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function answer(status: number, body: unknown, text = async () => JSON.stringify(body)): Response {
  return { ok: status < 400, status, text } as Response;
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  authActions.logout();
});

describe('signInApi', () => {
  it('posts the e-mail and password as JSON and answers the session', async () => {
    fetchMock.mockResolvedValue(answer(200, { token: 'tok', admin }));
    expect(await signInApi.login({ email: 'admin@example.com', password: 'Admin123!' })).toEqual({ token: 'tok', admin });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/login');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@example.com', password: 'Admin123!' });
  });

  it('sends the second factor with its challenge', async () => {
    fetchMock.mockResolvedValue(answer(200, { token: 'tok', admin }));
    await signInApi.loginSecondFactor({ challenge: 'proof', code: '123456' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/login/2fa');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ challenge: 'proof', code: '123456' });
  });

  it("rejects a refusal with its status and the server's message, and leaves the session alone", async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(answer(401, { message: 'Invalid email or password' }));
    const error = await signInApi.login({ email: 'admin@example.com', password: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallFailed);
    expect((error as CallFailed).status).toBe(401);
    expect(errorMessage(error, 'fallback')).toBe('Invalid email or password');
    expect(handler).not.toHaveBeenCalled();
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });

  it('says what the client says when the API gave no message or could not be reached', async () => {
    fetchMock.mockResolvedValueOnce(answer(502, undefined, async () => '<html>Bad Gateway</html>'));
    const bad = await signInApi.login({ email: 'admin@example.com', password: 'x' }).catch((e: unknown) => e);
    expect((bad as Error).message).toBe('Request failed with status code 502');
    expect(errorMessage(bad, 'fallback')).toBe('fallback');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const down = await signInApi.login({ email: 'admin@example.com', password: 'x' }).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(CallFailed);
    expect((down as CallFailed).status).toBeUndefined();
    expect((down as Error).message).toBe('Network Error');
  });

  it("is what the client's authApi signs in with", () => {
    expect(authApi.login).toBe(signInApi.login);
    expect(authApi.loginSecondFactor).toBe(signInApi.loginSecondFactor);
  });
});
