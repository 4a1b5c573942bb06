import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Per-client request limits, off by default: only routes that name a limit (sign-in, order
 * create) are counted. With Redis, every API instance counts against the same limit.
 */
export const rateLimit = fp(
  async (app) => {
    const { redis } = app;
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis: redis.client, nameSpace: `${redis.keyPrefix}rate-limit:` } : {}),
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['redis'] },
);
