import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteError, reportUrl } from './errorReports';
import { listenForRemoteErrors } from './remoteErrors';
import type { PickedRelease } from '@shared/domain/remotes';
import { versionsPlugin } from './versions';

const releases: Record<string, PickedRelease> = {
  checkout: { channel: 'canary', entry: 'https://cdn.example/checkout/1.1/mf-manifest.json' },
  // A member's override: their own build, on their own machine.
  bookings: { channel: 'override', entry: 'http://localhost:3907/mf-manifest.json' },
  storefront: { channel: 'stable', entry: 'http://localhost:3001/mf-manifest.json' },
  // Served from the shell's own root: its URL would name the shell's code too.
  settings: { channel: 'stable', entry: '/mf-manifest.json' },
};

jest.mock('./registry', () => ({
  registeredRemotes: () => Object.keys(releases),
  remoteRelease: (remote: string) => releases[remote],
}));

const fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true, status: 202 }));

/** What the runtime hands the plugin once it has read a remote's manifest. */
function manifestRead(remote: string, buildVersion: string) {
  const hook = versionsPlugin.loadRemoteSnapshot as NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>;
  void hook({ moduleInfo: { name: remote }, remoteSnapshot: { buildVersion, publicPath: 'auto' }, from: 'manifest' } as never);
}

const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

function stackError(message: string, frame: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at render (${frame}:1:2040)\n    at http://localhost/main.1c732c3c.js:1:99`;
  return error;
}

function dispatchRejection(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() }));
}

/** remoteErrors.ts hands a failure to this module once its chunk has arrived: a few microtasks here. */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

let now = Date.UTC(2026, 10, 27, 12);

beforeAll(() => {
  listenForRemoteErrors(window);
  manifestRead('storefront', '0.3.0');
});

beforeEach(() => {
  // Each test starts a minute of its own, so the per-minute allowance is whole again.
  now += 5 * 60_000;
  jest.useFakeTimers({ now });
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('reportRemoteError', () => {
  it('posts the remote, its manifest version, the route pattern, the kind, the message and the stack', () => {
    window.history.replaceState(null, '', '/admin/orders/ord_88fe21c9?tab=refunds');
    reportRemoteError('storefront', 'render', stackError('Cannot read properties of undefined', 'http://localhost:3001/812.js'));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(reportUrl);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(bodies()[0]).toEqual({
      remote: 'storefront',
      version: '0.3.0',
      message: 'Cannot read properties of undefined',
      stack: expect.stringContaining('http://localhost:3001/812.js:1:2040'),
      route: '/admin/orders/:id',
      kind: 'render',
    });
  });

  it("sends the manifest folder's version when the manifest was never read, else 'unknown'", () => {
    reportRemoteError('checkout', 'load', new Error('manifest 502'));
    reportRemoteError('settings', 'load', new Error('manifest 502'));
    expect(bodies().map(({ version }) => version)).toEqual(['1.1', 'unknown']);
  });

  it('leaves out the control characters the API refuses, keeping line breaks and tabs', () => {
    reportRemoteError('storefront', 'render', new Error('\u001b[31mred\u001b[0m\tand\u0000 NUL\u0085\nnext line'));
    expect(bodies()[0].message).toBe('[31mred[0m\tand NUL\nnext line');
  });

  it('sends each (remote, kind, message) once per page', () => {
    reportRemoteError('storefront', 'render', new Error('same'));
    reportRemoteError('storefront', 'render', new Error('same'));
    reportRemoteError('storefront', 'unhandled', new Error('same'));
    const error = new Error('one object, two catchers');
    reportRemoteError('storefront', 'load', error);
    reportRemoteError('storefront', 'render', error);
    expect(bodies().map(({ kind, message }) => `${String(kind)}: ${String(message)}`)).toEqual([
      'render: same',
      'unhandled: same',
      'load: one object, two catchers',
    ]);
  });

  it('sends at most 10 reports a minute', () => {
    for (let i = 0; i < 12; i++) reportRemoteError('storefront', 'render', new Error(`failure ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(10);
    jest.setSystemTime(now + 60_000);
    reportRemoteError('storefront', 'render', new Error('failure 11'));
    expect(fetchMock).toHaveBeenCalledTimes(11);
  });

  it('swallows a report that fails, and does not report it', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => reportRemoteError('storefront', 'render', new Error('first'))).not.toThrow();
    await Promise.resolve();
    fetchMock.mockImplementationOnce(() => {
      throw new TypeError('fetch is broken');
    });
    expect(() => reportRemoteError('storefront', 'render', new Error('second'))).not.toThrow();
    await jest.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never sends a query string, an e-mail address, the path of a token or the stored token', () => {
    const bookingToken = 'bk_7Hq2xZr94LmNc0';
    const bearer = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    window.localStorage.setItem('token', 'opaque-session-token-1234');
    window.history.replaceState(null, '', `/booking/${bookingToken}?email=ann%40example.com#access_token=abc`);
    const error = new Error(
      `GET /api/bookings/${bookingToken}?email=ann@example.com failed for ann@example.com (Bearer ${bearer}, opaque-session-token-1234)`,
    );
    error.stack = `Error: ${error.message}\n    at load (http://localhost:3001/812.js?v=3&email=ann@example.com:1:20)`;
    reportRemoteError('storefront', 'load', error);

    const body = String(fetchMock.mock.calls[0][1].body);
    expect(body).not.toMatch(/[?#]/);
    expect(body).not.toContain('example.com');
    expect(body).not.toContain(bookingToken);
    expect(body).not.toContain(bearer);
    expect(body).not.toContain('opaque-session-token-1234');
    expect(bodies()[0]).toMatchObject({
      route: '/booking/:token',
      message: 'GET /api/bookings/[param] failed for [email] (Bearer [token], [token])',
      stack: expect.stringContaining('http://localhost:3001/812.js:1:20'),
    });
  });
});

describe('unhandled errors', () => {
  it("reports a rejection whose stack names a remote's URL as the remote's", async () => {
    dispatchRejection(stackError('order total is NaN', 'https://cdn.example/checkout/1.1/2266.js'));
    await settle();
    expect(bodies()).toEqual([expect.objectContaining({ remote: 'checkout', kind: 'unhandled', message: 'order total is NaN' })]);
  });

  it("reports an uncaught error thrown from a remote's script", async () => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'x is not a function',
        filename: 'http://localhost:3001/1131.js',
        error: new TypeError('x is not a function'),
      }),
    );
    await settle();
    expect(bodies()).toEqual([expect.objectContaining({ remote: 'storefront', kind: 'unhandled', message: 'x is not a function' })]);
  });

  it("does not report an overridden remote's failures, whichever way they arrive", async () => {
    reportRemoteError('bookings', 'load', new Error('manifest 404'));
    reportRemoteError('bookings', 'render', new Error('boom'));
    dispatchRejection(stackError('undefined is not a function', 'http://localhost:3907/src_App_tsx.js'));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores what names no remote: the shell, a remote at the shell root, no stack at all', async () => {
    dispatchRejection(stackError('shell failure', 'http://localhost/bootstrap.js'));
    dispatchRejection('a bare string');
    dispatchRejection(undefined);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
