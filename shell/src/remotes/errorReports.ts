// Tells the API (POST /api/client-errors) when a remote fails in a visitor's browser: its load
// failed, its area's boundary caught a render error, or its code left a rejection or error
// unhandled. A bad release of one area is then seen, and rolled back, without anybody calling in
// (docs/architecture.md#error-reports). Only what names the failure is sent: the remote, its
// version, the route's pattern, the kind, the message and the stack, with query strings, e-mail
// addresses, the path's ids and tokens taken out; never the concrete address or who was there.
// This module is loaded on the page's first failure only (remoteErrors.ts catches them): a page
// where nothing fails, nearly every page, does not download it.
import { registeredRemotes, remoteRelease } from './registry';
import type { ClientErrorKind, ClientErrorReport } from '@shared/domain';
import { matchRoute } from './routeTemplate';
import { remotePublicPath, remoteVersion } from './versions';

/** The API's endpoint (apiBase of @shared/api, which the shell's public pages do not load). */
export const reportUrl = '/api/client-errors';

// A page in a loop of failures must not flood the API (it allows 60 a minute per client) nor
// spend the visitor's data: 10 reports a minute, each (remote, kind, message) once per page.
const perMinute = 10;
const sentKeys = new Set<string>();
const sentTimes: number[] = [];
// One error object reaches more than one catcher (a failed load also reaches the boundary).
const seen = new WeakSet<object>();

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function storedToken(): string | null {
  try {
    // Where @shared/auth keeps the bare bearer token (shared/auth/src/storage.ts, TOKEN_KEY).
    return window.localStorage.getItem('token');
  } catch {
    return null;
  }
}

/** Takes out of a message or stack what could name or authenticate the visitor. */
export function scrub(text: string, pathname: string): string {
  const { template, values } = matchRoute(pathname);
  let clean = text;
  // The concrete path first, then each id or token of it wherever else it appears (short ones
  // stay: an order number names nobody, and replacing '42' would garble line numbers).
  if (template !== pathname) clean = clean.split(pathname).join(template);
  for (const value of values) if (value.length >= 8) clean = clean.split(value).join('[param]');
  const token = storedToken();
  if (token) clean = clean.split(token).join('[token]');
  // The API refuses control characters other than tab and line breaks (a colouring escape...).
  clean = [...clean].filter((char) => !/[\p{Cc}]/u.test(char) || '\t\n\r'.includes(char)).join('');
  return (
    clean
      // A URL's or path's query string and fragment, keeping a stack frame's :line:column.
      .replace(/(?:\bhttps?:\/\/|\/)[^\s'"()<>?#]*[?#][^\s'"()<>]*/g, (url) => url.replace(/[?#].*?(?=(?::\d+){1,2}$|$)/, ''))
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
      .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]')
      .replace(/\b(Bearer|Basic)\s+[\w~+/.=-]+/gi, '$1 [token]')
  );
}

function messageOf(error: unknown): string {
  // The API takes no empty message; an error without one is still worth a report.
  if (error instanceof Error) return error.message || error.name;
  return (typeof error === 'string' ? error : String(error)) || '(no message)';
}

/** Sends one report, unless the page already did or has sent its share this minute. Never throws. */
export function reportRemoteError(remote: string, kind: ClientErrorKind, error: unknown, pathname = window.location.pathname): void {
  try {
    // A member's override runs a build of their own: its failures are theirs to see in the console,
    // and reported they would count against the version it claims (docs/architecture.md#remote-override).
    if (remoteRelease(remote)?.channel === 'override') return;
    if (typeof error === 'object' && error !== null) {
      if (seen.has(error)) return;
      seen.add(error);
    }
    const message = clip(scrub(messageOf(error), pathname), 500);
    const key = `${remote}\n${kind}\n${message}`;
    const now = Date.now();
    while (sentTimes.length > 0 && now - sentTimes[0] >= 60_000) sentTimes.shift();
    if (sentKeys.has(key) || sentTimes.length >= perMinute) return;
    sentKeys.add(key);
    sentTimes.push(now);
    const stack = error instanceof Error && error.stack ? clip(scrub(error.stack, pathname), 4000) : undefined;
    const report: ClientErrorReport = {
      remote,
      version: remoteVersion(remote, remoteRelease(remote)?.entry),
      message,
      stack,
      route: matchRoute(pathname).template,
      kind,
    };
    // keepalive lets a report leave with a page being closed, as sendBeacon would; unlike
    // sendBeacon it can leave the cookies behind, which the report has no use for. A report that
    // fails is lost on purpose: retrying or reporting it could loop.
    fetch(reportUrl, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page it reports on.
  }
}

/** Where a remote's code is served from: its manifest's folder, and its absolute publicPath if any. */
function remoteBases(remote: string): string[] {
  const entry = remoteRelease(remote)?.entry;
  const bases = [remotePublicPath(remote), entry && new URL('.', new URL(entry, window.location.href)).href];
  // A remote served from the shell's own root would claim the shell's code too: it is left out.
  return bases.filter((base): base is string => !!base && base !== `${window.location.origin}/`);
}

/** The remote whose URL comes first in a stack (the frame nearest the throw), if any does. */
export function remoteOfStack(stack: string): string | undefined {
  let found: { remote: string; at: number; length: number } | undefined;
  for (const remote of registeredRemotes()) {
    for (const base of remoteBases(remote)) {
      const at = stack.indexOf(base);
      if (at >= 0 && (!found || at < found.at || (at === found.at && base.length > found.length)))
        found = { remote, at, length: base.length };
    }
  }
  return found?.remote;
}

/**
 * Reports an unhandled rejection or error if `where` (its stack, its script's URL) names a
 * remote. One naming no remote (the shell's own, a browser extension's, a cross-origin "Script
 * error.") is not reported: this watches the areas, which ship alone; the shell ships with its
 * own tests and review.
 */
export function reportUnhandled(where: string, error: unknown, pathname?: string): void {
  const remote = remoteOfStack(where);
  if (remote) reportRemoteError(remote, 'unhandled', error, pathname);
}
