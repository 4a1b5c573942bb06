import type { Redis } from 'ioredis';

// Guessing a password is slowed by counting every attempt BEFORE the password is checked, in one
// atomic step (a synchronous increment in memory, one INCR script in Redis): a burst of parallel
// guesses cannot all read "under the limit" before any of them is recorded. A refused attempt is
// never checked, and a correct password gives its attempt back, so signing in often never locks an
// admin out. The counter is an interface so several API instances can share one store.
//
// The limits, per 15-minute window (a fixed window: it never grows while someone keeps trying):
//  - 10 attempts per client address and e-mail: what stops one client guessing. It also means
//    one client can only ever lock out itself, and a success from that client clears it.
//  - 50 attempts per e-mail from all clients together: what stops guessing spread over many
//    addresses (about 4,800 guesses a day at most). The trade-off: five or more addresses guessing
//    together can keep the account refused everywhere until the window ends, so the admin may have
//    to wait 15 minutes; one anonymous client cannot (it is stopped at 10, and its refused attempts
//    never reach this count), and a lower limit would hand that lock-out to fewer addresses.
//  - 10 wrong current passwords per account for the password change (a stolen session must not
//    be able to guess the password, and so keep the account for good).
//  - 5 codes per member for two-factor sign-in (a code of the app or a recovery code, at sign-in or
//    when it is being set up): whoever tries them already has the password, and three codes are
//    valid at any moment (the app's clock may be a step off), so this count is all that stands
//    between them and the account: about 1 in 70,000 a window, every try in the audit trail.

export interface AttemptCounter {
  /**
   * Counts one attempt for the key at once (in memory before the call returns, in Redis in one
   * script) and answers the attempts counted in the current window, this one included, and when
   * that window ends.
   */
  take(key: string): Promise<{ attempts: number; resetAt: number }>;
  /** Takes one attempt off the key's count (never below zero, never starting a window). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
}

export const LOGIN_ATTEMPTS_PER_CLIENT = 10;
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 50;
export const PASSWORD_CHANGE_ATTEMPTS = 10;
export const TWO_FACTOR_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** In-process counter: enough for one API instance. */
export function memoryAttemptCounter(windowMs = ATTEMPT_WINDOW_MS, now: () => number = Date.now): AttemptCounter {
  const entries = new Map<string, { attempts: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  return {
    // Not async on purpose: the count is taken synchronously, before any other request can run.
    take: (key) => {
      let entry = current(key);
      if (entry) entry.attempts += 1;
      else {
        entry = { attempts: 1, resetAt: now() + windowMs };
        entries.set(key, entry);
        // Forget stale keys now and then so the map cannot grow without bound.
        if (entries.size > 10_000) for (const k of entries.keys()) current(k);
      }
      return Promise.resolve({ ...entry });
    },
    giveBack: (key) => {
      const entry = current(key);
      if (entry && --entry.attempts <= 0) entries.delete(key);
      return Promise.resolve();
    },
    reset: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

// The first attempt of a window starts its expiry, later ones only count; a key that somehow lost
// its expiry gets one again rather than counting for ever.
const TAKE = `
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {attempts, ttl}`;

// DECR keeps the expiry; a missing key is left missing (DECR would create one without expiry).
const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local attempts = redis.call('DECR', KEYS[1])
if attempts <= 0 then redis.call('DEL', KEYS[1]) end
return attempts`;

/** Shared by every API instance on the same Redis and key prefix. */
export function redisAttemptCounter(
  redis: Redis,
  keyPrefix: string,
  windowMs = ATTEMPT_WINDOW_MS,
  now: () => number = Date.now,
): AttemptCounter {
  const redisKey = (key: string) => `${keyPrefix}${key}`;
  return {
    take: async (key) => {
      const [attempts, ttl] = (await redis.eval(TAKE, 1, redisKey(key), windowMs)) as [number, number];
      return { attempts, resetAt: now() + ttl };
    },
    giveBack: async (key) => {
      await redis.eval(GIVE_BACK, 1, redisKey(key));
    },
    reset: async (key) => {
      await redis.del(redisKey(key));
    },
  };
}

export function loginThrottleKey(ip: string, email: string): string {
  return `login|${ip}|${normalisedEmail(email)}`;
}

export function loginAccountKey(email: string): string {
  return `login-account|${normalisedEmail(email)}`;
}

const normalisedEmail = (email: string) => email.trim().toLowerCase();

export type Admission = { admitted: true; passed: () => Promise<void> } | { admitted: false; resetAt: number };

interface Limit {
  key: string;
  max: number;
  /** What a correct password does to the count: clear it, or only give this attempt back. */
  onPass: 'reset' | 'giveBack';
}

/**
 * Counts the attempt against each limit in turn; a later limit only counts attempts the earlier
 * ones let through. Admitted, the caller checks the password and calls `passed` if it was right.
 */
async function admit(counter: AttemptCounter, limits: Limit[]): Promise<Admission> {
  for (const limit of limits) {
    const { attempts, resetAt } = await counter.take(limit.key);
    if (attempts > limit.max) return { admitted: false, resetAt };
  }
  return {
    admitted: true,
    passed: async () => {
      await Promise.all(limits.map((limit) => (limit.onPass === 'reset' ? counter.reset(limit.key) : counter.giveBack(limit.key))));
    },
  };
}

/**
 * A sign-in attempt from `ip` for `email`. A success clears the client's own count (its earlier
 * typos) but only gives back its one attempt on the account's count, so it cannot wipe out the
 * guesses others are making at the same account.
 */
export function admitLogin(counter: AttemptCounter, ip: string, email: string): Promise<Admission> {
  return admit(counter, [
    { key: loginThrottleKey(ip, email), max: LOGIN_ATTEMPTS_PER_CLIENT, onPass: 'reset' },
    { key: loginAccountKey(email), max: LOGIN_ATTEMPTS_PER_ACCOUNT, onPass: 'giveBack' },
  ]);
}

/** A password change by the signed-in account: its current password is being checked. */
export function admitPasswordChange(counter: AttemptCounter, accountId: string): Promise<Admission> {
  return admit(counter, [{ key: `password-change|${accountId}`, max: PASSWORD_CHANGE_ATTEMPTS, onPass: 'reset' }]);
}

/** A code of the second factor, for the member, whichever step asks for it; a right code clears the count. */
export function admitTwoFactorCode(counter: AttemptCounter, accountId: string): Promise<Admission> {
  return admit(counter, [{ key: `two-factor|${accountId}`, max: TWO_FACTOR_ATTEMPTS, onPass: 'reset' }]);
}
