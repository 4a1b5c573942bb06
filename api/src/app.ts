import { mkdirSync } from 'node:fs';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installAuthGuards } from './auth/guards';
import { type FailureCounter, memoryFailureCounter } from './auth/login-throttle';
import { createTokens } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/connect';
import { experienceKind, partyKind } from './events/kinds';
import { handleErrors } from './http/error-handler';
import { nameFieldsInZodMessages } from './http/validation';
import { authRoutes } from './routes/auth';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Where rate-limit counters live; in-process unless a shared store (e.g. `redis`) is given. */
  rateLimit?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** Failed sign-ins per client and e-mail; in-process unless a shared counter is given. */
  loginFailures?: FailureCounter;
}

/** The whole HTTP API, ready for `inject` or `listen`. */
export function buildApp({ config, db, logger = false, rateLimit = {}, loginFailures = memoryFailureCounter() }: AppOptions) {
  const app = Fastify({ logger, trustProxy: config.trustProxy }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  nameFieldsInZodMessages();
  handleErrors(app);

  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.brandName} API`, version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Off by default: only routes that name a limit (the login) are counted.
  app.register(fastifyRateLimit, { global: false, ...rateLimit });

  mkdirSync(config.uploadsDir, { recursive: true });
  app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    // Upload file names never change content, so browsers may keep them for good.
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      // Uploads are served from our own origin: an SVG opened directly must not run script.
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });

  const tokens = createTokens(config.jwt);
  installAuthGuards(app, { db, tokens });

  app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { db, tokens, loginFailures });
      await api.register(eventRoutes(experienceKind), { db });
      await api.register(eventRoutes(partyKind), { db });
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = ReturnType<typeof buildApp>;
