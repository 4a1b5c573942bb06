import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type App, buildApp } from '../src/app';
import { LOGIN_FAILURES_ALLOWED, redisFailureCounter } from '../src/auth/login-throttle';
import { createTestApp, login, type TestApp } from './helpers';

// The Redis every developer machine and CI runs (see the brief); each test uses its own key prefix.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('login limits shared through Redis', () => {
  let redis: Redis;
  let prefix: string;
  let t: TestApp;
  let other: App;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    prefix = `test-${randomBytes(6).toString('hex')}:`;
    t = await createTestApp('pglite', { REDIS_URL, REDIS_KEY_PREFIX: prefix });
    // A second API instance on the same database and Redis, as behind a load balancer.
    other = buildApp({ config: t.config, db: t.database.db });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts failed sign-ins on one instance against the other', async () => {
    const ip = '10.7.0.1';
    for (let attempt = 1; attempt <= LOGIN_FAILURES_ALLOWED; attempt++) {
      const instance = attempt % 2 === 0 ? t.app : other;
      expect((await login(instance, ip, 'admin@example.com', `guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(other, ip);
    expect(blocked.statusCode).toBe(429);
    expect((await login(t.app, ip)).statusCode).toBe(429);
    expect((await login(t.app, '10.7.0.2')).statusCode).toBe(200);
  });

  it('keeps the per-client request limit in Redis too', async () => {
    await login(t.app, '10.7.0.3');
    expect((await redis.keys(`${prefix}rate-limit:*`)).length).toBeGreaterThan(0);
  });

  it('forgets failures after a success, on every instance', async () => {
    const ip = '10.7.0.4';
    for (let attempt = 1; attempt < LOGIN_FAILURES_ALLOWED; attempt++) await login(t.app, ip, 'admin@example.com', 'wrong');
    expect((await login(other, ip)).statusCode).toBe(200);
    for (let attempt = 1; attempt < LOGIN_FAILURES_ALLOWED; attempt++) await login(t.app, ip, 'admin@example.com', 'wrong');
    expect((await login(other, ip)).statusCode).toBe(200);
  });
});

describe('redisFailureCounter', () => {
  let redis: Redis;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts within the window, expires with it, and resets one key only', async () => {
    const counter = redisFailureCounter(redis, prefix, 300);
    await counter.recordFailure('a');
    await counter.recordFailure('a');
    await counter.recordFailure('b');
    const a = await counter.get('a');
    expect(a.failures).toBe(2);
    expect(a.resetAt - Date.now()).toBeLessThanOrEqual(300);
    await counter.reset('b');
    expect((await counter.get('b')).failures).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await counter.get('a')).failures).toBe(0);
  });
});
