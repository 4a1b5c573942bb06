import { loginThrottleKey, memoryFailureCounter } from './login-throttle';

describe('memoryFailureCounter', () => {
  it('counts failures within the window and forgets them after it', async () => {
    let now = 1_000;
    const counter = memoryFailureCounter(60_000, () => now);
    await counter.recordFailure('k');
    await counter.recordFailure('k');
    expect(await counter.get('k')).toEqual({ failures: 2, resetAt: 61_000 });
    now = 61_000;
    expect((await counter.get('k')).failures).toBe(0);
    await counter.recordFailure('k');
    expect(await counter.get('k')).toEqual({ failures: 1, resetAt: 121_000 });
  });

  it('reset clears one key only', async () => {
    const counter = memoryFailureCounter();
    await counter.recordFailure('a');
    await counter.recordFailure('b');
    await counter.reset('a');
    expect((await counter.get('a')).failures).toBe(0);
    expect((await counter.get('b')).failures).toBe(1);
  });
});

it('keys by client and normalised e-mail', () => {
  expect(loginThrottleKey('1.2.3.4', ' Admin@Example.com ')).toBe('login|1.2.3.4|admin@example.com');
});
