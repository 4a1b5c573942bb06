import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enforceDeclaredAccess } from './auth/access';
import { installAuthGuards } from './auth/guards';
import { createTokens } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/connect';
import { experienceKind, partyKind } from './events/kinds';
import { noStoreUnlessCacheable } from './http/cache-rules';
import { redactedLogger } from './http/log-redaction';
import { OneLinePerRequest } from './http/request-log';
import { fastifyTrustProxy } from './http/trusted-proxies';
import { shopRoutes } from './orders/plugin';
import { apiDocs } from './plugins/api-docs';
import { cors } from './plugins/cors';
import { errors } from './plugins/errors';
import { listCache } from './plugins/list-cache';
import { loginAttempts } from './plugins/login-attempts';
import { rateLimit } from './plugins/rate-limit';
import { redis } from './plugins/redis';
import { securityHeaders } from './plugins/security-headers';
import { uploads } from './plugins/uploads';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { eventWriteRoutes } from './routes/event-writes';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { merchandiseRoutes } from './routes/merchandise';
import { merchandiseOrderRoutes } from './routes/merchandise-orders';
import { siteRoutes } from './routes/site';
import { transactionRoutes } from './routes/transactions';
import { uploadRoutes } from './routes/uploads';

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
 * (src/plugins/), then the routes under /api.
 */
export function buildApp({ config, db, logger = false }: AppOptions) {
  const app = Fastify({
    logger: redactedLogger(logger),
    logController: new OneLinePerRequest(),
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
  app.register(loginAttempts);
  app.register(uploads, { uploadsDir: config.uploadsDir, cloudinary: config.cloudinary });

  app.register(
    async (api) => {
      const { loginAttempts: attempts, listCache: lists, images } = api;
      await api.register(healthRoutes, { db });
      await api.register(siteRoutes, {
        paymentsMode: config.orders.paymentsMode,
        maxTicketsPerBuyer: config.orders.maxHeldTicketsPerBuyer,
      });
      await api.register(authRoutes, { db, tokens, loginAttempts: attempts });
      await api.register(accountRoutes, { db, tokens, attempts });
      await api.register(eventRoutes(experienceKind), { db, lists });
      await api.register(eventRoutes(partyKind), { db, lists });
      await api.register(eventWriteRoutes(experienceKind), { db, images });
      await api.register(eventWriteRoutes(partyKind), { db, images });
      // Only the upload route reads multipart bodies; registered around it alone, the parser's
      // per-request hooks (a close listener on every response) stay off every other route.
      await api.register(async (upload) => {
        await upload.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });
        await upload.register(uploadRoutes, { images, maxBytes: config.uploadMaxBytes, maxPixels: config.uploadMaxPixels });
      });
      await api.register(transactionRoutes, { db });
      await api.register(merchandiseRoutes, { db, images });
      await api.register(merchandiseOrderRoutes, { db });
      await api.register(dashboardRoutes, { db });
      await api.register(shopRoutes, { db, brandName: config.brandName, publicUrl: config.publicUrl, orders: config.orders });
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = ReturnType<typeof buildApp>;
