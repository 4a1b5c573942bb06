// The API as this package's tests see it: fetch, and the XMLHttpRequest an upload goes by, answer
// one status and body, and each call is recorded as the client sent it.

export interface SentCall {
  method: string;
  /** The address the client asked for, query included ('/api/experience/get?status=OPEN'). */
  address: string;
  /** The path below /api, without the query ('/experience/get'). */
  url: string;
  params: Record<string, string>;
  headers: Headers;
  /** The body as sent: JSON text, FormData, or undefined. */
  data: unknown;
}

export const seen: SentCall[] = [];

function record(method: string, address: string, headers: HeadersInit | undefined, data: unknown) {
  const parsed = new URL(address, 'http://localhost');
  seen.push({
    method: method.toLowerCase(),
    address,
    url: parsed.pathname.replace(/^\/api/, ''),
    params: Object.fromEntries(parsed.searchParams),
    headers: new Headers(headers),
    data,
  });
}

/** Every call from now on is answered with `status` and `data` (text as is, anything else as JSON). */
export function answer(data: unknown, status = 200): void {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  globalThis.fetch = jest.fn(async (address: string, init: RequestInit = {}) => {
    record(init.method ?? 'GET', address, init.headers, init.body ?? undefined);
    return { ok: status >= 200 && status < 300, status, text: async () => text, blob: async () => new Blob([text]) } as Response;
  }) as unknown as typeof fetch;
  globalThis.XMLHttpRequest = class {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
    onload?: () => void;
    private method = 'GET';
    private address = '';
    private headers = new Headers();
    open(method: string, address: string) {
      this.method = method;
      this.address = address;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    send(body: unknown) {
      record(this.method, this.address, this.headers, body ?? undefined);
      this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
      this.status = status;
      this.responseText = text;
      this.onload?.();
    }
  } as unknown as typeof XMLHttpRequest;
}

/** Every call from now on fails before reaching the API, as with no connection. */
export function noConnection(): void {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
}
