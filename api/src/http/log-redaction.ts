import type { FastifyServerOptions } from 'fastify';

// What the API logs must never carry: the buyer's name, e-mail, phone and address, passwords,
// tokens. Request bodies are not logged at all; what remains to guard is what rides along with an
// error (a failed query's parameters, a constraint's failing row) and a few fields logged on
// purpose that hold such data.

/** Fields of a logged object that are replaced, wherever a log line carries them. */
const REDACTED_PATHS = [
  'req.body',
  'req.headers.authorization',
  'req.headers.cookie',
  'body',
  // The outbox row logged when an e-mail could not be sent: a mail server's refusal names the recipient.
  'outbox.lastError',
];

// A booking link's token is the buyer's key to their booking (bookings/tokens.ts), and a ticket
// code lets someone in at the door: request paths that carry them are logged without them. Tokens
// are base64url and codes letters, digits and dashes, so either ends at the first other character.
const BOOKING_PATH = /(\/api\/bookings\/|\/booking\/)(?!lookup(?![\w-]))[\w-]+(\/tickets\/[\w-]+)?/g;

/** `text` with every booking token in it (and the ticket code after one) replaced by [redacted]. */
export const redactBookingTokens = (text: string) =>
  text.replace(
    BOOKING_PATH,
    (_path, prefix: string, ticket: string | undefined) => `${prefix}[redacted]${ticket ? '/tickets/[redacted]' : ''}`,
  );

// An invitation link's token makes whoever holds it a member of the team (team/invitation-tokens.ts):
// the API's path (/api/admin/invitations/{token}) and the page's (/admin/invitation/{token}).
const INVITATION_PATH = /(\/admin\/invitations?\/)[\w-]+/g;

// Settings > Buyer data names the buyer by their e-mail address in the path (routes/buyers.ts).
const BUYER_PATH = /(\/api\/admin\/buyers\/)[^/?#\s]+/g;

/**
 * A word each of the paths above holds: text without any of them has nothing to redact. Every
 * request's log line passes its url through redactPaths, and most urls name none of these paths:
 * one scan for the words costs a twentieth of the three replacements.
 */
const REDACTED_PATH_WORDS = /booking|invitation|\/buyers\//;

/** `text` with its booking tokens, ticket codes, invitation tokens and buyers' addresses in request paths replaced by [redacted]. */
export const redactPaths = (text: string) =>
  REDACTED_PATH_WORDS.test(text)
    ? redactBookingTokens(text).replace(INVITATION_PATH, '$1[redacted]').replace(BUYER_PATH, '$1[redacted]')
    : text;

// Error properties that say what failed without saying with which values: node-postgres and
// PGlite error fields (not `detail`, which holds the failing row or key, nor `where`), and HTTP
// status codes. Everything else an error object carries is dropped.
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'];
const MAX_CAUSE_DEPTH = 4;

/** The query of a failed database call, when `error` is one (drizzle's error carries its parameters). */
function failedQuery(error: Error): string | undefined {
  const { query, params } = error as { query?: unknown; params?: unknown };
  return typeof query === 'string' && Array.isArray(params) ? query : undefined;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as it may be logged: its type, message and stack frames, the fields in
 * SAFE_ERROR_FIELDS and, for a failed query, the SQL text (its values appear only as $1, $2...) but not
 * the parameters, which the query error's own message and stack also spell out. The same for its
 * causes. Anything that is not an Error logs as its type only.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown', stack: '' };
  const query = failedQuery(error);
  const message = query === undefined ? redactPaths(error.message) : `Failed query: ${query}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: LoggedError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (query !== undefined) safe.query = query;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/**
 * The app's logger options with every error passed through safeError, REDACTED_PATHS censored, and
 * booking tokens and buyers' addresses taken out of the request line's url and of every message
 * (Fastify's 'Route ... not found' names the path).
 */
export function redactedLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      err: safeError,
      url: (url: unknown) => (typeof url === 'string' ? redactPaths(url) : url),
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        // `args` is this call's own list (pino's rest parameter): redacted where it is, not copied.
        for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = redactPaths(args[i] as string);
        method.apply(this, args);
      },
    },
  };
}
