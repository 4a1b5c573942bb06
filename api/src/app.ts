import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enforceDeclaredAccess } from './auth/access';
import { installAuthGuards } from './auth/guards';
import { createTokens } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/connect';
import { noStoreUnlessCacheable } from './http/cache-rules';
import { redactedLogger } from './http/log-redaction';
import { OneLinePerRequest } from './http/request-log';
import { requestLogger } from './http/request-logger';
import { fastifyTrustProxy } from './http/trusted-proxies';
import { apiDocs } from './plugins/api-docs';
import { cors } from './plugins/cors';
import { errors } from './plugins/errors';
import { listCache } from './plugins/list-cache';
import { loginAttempts } from './plugins/login-attempts';
import { queueStore } from './plugins/queue-store';
import { rateLimit } from './plugins/rate-limit';
import { redis } from './plugins/redis';
import { securityHeaders } from './plugins/security-headers';
import { uploads } from './plugins/uploads';
import { apiRoutes } from './routes/index';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The largest JSON body taken. The largest legitimate one, an event edit with every field at its
 * limit (two lists of 50 image addresses of 2,048 characters, two of 50 package items, a 10,000
 * character description), is about 300 KB; uploads are multipart, limited by UPLOAD_MAX_BYTES.
 */
export const JSON_BODY_LIMIT = 512 * 1024;

/**
 * The whole HTTP API, ready for `inject` or `listen`: the route rules, one plugin per concern
 * (src/plugins/), then the routes under /api, from the route table.
 */
export function buildApp({ config, db, logger = false }: AppOptions) {
  const app = Fastify({
    logger: redactedLogger(logger),
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();

  // The route rules are installed here rather than in plugins: an onRoute hook judges only the
  // routes declared after it, a plugin's hooks exist only once it has loaded, and every /api route
  // must be judged, even one added straight onto the app this returns. The admin guard goes in
  // before no-store, whose hook must run first.
  const tokens = createTokens(config.jwt);
  installAuthGuards(app, { db, tokens });
  enforceDeclaredAccess(app);
  noStoreUnlessCacheable(app);

  app.register(errors);
  app.register(securityHeaders);
  app.register(listCache, { ttlMs: config.listCacheMs });
  app.register(cors, { origins: config.corsOrigins });
  app.register(apiDocs, { title: `${config.brandName} API`, access: config.apiDocs });
  app.register(redis, { redis: config.redis });
  app.register(rateLimit);
  app.register(queueStore);
  app.register(loginAttempts);
  app.register(uploads, { uploadsDir: config.uploadsDir, cloudinary: config.cloudinary });

  // Every route, from the route table (routes/index.ts).
  app.register(apiRoutes, { prefix: '/api', config, db, tokens });

  return app;
}

export type App = ReturnType<typeof buildApp>;
