import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every API instance shares (REDIS_URL), with the prefix of this site's keys; null without one. */
    redis: { client: Redis; keyPrefix: string } | null;
  }
}

/** One Redis client for the app, connected on first use and closed with it. */
export const redis = fp<{ redis: Config['redis'] }>(
  async (app, { redis: settings }) => {
    if (!settings) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(settings.url, { lazyConnect: true });
    app.decorate('redis', { client, keyPrefix: settings.keyPrefix });
    app.addHook('onClose', async () => void (await client.quit()));
  },
  { name: 'redis', fastify: '5.x' },
);
