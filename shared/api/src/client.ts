// ONE client for the whole page (@shared/api is a Module Federation singleton), on the browser's own
// fetch: a library for this cost 15 KB gzip on every admin and check-out page. Requests carry the
// stored token; any 401 signs out and sends the user to /admin/login. A failed call throws
// CallFailed (callFailed.ts), with the API's status and answer, or no status when the API was never
// reached. An upload that reports its progress goes by XMLHttpRequest, the one browser API that
// reports bytes sent.
import { authActions, getToken } from '@shared/auth';
import { paths } from '@shared/domain';
import { CallFailed } from './callFailed';
import { apiBase } from './eventLists';

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

/** What a call answers: the status and the body read as `responseType` says. */
export interface Answer<T> {
  status: number;
  data: T;
}

interface Sent {
  status: number;
  body: Blob | string;
}

function address(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

function headersFor(body: unknown): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // FormData sets its own multipart type with the boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  return headers;
}

const payload = (body: unknown): FormData | string | undefined =>
  body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);

async function byFetch(method: string, url: string, body: unknown, blob: boolean): Promise<Sent> {
  const response = await fetch(url, { method, headers: headersFor(body), body: payload(body) });
  // A refusal is read as text whatever was asked: it carries the API's message.
  return { status: response.status, body: blob && response.ok ? await response.blob() : await response.text() };
}

function byRequest(method: string, url: string, body: unknown, onProgress: NonNullable<CallOptions['onUploadProgress']>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headersFor(body))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => reject(new TypeError('Network Error'));
    request.send(payload(body) ?? null);
  });
}

/** The answer's JSON, or its text when it is not JSON, or '' when it has no body. */
function parsed(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function call<T>(method: string, path: string, body: unknown, options: CallOptions = {}): Promise<Answer<T>> {
  const url = address(path, options.params);
  let sent: Sent;
  try {
    sent = options.onUploadProgress
      ? await byRequest(method, url, body, options.onUploadProgress)
      : await byFetch(method, url, body, options.responseType === 'blob');
  } catch {
    throw new CallFailed();
  }
  const data = typeof sent.body === 'string' ? parsed(sent.body) : sent.body;
  if (sent.status >= 200 && sent.status < 300) return { status: sent.status, data: data as T };
  if (sent.status === 401) {
    authActions.logout();
    onUnauthorized();
  }
  throw new CallFailed(sent.status, data);
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
