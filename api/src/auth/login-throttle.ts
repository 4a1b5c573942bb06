import type { Redis } from 'ioredis';

// Guessing a password is slowed per client and e-mail by counting FAILED sign-ins only: an admin
// who signs in often is never locked out, while the 11th wrong guess in 15 minutes waits.
// The counter is an interface so several API instances can share one store.

export interface FailureCounter {
  /** Failures counted for the key in the current window, and when that window ends. */
  get(key: string): Promise<{ failures: number; resetAt: number }>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** In-process counter: enough for one API instance. */
export function memoryFailureCounter(windowMs = LOGIN_FAILURE_WINDOW_MS, now: () => number = Date.now): FailureCounter {
  const entries = new Map<string, { failures: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  return {
    get: async (key) => current(key) ?? { failures: 0, resetAt: now() + windowMs },
    recordFailure: async (key) => {
      const entry = current(key);
      if (entry) entry.failures += 1;
      else entries.set(key, { failures: 1, resetAt: now() + windowMs });
      // Forget stale keys now and then so the map cannot grow without bound.
      if (entries.size > 10_000) for (const k of entries.keys()) current(k);
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
}

// One round trip: the first failure of a window starts its expiry, later ones only count.
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return failures`;

/** Shared by every API instance on the same Redis and key prefix. */
export function redisFailureCounter(
  redis: Redis,
  keyPrefix: string,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
  now: () => number = Date.now,
): FailureCounter {
  const redisKey = (key: string) => `${keyPrefix}${key}`;
  return {
    get: async (key) => {
      const [failures, ttl] = await Promise.all([redis.get(redisKey(key)), redis.pttl(redisKey(key))]);
      return { failures: Number(failures ?? 0), resetAt: now() + (ttl > 0 ? ttl : windowMs) };
    },
    recordFailure: async (key) => {
      await redis.eval(RECORD_FAILURE, 1, redisKey(key), windowMs);
    },
    reset: async (key) => {
      await redis.del(redisKey(key));
    },
  };
}

export function loginThrottleKey(ip: string, email: string): string {
  return `login|${ip}|${email.trim().toLowerCase()}`;
}
