import { createHash } from 'node:crypto';

// A client error report is written by a browser we do not control, about a page a visitor was on:
// its message may quote an e-mail address typed into a form, a URL with a token in its query, a
// bearer header. What is stored must name nobody (docs/architecture.md#client-error-reports), so
// everything here errs towards replacing too much. Every pattern is linear in its input: a report
// is up to 16 KB of text from anyone.

/** The most characters of a message that are stored. */
export const MESSAGE_MAX = 500;
/** The most characters of a message that are scrubbed, which bounds the work a report can cause. */
const MESSAGE_READ = 4 * MESSAGE_MAX;
/** The most characters of a stack frame that are hashed. */
const FRAME_MAX = 500;

/** Frames of a stack that go into its hash; deeper ones say little about where the error is. */
const STACK_FRAMES_MAX = 50;

/** What each kind of personal or secret text is replaced with in a stored report. */
const REDACTED = {
  email: '[email]',
  token: '[token]',
  secret: '[secret]',
  id: '[id]',
  number: '[number]',
  query: '?[query]',
  fragment: '#[fragment]',
} as const;

// An Authorization header's value quoted in a message: the scheme stays, the credentials go.
// 'Basic' only as a header writes it, with base64 after it: 'basic validation' is prose.
const CREDENTIALS = /\b([Bb][Ee][Aa][Rr][Ee][Rr]|Basic(?=\s+[A-Za-z0-9+/]{8,}))\s+\S+/g;
// A JWT (its header is base64url of '{"', so it starts eyJ), or any part of one left at a cut.
const JWT = /eyJ[\w.-]*/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
// Runs of base64, base64url or hex characters long enough to be a key, a token or a hash.
const LONG_RUN = /[A-Za-z0-9+/_=-]{24,}/g;
const LONG_NUMBER = /\d{7,}/g;
// A query string or a fragment with a value: from the '?' (or '#') that follows a path or host, or
// that starts a name=value pair, to the end of the word.
const QUERY = /(?<=\S)\?[^\s"'`<>]+|\?[^\s"'`<>=?]+=[^\s"'`<>]*/g;
const FRAGMENT = /(?<=\S)#[^\s"'`<>]*=[^\s"'`<>]*/g;
const WORD = /\S+/g;

/** A run that looks random (letters and digits mixed, or all hex), as secrets do and words do not. */
const looksRandom = (run: string) => /\d/.test(run) && /[A-Za-z]/.test(run);

/**
 * A word holding an '@' (or its URL encoding) is taken as an e-mail address, whole: a partial
 * address left by a cut, or one inside a URL, goes as well. Firefox's stacks use '@' too, but
 * stacks are only hashed, after the same scrubbing.
 */
const scrubWord = (word: string) => (word.includes('@') || /%40/i.test(word) ? REDACTED.email : word);

/** Free text with e-mail addresses, credentials, tokens, ids, long numbers and query strings replaced. */
export function scrubText(text: string): string {
  return text
    .replace(CREDENTIALS, (_match, scheme: string) => `${scheme} ${REDACTED.token}`)
    .replace(WORD, scrubWord)
    .replace(QUERY, REDACTED.query)
    .replace(FRAGMENT, REDACTED.fragment)
    .replace(JWT, REDACTED.token)
    .replace(UUID, REDACTED.id)
    .replace(LONG_RUN, (run) => (looksRandom(run) ? REDACTED.secret : run))
    .replace(LONG_NUMBER, REDACTED.number);
}

/**
 * The message as stored: scrubbed first (a cut could otherwise leave half an address the patterns
 * no longer recognise), on one line, at most MESSAGE_MAX characters.
 */
export function scrubMessage(message: string): string {
  // What is past MESSAGE_READ is never stored, and the word it cuts in two is dropped whole, so no
  // fragment of an address or token is left for the patterns to miss.
  const read = message.length > MESSAGE_READ ? message.slice(0, MESSAGE_READ).replace(/\S*$/, '') : message;
  const oneLine = scrubText(read)
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  const characters = Array.from(oneLine);
  return characters.length > MESSAGE_MAX ? `${characters.slice(0, MESSAGE_MAX - 1).join('')}…` : oneLine;
}

// V8 ('    at fn (https://host/app.js:1:2)') and Firefox/Safari ('fn@https://host/app.js:1:2') frames.
const FRAME = /^(at\s|.*@.*:\d+(:\d+)?$)/;
const ORIGIN = /\b[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi;
// A URL's query or fragment up to the line:column that follows it, or the end of the location.
const LOCATION_QUERY = /[?#][^\s)]*?(?=(:\d+)+\)?$|\)|\s|$)/g;

/**
 * The stack reduced to what says where the error is: its frames (the message line, which may
 * quote anything, is left out), each without the site's origin (the same build on another host or
 * port is the same error) or its URLs' query strings and fragments (cache busters, tokens). Every
 * frame is also scrubbed as a message is, so the hash cannot be matched against a guessed address.
 */
export function normaliseStack(stack: string): string {
  const lines = stack
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const frames = lines.filter((line) => FRAME.test(line));
  return (frames.length > 0 ? frames : lines)
    .slice(0, STACK_FRAMES_MAX)
    .map((line) => normaliseFrame(line.slice(0, FRAME_MAX)))
    .join('\n');
}

/** A frame without origin, query string or fragment, and scrubbed; a Firefox frame's '@' is its own, not an address. */
function normaliseFrame(frame: string): string {
  const located = (location: string) => scrubText(location.replace(ORIGIN, '').replace(LOCATION_QUERY, ''));
  const at = /^([^@\s]*)@(?:.*@)?([^@]*)$/.exec(frame);
  return at ? `${scrubText(at[1])}@${located(at[2])}` : located(frame);
}

/** sha256 (hex) of the normalised stack: reports of the same error share it; the stack itself is never stored. */
export function stackHash(stack: string | undefined): string | null {
  if (stack === undefined || stack.trim() === '') return null;
  return createHash('sha256').update(normaliseStack(stack)).digest('hex');
}

/** A path segment kept as it is: lower-case words with dashes, as the site's own paths are. */
const PLAIN_SEGMENT = /^[a-z][a-z_-]{0,39}$/;
const ROUTE_MAX = 200;

/**
 * The route template of the page: its path (origin, query string and fragment dropped) with every
 * segment that is not a plain lower-case word (ids, numbers, uuids, tokens, e-mail addresses)
 * as ':id'. Null when there is no route.
 */
export function routeTemplate(route: string | undefined): string | null {
  if (route === undefined) return null;
  const path = route
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
    .replace(/[?#].*$/s, '');
  if (path === '') return null;
  const template = path
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : ':id'))
    .join('/');
  return (template.startsWith('/') ? template : `/${template}`).slice(0, ROUTE_MAX);
}

export const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Other'] as const;
export type Browser = (typeof BROWSERS)[number];

/**
 * The browser's family from its User-Agent, which is not kept: its version and platform together
 * narrow a visitor down too far. Edge and Opera name Chrome in theirs, and Chrome names Safari, so
 * the order matters.
 */
export function browserFamily(userAgent: string | undefined): Browser {
  const agent = userAgent ?? '';
  if (/\bEdg(e|A|iOS)?\//.test(agent)) return 'Edge';
  if (/\b(OPR|Opera|SamsungBrowser)\//.test(agent)) return 'Other';
  if (/\b(Firefox|FxiOS)\//.test(agent)) return 'Firefox';
  if (/\b(Chrome|CriOS|Chromium)\//.test(agent)) return 'Chrome';
  if (/\bSafari\//.test(agent) && /\bVersion\//.test(agent)) return 'Safari';
  return 'Other';
}
