import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { LOGIN_ATTEMPTS_PER_CLIENT, redisAttemptCounter } from '../src/auth/login-throttle';
import { expectLoginGuessesCapped, expectPasswordChangeGuessesCapped } from './guessing';
import { adminToken, bearer, login } from './helpers';
import { REDIS_URL, sharedRedisSuite } from './redis-suite';

describe('login limits shared through Redis', () => {
  const s = sharedRedisSuite();

  it('counts failed sign-ins on one instance against the other', async () => {
    const ip = '10.7.0.1';
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_CLIENT; attempt++) {
      const instance = attempt % 2 === 0 ? s.t.app : s.other;
      expect((await login(instance, ip, 'admin@example.com', `guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(s.other, ip);
    expect(blocked.statusCode).toBe(429);
    expect((await login(s.t.app, ip)).statusCode).toBe(429);
    expect((await login(s.t.app, '10.7.0.2')).statusCode).toBe(200);
  });

  it('keeps the per-client request limit in Redis too', async () => {
    await login(s.t.app, '10.7.0.3');
    expect((await s.redis.keys(`${s.prefix}rate-limit:*`)).length).toBeGreaterThan(0);
  });

  it('forgets failures after a success, on every instance', async () => {
    const ip = '10.7.0.4';
    for (let attempt = 1; attempt < LOGIN_ATTEMPTS_PER_CLIENT; attempt++) await login(s.t.app, ip, 'admin@example.com', 'wrong');
    expect((await login(s.other, ip)).statusCode).toBe(200);
    for (let attempt = 1; attempt < LOGIN_ATTEMPTS_PER_CLIENT; attempt++) await login(s.t.app, ip, 'admin@example.com', 'wrong');
    expect((await login(s.other, ip)).statusCode).toBe(200);
  });

  it('checks only the limit of parallel wrong passwords spread over both instances; the right one is then refused too', async () => {
    await expectLoginGuessesCapped([s.t.app, s.other], '10.7.0.5');
  });

  it('checks only the limit of 100 parallel wrong current passwords on a password change, over both instances', async () => {
    await expectPasswordChangeGuessesCapped(s.t, [s.t.app, s.other], bearer(await adminToken(s.t)), 'Admin123!');
  });
});

describe('redisAttemptCounter', () => {
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
    const counter = redisAttemptCounter(redis, prefix, 300);
    expect((await counter.take('a')).attempts).toBe(1);
    const a = await counter.take('a');
    expect(a.attempts).toBe(2);
    expect(a.resetAt - Date.now()).toBeLessThanOrEqual(300);
    await counter.take('b');
    await counter.reset('b');
    expect((await counter.take('b')).attempts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await counter.take('a')).attempts).toBe(1);
  });

  it('counts parallel attempts one by one', async () => {
    const counter = redisAttemptCounter(redis, prefix);
    const counts = await Promise.all(Array.from({ length: 100 }, () => counter.take('parallel')));
    expect(counts.map((count) => count.attempts).sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('gives one attempt back, keeping the window, and never makes a key of a missing one', async () => {
    const counter = redisAttemptCounter(redis, prefix, 60_000);
    await counter.take('back');
    await counter.take('back');
    await counter.giveBack('back');
    expect(await redis.get(`${prefix}back`)).toBe('1');
    expect(await redis.pttl(`${prefix}back`)).toBeGreaterThan(0);
    await counter.giveBack('back');
    expect(await redis.exists(`${prefix}back`)).toBe(0);
    await counter.giveBack('never');
    expect(await redis.exists(`${prefix}never`)).toBe(0);
  });
});
