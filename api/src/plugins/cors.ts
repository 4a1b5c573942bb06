import fp from 'fastify-plugin';

const ALLOWED_METHODS = 'GET,HEAD,POST,PUT,DELETE';
const ALLOWED_HEADERS = 'Authorization,Content-Type';
/** How long a browser may reuse a preflight's answer: one preflight per origin and route per 10 minutes. */
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * Browsers may call the API from the site and its front-end apps: CORS_ORIGINS, by default the
 * public URL and every remote's development port (http/default-cors-origins.ts). Most requests
 * carry no Origin (the site reaches the API through its own origin, docs/architecture.md#security-headers):
 * for them nothing is looked up. Every answer varies on Origin all the same, so a cache never
 * hands an answer made without one to a page of another origin, which would then be refused.
 */
export const cors = fp<{ origins: string[] }>(
  async (app, { origins }) => {
    const allowed = new Set(origins);
    app.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('vary', 'Origin');
      const origin = request.headers.origin;
      if (origin === undefined || !allowed.has(origin)) return done();
      reply.raw.setHeader('access-control-allow-origin', origin);
      if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return done();
      // A preflight: answered here, whether or not a route has the path, as a browser asks it of any.
      reply
        .code(204)
        .headers({
          'access-control-allow-methods': ALLOWED_METHODS,
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
          'content-length': '0',
        })
        .send();
    });
  },
  { name: 'cors', fastify: '5.x' },
);
