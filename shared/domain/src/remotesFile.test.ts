import { addressProblems, hasCanary, isManifestUrl, isOrigin, parseRemotesFile, pickEntry, type CanaryAddress } from './remotesFile';

const canary: CanaryAddress = {
  stable: 'https://cdn.example/checkout/1.0/mf-manifest.json',
  canary: 'https://cdn.example/checkout/1.1/mf-manifest.json',
  canaryPercent: 10,
};

describe('pickEntry', () => {
  it('gives the one URL of a plain address to every bucket, as stable', () => {
    for (const bucket of [0, 50, 99])
      expect(pickEntry('/a/mf-manifest.json', bucket)).toEqual({ channel: 'stable', entry: '/a/mf-manifest.json' });
  });

  it('gives the canary to the buckets below canaryPercent, the stable release to the rest', () => {
    expect(pickEntry(canary, 0)).toEqual({ channel: 'canary', entry: canary.canary });
    expect(pickEntry(canary, 9)).toEqual({ channel: 'canary', entry: canary.canary });
    expect(pickEntry(canary, 10)).toEqual({ channel: 'stable', entry: canary.stable });
    expect(pickEntry(canary, 99)).toEqual({ channel: 'stable', entry: canary.stable });
  });

  it('sends exactly canaryPercent of the 100 buckets to the canary, from 0 to 100', () => {
    for (const canaryPercent of [0, 1, 10, 50, 99, 100]) {
      const buckets = Array.from({ length: 100 }, (_, bucket) => pickEntry({ ...canary, canaryPercent }, bucket).channel);
      expect(buckets.filter((channel) => channel === 'canary')).toHaveLength(canaryPercent);
    }
  });

  it('keeps a visitor on the canary as the percent grows', () => {
    const onCanary = (percent: number) =>
      Array.from({ length: 100 }, (_, b) => b).filter((b) => pickEntry({ ...canary, canaryPercent: percent }, b).channel === 'canary');
    expect(onCanary(25)).toEqual(expect.arrayContaining(onCanary(10)));
  });
});

describe('isManifestUrl', () => {
  it.each(['https://cdn.example/mf-manifest.json', 'http://localhost:3002/mf-manifest.json', '/checkout/mf-manifest.json'])(
    'takes %s',
    (url) => {
      expect(isManifestUrl(url)).toBe(true);
    },
  );

  it.each([
    '',
    'mf-manifest.json',
    '//cdn.example/x.json',
    'ftp://cdn.example/x.json',
    'javascript:alert(1)',
    'https://a b/x',
    'https://',
    42,
    null,
  ])('refuses %p', (url) => {
    expect(isManifestUrl(url)).toBe(false);
  });
});

describe('isOrigin', () => {
  it.each(['http://localhost:3902', 'https://preview.example.com', 'https://[::1]:8443'])('takes %s', (origin) => {
    expect(isOrigin(origin)).toBe(true);
  });

  it.each([
    'https://preview.example.com/',
    'https://preview.example.com/x',
    'HTTPS://Preview.example.com',
    'ftp://a.example',
    'null',
    '',
    3,
  ])('refuses %p', (origin) => {
    expect(isOrigin(origin)).toBe(false);
  });
});

describe('parseRemotesFile', () => {
  it('reads the plain form and the canary form', () => {
    const value = {
      brand: 'Evently',
      remotes: {
        storefront: 'http://localhost:3001/mf-manifest.json',
        checkout: { ...canary, autoRollback: { factor: 2, minSample: 200 } },
      },
    };
    expect(parseRemotesFile(value)).toEqual({ file: value, problems: [] });
  });

  it('leaves out a remote with a bad address and says why, keeping the others', () => {
    const { file, problems } = parseRemotesFile({
      remotes: { storefront: '/s/mf-manifest.json', checkout: { ...canary, canaryPercent: 101 }, bookings: 7 },
    });
    expect(file).toEqual({ remotes: { storefront: '/s/mf-manifest.json' } });
    expect(problems).toEqual([
      'checkout: canaryPercent is a whole number from 0 to 100 (101)',
      'bookings: the address is a URL or an object { stable, canary, canaryPercent }',
    ]);
  });

  it('reads the origins a member may override a remote from', () => {
    const value = { remotes: {}, overrideOrigins: ['http://localhost:3902', 'https://preview.example.com'] };
    expect(parseRemotesFile(value)).toEqual({ file: value, problems: [] });
  });

  it('leaves out an override origin that is not one, and says why', () => {
    const { file, problems } = parseRemotesFile({
      remotes: {},
      overrideOrigins: ['https://preview.example.com', 'https://preview.example.com/', 'localhost:3902', 7],
    });
    expect(file.overrideOrigins).toEqual(['https://preview.example.com']);
    expect(problems).toEqual([
      'overrideOrigins: "https://preview.example.com/" is not an origin like https://preview.example.com',
      'overrideOrigins: "localhost:3902" is not an origin like https://preview.example.com',
      'overrideOrigins: 7 is not an origin like https://preview.example.com',
    ]);
    expect(parseRemotesFile({ remotes: {}, overrideOrigins: 'https://preview.example.com' })).toEqual({
      file: { remotes: {} },
      problems: ['overrideOrigins is a list of origins'],
    });
  });

  it('refuses a file without a remotes object', () => {
    expect(parseRemotesFile({ brand: 'x' }).problems).toEqual(['remotes.json is an object with a "remotes" object']);
    expect(parseRemotesFile(null).file).toEqual({ remotes: {} });
  });
});

describe('addressProblems', () => {
  it.each<[string, unknown, string[]]>([
    ['a missing canary', { stable: '/a.json', canaryPercent: 5 }, ['x: canary is not an http(s) URL or a /path (missing)']],
    ['a fractional percent', { ...canary, canaryPercent: 2.5 }, ['x: canaryPercent is a whole number from 0 to 100 (2.5)']],
    ['a percent as text', { ...canary, canaryPercent: '10' }, ['x: canaryPercent is a whole number from 0 to 100 ("10")']],
    ['an unknown key', { ...canary, weight: 3 }, ["x: unknown key 'weight'"]],
    ['a rollback factor of 1', { ...canary, autoRollback: { factor: 1, minSample: 10 } }, ['x: autoRollback.factor is a number above 1']],
    [
      'a rollback sample of 0',
      { ...canary, autoRollback: { factor: 2, minSample: 0 } },
      ['x: autoRollback.minSample is a whole number from 1'],
    ],
    ['a bad plain URL', 'not a url', ["x: 'not a url' is not an http(s) URL or a /path"]],
  ])('finds %s', (_, address, problems) => {
    expect(addressProblems('x', address)).toEqual(problems);
  });
});

it('hasCanary is true only when some remote has the object form', () => {
  expect(hasCanary({ a: '/a.json', b: '/b.json' })).toBe(false);
  expect(hasCanary({ a: '/a.json', b: canary })).toBe(true);
});
