import { memberOverrides, overrideKeyPrefix, resetOverride, storedOverrides } from './overrideStorage';

const member = { id: 'a1', email: 'ann@example.com', name: 'Ann', role: 'FINANCE' };

afterEach(() => localStorage.clear());

describe('storedOverrides', () => {
  it("reads the override of each of the site's remotes, and no other key", () => {
    localStorage.setItem(`${overrideKeyPrefix}checkout`, 'http://localhost:3902/mf-manifest.json');
    localStorage.setItem(`${overrideKeyPrefix}other`, 'http://localhost:3909/mf-manifest.json');
    expect(storedOverrides(['storefront', 'checkout'])).toEqual([{ remote: 'checkout', value: 'http://localhost:3902/mf-manifest.json' }]);
  });

  it('finds none in a browser that refuses storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(storedOverrides(['checkout'])).toEqual([]);
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('memberOverrides', () => {
  it('is empty without a stored override', async () => {
    await expect(memberOverrides(['checkout'], ['http://localhost:3902'])).resolves.toEqual({});
  });

  it("gives a signed-in member's stored override on an allowed origin", async () => {
    localStorage.setItem('persist:root', JSON.stringify({ auth: { isAuthenticated: true, token: 'tok', user: member } }));
    localStorage.setItem(`${overrideKeyPrefix}checkout`, 'http://localhost:3902/mf-manifest.json');
    await expect(memberOverrides(['storefront', 'checkout'], ['http://localhost:3902'])).resolves.toEqual({
      checkout: 'http://localhost:3902/mf-manifest.json',
    });
  });
});

it('resetOverride forgets the one remote', () => {
  localStorage.setItem(`${overrideKeyPrefix}checkout`, 'http://localhost:3902/mf-manifest.json');
  localStorage.setItem(`${overrideKeyPrefix}storefront`, 'http://localhost:3902/mf-manifest.json');
  resetOverride('checkout');
  expect(storedOverrides(['checkout', 'storefront'])).toEqual([{ remote: 'storefront', value: 'http://localhost:3902/mf-manifest.json' }]);
});
