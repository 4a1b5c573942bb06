import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Headers for the API's HTML pages: the API explorer at /api/docs and the sandbox and pay pages.
 * The CSP is the one swagger-ui needs (its own scripts, inline styles, data: icons) and nothing
 * more; it is not upgraded to https because the demo runs on plain http://localhost. Resources
 * stay same-origin by default; /uploads overrides that (see app.ts) because the shell shows those
 * images from other origins. HSTS is left to sendSecurityHeaders, which sends it only over TLS.
 */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
};

/**
 * What every other answer (JSON, mostly) carries: OWASP's REST security headers. A browser never
 * renders JSON as a page, so the page-only headers (frame options, referrer, opener, origin-agent
 * and the rest) would be bytes and work on each of the busiest answers for nothing
 * (docs/architecture.md#security-headers). no-store on personal answers is http/cache-rules.ts's.
 */
export const apiHeaders: readonly [name: string, value: string][] = [
  ['x-content-type-options', 'nosniff'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** Sent only over TLS (the request's own, or X-Forwarded-Proto from a trusted proxy): over plain http a browser ignores it. */
export const hsts: readonly [name: string, value: string] = ['strict-transport-security', 'max-age=31536000; includeSubDomains'];

/**
 * The headers helmet sets for `options`, worked out once. They are the same for every request,
 * while @fastify/helmet builds a new helmet middleware (and parses the CSP again) per request: on
 * the cached event lists that was an eighth of the API's CPU time.
 */
export function securityHeaderValues(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

const isHtml = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Puts the API headers on every answer, errors and 404s included, on the raw response before
 * anything else runs, so a route may still override one (uploads do).
 */
export function sendSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.raw.setHeader(...hsts);
    done();
  });
}

const pageHeaders = securityHeaderValues(securityHeaderOptions);
const apiValue = new Map(apiHeaders);

/**
 * The onSend hook of the routes that answer HTML pages (the API explorer, the sandbox and pay
 * pages), and of those only: an HTML answer gets helmet's whole set instead of the API's, except
 * what its route set itself (the pay page's own CSP). Every other answer would pay for the check
 * on each request for nothing; a page served without it keeps the API's CSP (default-src 'none'),
 * which shows nothing rather than too much.
 */
export const pageSecurityHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  if (isHtml(reply.getHeader('content-type'))) {
    for (const [name, value] of pageHeaders) {
      // Still what onRequest put there (or nothing): the route did not set its own.
      const current = reply.getHeader(name);
      if (current === undefined || current === apiValue.get(name)) reply.header(name, value);
    }
  }
  done(null, payload);
};
