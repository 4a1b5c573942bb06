import {
  admitLogin,
  admitPasswordChange,
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_CLIENT,
  loginAccountKey,
  loginThrottleKey,
  memoryAttemptCounter,
  PASSWORD_CHANGE_ATTEMPTS,
} from './login-throttle';

describe('memoryAttemptCounter', () => {
  it('counts attempts within the window and forgets them after it', async () => {
    let now = 1_000;
    const counter = memoryAttemptCounter(60_000, () => now);
    expect(await counter.take('k')).toEqual({ attempts: 1, resetAt: 61_000 });
    expect(await counter.take('k')).toEqual({ attempts: 2, resetAt: 61_000 });
    now = 61_000;
    expect(await counter.take('k')).toEqual({ attempts: 1, resetAt: 121_000 });
  });

  it('counts before the call returns, so parallel takes see distinct counts', async () => {
    const counter = memoryAttemptCounter();
    const counts = await Promise.all(Array.from({ length: 100 }, () => counter.take('k')));
    expect(counts.map((count) => count.attempts).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('gives one attempt back without going below zero or starting a window; reset clears one key only', async () => {
    const counter = memoryAttemptCounter();
    await counter.giveBack('missing');
    expect((await counter.take('missing')).attempts).toBe(1);
    await counter.take('a');
    await counter.take('a');
    await counter.giveBack('a');
    expect((await counter.take('a')).attempts).toBe(2);
    await counter.take('b');
    await counter.reset('a');
    expect((await counter.take('a')).attempts).toBe(1);
    expect((await counter.take('b')).attempts).toBe(2);
  });
});

describe('admitLogin', () => {
  it('admits the limit of parallel attempts from one client and refuses the rest before any check', async () => {
    const counter = memoryAttemptCounter();
    const answers = await Promise.all(Array.from({ length: 100 }, () => admitLogin(counter, '10.0.0.1', 'admin@example.com')));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(LOGIN_ATTEMPTS_PER_CLIENT);
    // The refused ones never reached the account's count: one client cannot lock the account.
    expect((await counter.take(loginAccountKey('admin@example.com'))).attempts).toBe(LOGIN_ATTEMPTS_PER_CLIENT + 1);
  });

  it('limits one account across clients, and a correct password only gives its own attempt back', async () => {
    const counter = memoryAttemptCounter();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => admitLogin(counter, `10.0.1.${i}`, 'admin@example.com')));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(LOGIN_ATTEMPTS_PER_ACCOUNT);
    expect((await admitLogin(counter, '10.0.2.1', 'Admin@Example.com')).admitted).toBe(false);

    const fresh = memoryAttemptCounter();
    for (let i = 1; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++) await admitLogin(fresh, `10.0.3.${i}`, 'admin@example.com');
    // The admin signing in over and over is never locked out by their own successes.
    for (let i = 0; i < 3 * LOGIN_ATTEMPTS_PER_ACCOUNT; i++) {
      const answer = await admitLogin(fresh, '10.0.4.1', 'admin@example.com');
      if (!answer.admitted) throw new Error(`sign-in ${i} refused`);
      await answer.passed();
    }
  });

  it('a success clears that client its earlier typos', async () => {
    const counter = memoryAttemptCounter();
    for (let i = 1; i < LOGIN_ATTEMPTS_PER_CLIENT; i++) await admitLogin(counter, '10.0.5.1', 'admin@example.com');
    const success = await admitLogin(counter, '10.0.5.1', 'admin@example.com');
    if (!success.admitted) throw new Error('refused');
    await success.passed();
    expect((await counter.take(loginThrottleKey('10.0.5.1', 'admin@example.com'))).attempts).toBe(1);
  });
});

it('admitPasswordChange counts per account', async () => {
  const counter = memoryAttemptCounter();
  const answers = await Promise.all(Array.from({ length: 100 }, () => admitPasswordChange(counter, 'account-1')));
  expect(answers.filter((answer) => answer.admitted)).toHaveLength(PASSWORD_CHANGE_ATTEMPTS);
  expect((await admitPasswordChange(counter, 'account-2')).admitted).toBe(true);
});

it('keys by client and normalised e-mail', () => {
  expect(loginThrottleKey('1.2.3.4', ' Admin@Example.com ')).toBe('login|1.2.3.4|admin@example.com');
  expect(loginAccountKey(' Admin@Example.com ')).toBe('login-account|admin@example.com');
});
