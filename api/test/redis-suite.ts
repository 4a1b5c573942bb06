import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type App, buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers';

// The Redis every developer machine and CI runs; each suite uses a key prefix of its own.
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface SharedRedis {
  /** The first API process, with its database. */
  t: TestApp;
  /** A second API process on the same database and Redis, as behind a load balancer. */
  other: App;
  redis: Redis;
  prefix: string;
  /** Stops the second process and starts a new one in its place, as after a crash. */
  restartOther(): Promise<void>;
}

/**
 * Two API processes sharing one database and one Redis, made before the suite's tests and closed
 * (their Redis keys deleted) after them. The fields are filled once beforeAll has run.
 */
export function sharedRedisSuite(): SharedRedis {
  const suite = {} as SharedRedis;
  beforeAll(async () => {
    suite.redis = new Redis(REDIS_URL);
    suite.prefix = `test-${randomBytes(6).toString('hex')}:`;
    suite.t = await createTestApp('pglite', { REDIS_URL, REDIS_KEY_PREFIX: suite.prefix });
    suite.other = buildApp({ config: suite.t.config, db: suite.t.database.db });
    suite.restartOther = async () => {
      await suite.other.close();
      suite.other = buildApp({ config: suite.t.config, db: suite.t.database.db });
    };
  });
  afterAll(async () => {
    await suite.other.close();
    await suite.t.close();
    const keys = await suite.redis.keys(`${suite.prefix}*`);
    if (keys.length > 0) await suite.redis.del(...keys);
    await suite.redis.quit();
  });
  return suite;
}
