import { allowedOverrides, decideOverride } from './override';
import { overrideKeyPrefix, storedOverrides } from './overrideStorage';

const allowed = ['http://localhost:3902', 'https://preview.example.com'];
const page = 'https://events.example.com/parties';
const member = { id: 'a1', email: 'ann@example.com', name: 'Ann', role: 'CHECK_IN' };

function signIn() {
  localStorage.setItem('persist:root', JSON.stringify({ auth: { isAuthenticated: true, token: 'tok', user: member } }));
}

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('decideOverride', () => {
  it('takes a manifest on an allowlisted origin', () => {
    expect(decideOverride('http://localhost:3902/mf-manifest.json', allowed, page)).toEqual({
      entry: 'http://localhost:3902/mf-manifest.json',
    });
    expect(decideOverride('https://preview.example.com/checkout/pr-12/mf-manifest.json', allowed, page)).toEqual({
      entry: 'https://preview.example.com/checkout/pr-12/mf-manifest.json',
    });
  });

  it('refuses any other origin, another port or scheme of an allowed host included', () => {
    for (const value of [
      'https://evil.example/mf-manifest.json',
      'http://localhost:3903/mf-manifest.json',
      'http://preview.example.com/mf-manifest.json',
      'https://preview.example.com.evil.example/mf-manifest.json',
    ]) {
      expect(decideOverride(value, allowed, page)).toEqual({ reason: expect.stringContaining("is not in remotes.json's overrideOrigins") });
    }
  });

  it("reads a /path on the page's own origin, allowed only when that origin is listed", () => {
    expect(decideOverride('/preview/mf-manifest.json', allowed, page)).toEqual({
      reason: "https://events.example.com is not in remotes.json's overrideOrigins (http://localhost:3902, https://preview.example.com)",
    });
    expect(decideOverride('/preview/mf-manifest.json', ['https://events.example.com'], page)).toEqual({
      entry: 'https://events.example.com/preview/mf-manifest.json',
    });
  });

  it('refuses what is not an http(s) URL, and says so when nothing is allowed', () => {
    expect(decideOverride('javascript:alert(1)', allowed, page)).toEqual({ reason: "'javascript:alert(1)' is not an http(s) URL" });
    expect(decideOverride('http://[::1', allowed, page)).toEqual({ reason: "'http://[::1' is not a URL" });
    expect(decideOverride('https://preview.example.com/mf-manifest.json', [], page)).toEqual({
      reason: "https://preview.example.com is not in remotes.json's overrideOrigins (none)",
    });
  });
});

describe('allowedOverrides', () => {
  const stored = (values: Record<string, string>) => Object.entries(values).map(([remote, value]) => ({ remote, value }));
  const allow = (values: Record<string, string>) => {
    for (const [remote, value] of Object.entries(values)) localStorage.setItem(overrideKeyPrefix + remote, value);
    return allowedOverrides(stored(values), allowed, localStorage, page);
  };

  it("applies a signed-in member's allowlisted override, of any role", () => {
    signIn();
    expect(allow({ checkout: 'http://localhost:3902/mf-manifest.json' })).toEqual({ checkout: 'http://localhost:3902/mf-manifest.json' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores a value found while nobody is signed in, and removes it so a later sign-in does not apply it', () => {
    expect(allow({ checkout: 'http://localhost:3902/mf-manifest.json' })).toEqual({});
    expect(localStorage.getItem(`${overrideKeyPrefix}checkout`)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Remote override of checkout removed: overrides apply only while a member is signed in');
    signIn();
    expect(storedOverrides(['checkout'])).toEqual([]);
  });

  it('ignores a non-allowlisted origin with a warning naming it, and keeps the others', () => {
    signIn();
    expect(
      allow({ storefront: 'https://evil.example/mf-manifest.json', checkout: 'https://preview.example.com/mf-manifest.json' }),
    ).toEqual({ checkout: 'https://preview.example.com/mf-manifest.json' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Remote override of storefront ignored: https:\/\/evil\.example is not in/));
  });
});
