import { registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyAnswer } from '@shared/api/early';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchRemotesFile, forgetArea, overriddenRemotes, registerAll, remoteRelease } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@shared/api/early', () => ({ takeEarlyAnswer: jest.fn(() => undefined) }));

const checkout = {
  stable: 'https://cdn.example/checkout/1/mf-manifest.json',
  canary: 'https://cdn.example/checkout/2/mf-manifest.json',
  canaryPercent: 10,
};
const remotes = { storefront: 'http://localhost:3001/mf-manifest.json', checkout };

beforeEach(() => jest.mocked(registerRemotes).mockClear());

describe('registerAll', () => {
  it('registers the canary for a visitor whose bucket is below canaryPercent, and remembers it', () => {
    registerAll({ remotes }, {}, () => 9);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'storefront', entry: remotes.storefront },
      { name: 'checkout', entry: checkout.canary },
    ]);
    expect(remoteRelease('checkout')).toEqual({ channel: 'canary', entry: checkout.canary });
    expect(remoteRelease('storefront')).toEqual({ channel: 'stable', entry: remotes.storefront });
  });

  it('registers the stable release for the other buckets', () => {
    registerAll({ remotes }, {}, () => 10);
    expect(remoteRelease('checkout')).toEqual({ channel: 'stable', entry: checkout.stable });
  });

  it('reads no bucket when no remote has a canary', () => {
    const bucket = jest.fn(() => 0);
    registerAll({ remotes: { storefront: remotes.storefront } }, {}, bucket);
    expect(bucket).not.toHaveBeenCalled();
    expect(remoteRelease('checkout')).toBeUndefined();
  });

  it("registers a member's override instead of the remote's release, and names it for the banner", () => {
    const preview = 'https://preview.example.com/checkout/mf-manifest.json';
    registerAll({ remotes }, { checkout: preview }, () => 0);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'storefront', entry: remotes.storefront },
      { name: 'checkout', entry: preview },
    ]);
    expect(remoteRelease('checkout')).toEqual({ channel: 'override', entry: preview });
    expect(overriddenRemotes()).toEqual([{ remote: 'checkout', entry: preview }]);
  });

  it('registers again, after a failed load, the release this visitor was given', () => {
    registerAll({ remotes }, {}, () => 0);
    jest.mocked(registerRemotes).mockClear();
    forgetArea('checkout');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'checkout', entry: checkout.canary }], { force: true });
  });
});

describe('fetchRemotesFile', () => {
  // The answer index.html started for /remotes.json.
  const answer = (body: unknown) =>
    jest.mocked(takeEarlyAnswer).mockReturnValueOnce(Promise.resolve({ ok: true, status: 200, json: async () => body } as Response));
  afterEach(() => jest.restoreAllMocks());

  it('reads both forms of address', async () => {
    answer({ brand: 'Evently', remotes });
    await expect(fetchRemotesFile()).resolves.toEqual({ brand: 'Evently', remotes });
  });

  it('leaves out a remote whose address is bad, and logs why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ remotes: { ...remotes, checkout: { ...checkout, canaryPercent: 'ten' } } });
    await expect(fetchRemotesFile()).resolves.toEqual({ remotes: { storefront: remotes.storefront } });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('checkout: canaryPercent is a whole number from 0 to 100'));
  });
});

it("index.html's early requests leave a remote with a canary to the shell", () => {
  const html = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
  const skip = html.indexOf("if (typeof file.remotes[remote] !== 'string') return;");
  expect(skip).toBeGreaterThan(-1);
  // The check comes before the manifest's address is made from the entry.
  expect(skip).toBeLessThan(html.indexOf('var manifest = new URL(file.remotes[remote], location.href).href;'));
});
