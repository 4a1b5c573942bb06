import type { Redis } from 'ioredis';
import type { QueueStore } from './store';

/** A line is kept this long after its last change, then Redis forgets it. */
const LINE_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The queue in Redis (REDIS_URL): one sorted set per event line, so every API process ranks the
 * same tickets the same way, and a process killed mid-rush loses nobody's place. Each step is one
 * atomic command (ZADD NX, INCR, SET NX, HSETNX), so two processes never give one ticket two places.
 */
export function redisQueueStore(client: Redis, keyPrefix: string): QueueStore {
  const key = (eventId: string, part: string) => `${keyPrefix}queue:${eventId}:${part}`;
  const kept = (name: string) => client.expire(name, LINE_TTL_SECONDS);
  const firstValue = async (set: () => Promise<unknown>, get: () => Promise<string | null>, name: string, now: number) => {
    await set();
    await kept(name);
    return Number((await get()) ?? now);
  };
  return {
    add: async (eventId, ticket, score) => {
      const line = key(eventId, 'line');
      await client.zadd(line, 'NX', score, ticket);
      await kept(line);
      return (await client.zrank(line, ticket)) ?? 0;
    },
    nextLateScore: async (eventId) => {
      const counter = key(eventId, 'late');
      const late = await client.incr(counter);
      await kept(counter);
      return 1 + late;
    },
    rank: async (eventId, ticket) => (await client.zrank(key(eventId, 'line'), ticket)) ?? undefined,
    startedAt: (eventId, now) => {
      const name = key(eventId, 'started');
      return firstValue(
        () => client.set(name, String(now), 'NX'),
        () => client.get(name),
        name,
        now,
      );
    },
    admittedAt: (eventId, ticket, now) => {
      const name = key(eventId, 'admitted');
      return firstValue(
        () => client.hsetnx(name, ticket, String(now)),
        () => client.hget(name, ticket),
        name,
        now,
      );
    },
    // The client is the app's (plugins/redis.ts), closed with it.
    close: async () => {},
  };
}
