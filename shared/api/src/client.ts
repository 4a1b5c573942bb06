// ONE client for the whole page (@shared/api is a Module Federation singleton), on the browser's own
// fetch (send.ts): a library for this cost 15 KB gzip on every admin and check-out page. Requests
// carry the stored token; any 401 signs out and sends the user to /admin/login. A failed call throws
// CallFailed (callFailed.ts), with the API's status and answer, or no status when the API was never
// reached. An upload that reports its progress goes by XMLHttpRequest, the one browser API that
// reports bytes sent.
import { authActions, getToken } from '@shared/auth';
import { paths } from '@shared/domain';
import { CallFailed } from './callFailed';
import { apiBase } from './eventLists';
import { answerOf, byFetch, headersFor, payload, type Answer, type Sent } from './send';

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== paths.admin.login) window.location.assign(paths.admin.login);
};

/** The shell installs its router's navigate here so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * Query values, each written as its text (the screens' queries are flat: strings, numbers, a
 * page number they typed); an undefined or null one is left out of the address.
 */
export type QueryParams = Readonly<Record<string, unknown>>;

export interface CallOptions {
  params?: QueryParams;
  /** 'blob' for a file to save (a CSV export); otherwise the answer is read as JSON. */
  responseType?: 'json' | 'blob';
  /** Bytes sent so far of the body's total, as the upload goes out. */
  onUploadProgress?: (progress: { loaded: number; total: number }) => void;
}

function address(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

/** The member's token, when signed in. */
function signedIn(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

function byRequest(method: string, url: string, body: unknown, onProgress: NonNullable<CallOptions['onUploadProgress']>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headersFor(body, signedIn()))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => reject(new TypeError('Network Error'));
    request.send(payload(body) ?? null);
  });
}

async function call<T>(method: string, path: string, body: unknown, options: CallOptions = {}): Promise<Answer<T>> {
  const url = address(path, options.params);
  try {
    return await answerOf<T>(
      options.onUploadProgress
        ? byRequest(method, url, body, options.onUploadProgress)
        : byFetch(method, url, body, headersFor(body, signedIn()), options.responseType === 'blob'),
    );
  } catch (error) {
    if (statusOf(error) === 401) {
      authActions.logout();
      onUnauthorized();
    }
    throw error;
  }
}

export const http = {
  get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options),
  delete: <T = unknown>(path: string, options?: CallOptions & { body?: unknown }) => call<T>('DELETE', path, options?.body, options),
  post: <T = unknown>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: CallOptions) => call<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: CallOptions) => call<T>('PATCH', path, body, options),
};

/** True when the request never reached the server (no connection, server down): there is no answer to read. */
export const unreachable = (error: unknown): boolean => error instanceof CallFailed && error.status === undefined;

/** The API's status for a failed call, undefined for any other error or when the API was never reached. */
export const statusOf = (error: unknown): number | undefined => (error instanceof CallFailed ? error.status : undefined);
