import { mkdirSync } from 'node:fs';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions, type onSendHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { enforceDeclaredAccess } from './auth/access';
import { installAuthGuards } from './auth/guards';
import { memoryAttemptCounter, redisAttemptCounter } from './auth/login-throttle';
import { createTokens } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/connect';
import { experienceKind, partyKind } from './events/kinds';
import { registerApiDocs } from './http/api-docs';
import { noStoreUnlessCacheable } from './http/cache-rules';
import { handleErrors } from './http/error-handler';
import { hookList } from './http/hook-list';
import { redactedLogger } from './http/log-redaction';
import { fastifyTrustProxy } from './http/trusted-proxies';
import { sendSecurityHeaders } from './http/security-headers';
import { OneLinePerRequest } from './http/request-log';
import { nameFieldsInZodMessages } from './http/validation';
import { shopRoutes } from './orders/plugin';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { eventRoutes } from './routes/events';
import { createListCache } from './events/list-cache';
import { eventWriteRoutes } from './routes/event-writes';
import { healthRoutes } from './routes/health';
import { siteRoutes } from './routes/site';
import { merchandiseRoutes } from './routes/merchandise';
import { merchandiseOrderRoutes } from './routes/merchandise-orders';
import { transactionRoutes } from './routes/transactions';
import { uploadRoutes } from './routes/uploads';
import { imageStore } from './uploads/store';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The largest JSON body taken. The largest legitimate one, an event edit with every field at its
 * limit (two lists of 50 image addresses of 2,048 characters, two of 50 package items, a 10,000
 * character description), is about 300 KB; uploads are multipart, limited by UPLOAD_MAX_BYTES.
 */
export const JSON_BODY_LIMIT = 512 * 1024;

/** The whole HTTP API, ready for `inject` or `listen`. */
export function buildApp({ config, db, logger = false }: AppOptions) {
  const app = Fastify({
    logger: redactedLogger(logger),
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  nameFieldsInZodMessages();
  handleErrors(app);

  sendSecurityHeaders(app);
  app.register(fastifyCors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });

  registerApiDocs(app, { title: `${config.brandName} API`, access: config.apiDocs });

  // With Redis, every API instance counts the same login attempts; without, each counts its own.
  const redis = config.redis ? new Redis(config.redis.url, { lazyConnect: true }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Off by default: only routes that name a limit (the login) are counted.
  app.register(fastifyRateLimit, {
    global: false,
    ...(redis && config.redis ? { redis, nameSpace: `${config.redis.keyPrefix}rate-limit:` } : {}),
  });
  const loginAttempts =
    redis && config.redis ? redisAttemptCounter(redis, `${config.redis.keyPrefix}login-attempts:`) : memoryAttemptCounter();

  mkdirSync(config.uploadsDir, { recursive: true });
  app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    // Upload file names never change content, so browsers may keep them for good.
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      // The shell and remotes on other origins show these images, so they must be loadable cross-origin.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // Uploads are served from our own origin: an SVG opened directly must not run script.
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });

  const lists = createListCache(config.listCacheMs);
  // Any write that succeeded may have changed an event or its ticket counts. Only write routes
  // get the hook, so the reads (the lists themselves) do not run it.
  const clearListsAfterWrite: onSendHookHandler = (request, reply, payload, done) => {
    if (!READS.has(request.method) && reply.statusCode < 400) lists.clear();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READS.has(method))) return;
    route.onSend = [...hookList(route.onSend), clearListsAfterWrite];
  });

  const tokens = createTokens(config.jwt);
  installAuthGuards(app, { db, tokens });
  enforceDeclaredAccess(app);
  noStoreUnlessCacheable(app);
  const images = imageStore(config);

  app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(siteRoutes, { paymentsMode: config.orders.paymentsMode, maxTicketsPerBuyer: config.orders.maxHeldTicketsPerBuyer });
      await api.register(authRoutes, { db, tokens, loginAttempts });
      await api.register(accountRoutes, { db, tokens, attempts: loginAttempts });
      await api.register(eventRoutes(experienceKind), { db, lists });
      await api.register(eventRoutes(partyKind), { db, lists });
      await api.register(eventWriteRoutes(experienceKind), { db, images });
      await api.register(eventWriteRoutes(partyKind), { db, images });
      // Only the upload route reads multipart bodies; registered around it alone, the parser's
      // per-request hooks (a close listener on every response) stay off every other route.
      await api.register(async (uploads) => {
        await uploads.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });
        await uploads.register(uploadRoutes, { images, maxBytes: config.uploadMaxBytes, maxPixels: config.uploadMaxPixels });
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
