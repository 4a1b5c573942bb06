import { createTokens } from './tokens';

const admin = { id: '0b6f7c1e-8a53-4c39-9a5e-3f1c2d4b5a69', role: 'owner', tokenVersion: 2 };

afterEach(() => jest.useRealTimers());

it('gives the same claims for a token each time it is shown, the first check and those after', async () => {
  const tokens = createTokens({ secret: 'a secret of at least thirty-two characters', ttlSeconds: 60 });
  const token = await tokens.issue(admin);
  const first = await tokens.verify(token);
  expect(first).toMatchObject({ adminId: admin.id, role: 'owner', version: 2 });
  expect(await tokens.verify(token)).toEqual(first);
});

it('refuses a token once it has expired, though it was accepted before', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: new Date('2026-12-07T10:00:00Z') });
  const tokens = createTokens({ secret: 'a secret of at least thirty-two characters', ttlSeconds: 60 });
  const token = await tokens.issue(admin);
  await expect(tokens.verify(token)).resolves.toMatchObject({ adminId: admin.id });
  jest.setSystemTime(new Date('2026-12-07T10:00:59Z'));
  await expect(tokens.verify(token)).resolves.toMatchObject({ adminId: admin.id });
  jest.setSystemTime(new Date('2026-12-07T10:01:00Z'));
  await expect(tokens.verify(token)).rejects.toThrow();
  await expect(tokens.verify(token)).rejects.toThrow();
});

it('refuses a token changed by one character, or signed with another key, after accepting the genuine one', async () => {
  const tokens = createTokens({ secret: 'a secret of at least thirty-two characters', ttlSeconds: 60 });
  const other = createTokens({ secret: 'another secret of thirty-two characters!', ttlSeconds: 60 });
  const token = await tokens.issue(admin);
  await tokens.verify(token);
  const [header, payload, signature] = token.split('.');
  const changed = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  await expect(tokens.verify(changed)).rejects.toThrow();
  await expect(other.verify(token)).rejects.toThrow();
});

it('keeps accepting every genuine token when more members than it keeps have signed in', async () => {
  const tokens = createTokens({ secret: 'a secret of at least thirty-two characters', ttlSeconds: 60 });
  const issued = await Promise.all(Array.from({ length: 1005 }, () => tokens.issue(admin)));
  for (const token of issued) await tokens.verify(token);
  for (const token of [issued[0], issued[500], issued[1004]])
    await expect(tokens.verify(token)).resolves.toMatchObject({ adminId: admin.id });
});
