import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Headers for a JSON API whose only HTML is the API explorer at /api/docs. The CSP is the one
 * swagger-ui needs (its own scripts, inline styles, data: icons) and nothing more; it is not
 * upgraded to https because the demo runs on plain http://localhost. Resources stay same-origin
 * by default; /uploads overrides that (see app.ts) because the shell shows those images from
 * other origins.
 */
export const securityHeaders: FastifyHelmetOptions = {
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
};
