import fp from 'fastify-plugin';
import { redisQueueStore } from '../queue/redis-store';
import { memoryQueueStore, type QueueStore } from '../queue/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The on-sale queue's lines: shared in Redis when REDIS_URL is set, else this process's own. */
    queueStore: QueueStore;
  }
}

export const queueStore = fp(
  async (app) => {
    const store = app.redis ? redisQueueStore(app.redis.client, app.redis.keyPrefix) : memoryQueueStore();
    app.decorate('queueStore', store);
    app.addHook('onClose', () => store.close());
  },
  { name: 'queue-store', fastify: '5.x', dependencies: ['redis'] },
);
