// One call to the API and the reading of its answer, without state: the client (client.ts) adds
// the member's token and the 401 rule to it, and the sign-in calls (signIn.ts), which need
// neither, use it as it is, so the login page does not download the client.
import { CallFailed } from './callFailed';

/** What a call answers: the status and the body (JSON, else text; a Blob when asked for one). */
export interface Answer<T> {
  status: number;
  data: T;
}

export interface Sent {
  status: number;
  body: Blob | string;
}

/** The headers of a call with `body`, and `extra` (the member's token). */
export function headersFor(body: unknown, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*', ...extra };
  // FormData sets its own multipart type with the boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  return headers;
}

export const payload = (body: unknown): FormData | string | undefined =>
  body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);

export async function byFetch(method: string, url: string, body: unknown, headers: Record<string, string>, blob = false): Promise<Sent> {
  const response = await fetch(url, { method, headers, body: payload(body) });
  // A refusal is read as text whatever was asked: it carries the API's message.
  return { status: response.status, body: blob && response.ok ? await response.blob() : await response.text() };
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

/**
 * The answer of a call being sent; CallFailed with the API's status and answer when it refused,
 * without a status when the API was never reached.
 */
export async function answerOf<T>(sending: Promise<Sent>): Promise<Answer<T>> {
  let sent: Sent;
  try {
    sent = await sending;
  } catch {
    throw new CallFailed();
  }
  const data = typeof sent.body === 'string' ? parsed(sent.body) : sent.body;
  if (sent.status < 200 || sent.status >= 300) throw new CallFailed(sent.status, data);
  return { status: sent.status, data: data as T };
}
