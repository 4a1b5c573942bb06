import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { remotes, shell, type AppEntry } from '../../apps';
import { parseRemotesFile, type RemotesFile } from '@shared/domain/remotes';
import { frontApps, manifestProblems, remoteApps, repoRoot, shellApp } from '../apps';
import { publishedAppsDeclaration } from '../remote-types';
import { remotesEnv, writeRemotesFile, writeRunRemotesFile } from '../remotes-file';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

describe('the list of apps', () => {
  it('has no problems', () => {
    expect(manifestProblems([shell, ...remotes])).toEqual([]);
  });

  it.each<[string, AppEntry[], string]>([
    [
      'a name that cannot be a variable',
      [{ name: 'Event-Hub', folder: 'x', portOffset: 9 }],
      'Event-Hub: a name is lower case letters, digits and underscores',
    ],
    ['a taken name', [{ name: 'settings', folder: 'x', portOffset: 9 }], 'settings: name settings is taken by another app'],
    ['a taken folder', [{ name: 'x', folder: 'remotes/settings', portOffset: 9 }], 'x: folder remotes/settings is taken by another app'],
    ['a taken port', [{ name: 'x', folder: 'x', portOffset: 6 }], 'x: portOffset 6 is taken by another app'],
    ['a negative port offset', [{ name: 'x', folder: 'x', portOffset: -1 }], 'x: the port offset is a whole number from 0'],
    ['a name taken for canaries', [{ name: 'x_canary', folder: 'x', portOffset: 9 }], 'x_canary: a name does not end in _canary'],
  ])('finds %s', (_, added, problem) => {
    expect(manifestProblems([shell, ...remotes, ...added])).toEqual([problem]);
  });

  it('is what the scripts build and serve, each app in its folder', () => {
    expect(shellApp).toEqual({ name: 'shell', dir: join(repoRoot, 'shell'), portOffset: 0 });
    expect(remoteApps).toEqual(
      remotes.map((remote) => ({ name: remote.name, dir: join(repoRoot, remote.folder), portOffset: remote.portOffset })),
    );
    for (const app of frontApps) expect(existsSync(join(app.dir, 'rspack.config.ts'))).toBe(true);
  });
});

/** The remotes.json the nginx image writes with the remotes where `npm start` serves them, and `extra` variables. */
function writeNginxRemotesFile(extra: Record<string, string>): { file: RemotesFile; warnings: string } {
  const dir = mkdtempSync(join(tmpdir(), 'remotes-json-'));
  try {
    const result = spawnSync('sh', [join(repoRoot, 'docker/nginx/write-remotes-json.sh')], {
      env: { PATH: process.env.PATH, ...remotesEnv(3000, 'localhost', {}), ...extra, REMOTES_JSON_PATH: join(dir, 'remotes.json') },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    const file = JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8')) as RemotesFile;
    return { file, warnings: result.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('files derived from the list of apps', () => {
  it('remotes.json names every remote where `npm start` serves it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'remotes-json-'));
    try {
      writeRemotesFile(dir, 3000, 'localhost', { PATH: process.env.PATH });
      const file = JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8')) as { brand: string; remotes: Record<string, string> };
      expect(file.brand).toBe('Evently');
      expect(file.remotes).toEqual(
        Object.fromEntries(remotes.map((remote) => [remote.name, `http://localhost:${3000 + remote.portOffset}/mf-manifest.json`])),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('`npm start` writes its remotes.json at REMOTES_JSON_PATH when set (the file its API watches and the release command edits), else in a folder of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'remotes-json-'));
    try {
      const named = join(dir, 'site.json');
      expect(writeRunRemotesFile(3000, 'localhost', { PATH: process.env.PATH, REMOTES_JSON_PATH: named })).toBe(named);
      expect(parseRemotesFile(JSON.parse(readFileSync(named, 'utf8'))).problems).toEqual([]);
      const own = writeRunRemotesFile(3000, 'localhost', { PATH: process.env.PATH });
      expect(own).toMatch(/events-site-.*[\\/]remotes\.json$/);
      expect(readFileSync(own, 'utf8')).toBe(readFileSync(named, 'utf8'));
      rmSync(dirname(own), { recursive: true, force: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the nginx image's remotes.json names a remote it has never heard of, from its variable alone", () => {
    const dir = mkdtempSync(join(tmpdir(), 'remotes-json-'));
    try {
      execFileSync('sh', [join(repoRoot, 'docker/nginx/write-remotes-json.sh')], {
        env: {
          PATH: process.env.PATH,
          ...remotesEnv(3000, 'localhost', {}),
          REMOTE_SCRATCH_AREA_URL: 'https://scratch.example/mf-manifest.json',
          REMOTES_JSON_PATH: join(dir, 'remotes.json'),
        },
        stdio: 'ignore',
      });
      const file = JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8')) as { remotes: Record<string, string> };
      expect(Object.keys(file.remotes).sort()).toEqual([...remotes.map((remote) => remote.name), 'scratch_area'].sort());
      expect(file.remotes.scratch_area).toBe('https://scratch.example/mf-manifest.json');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("the nginx image's remotes.json gives a remote a canary from REMOTE_<NAME>_CANARY_URL and _CANARY_PERCENT", () => {
    const stable = 'https://cdn.example/checkout/1.0/mf-manifest.json';
    const canary = 'https://cdn.example/checkout/1.1/mf-manifest.json';
    const write = (extra: Record<string, string>) => writeNginxRemotesFile({ REMOTE_CHECKOUT_URL: stable, ...extra });

    it('in the object form the shell reads, the other remotes as they were', () => {
      const { file, warnings } = write({ REMOTE_CHECKOUT_CANARY_URL: canary, REMOTE_CHECKOUT_CANARY_PERCENT: '10' });
      expect(file.remotes.checkout).toEqual({ stable, canary, canaryPercent: 10 });
      expect(parseRemotesFile(file).problems).toEqual([]);
      expect(Object.keys(file.remotes).sort()).toEqual(remotes.map((remote) => remote.name).sort());
      expect(file.remotes.storefront).toBe('http://localhost:3001/mf-manifest.json');
      expect(warnings).toBe('');
    });

    it.each(['0', '100', '007'])('with a percent of %s', (percent) => {
      expect(write({ REMOTE_CHECKOUT_CANARY_URL: canary, REMOTE_CHECKOUT_CANARY_PERCENT: percent }).file.remotes.checkout).toEqual({
        stable,
        canary,
        canaryPercent: Number(percent),
      });
    });

    it.each(['', '101', '1000', '-5', '10.5', 'ten'])('left out, with a warning, for a percent of %p', (percent) => {
      const { file, warnings } = write({ REMOTE_CHECKOUT_CANARY_URL: canary, REMOTE_CHECKOUT_CANARY_PERCENT: percent });
      expect(file.remotes.checkout).toBe(stable);
      expect(warnings).toContain('REMOTE_CHECKOUT_CANARY_PERCENT is not a whole number from 0 to 100');
    });

    it('left out, with a warning, without its percent', () => {
      const { file, warnings } = write({ REMOTE_CHECKOUT_CANARY_URL: canary });
      expect(file.remotes.checkout).toBe(stable);
      expect(warnings).toContain('REMOTE_CHECKOUT_CANARY_PERCENT is not a whole number');
    });

    it('not taken for a remote of its own, even without its stable release', () => {
      const { file, warnings } = write({ REMOTE_SCRATCH_CANARY_URL: canary, REMOTE_SCRATCH_CANARY_PERCENT: '5' });
      expect(Object.keys(file.remotes).sort()).toEqual(remotes.map((remote) => remote.name).sort());
      expect(warnings).toContain('REMOTE_SCRATCH_CANARY_URL is left out: there is no REMOTE_SCRATCH_URL');
    });

    it('passed on by `npm start` when set', () => {
      expect(remotesEnv(3000, 'localhost', { REMOTE_CHECKOUT_CANARY_URL: canary, REMOTE_CHECKOUT_CANARY_PERCENT: '10' })).toMatchObject({
        REMOTE_CHECKOUT_CANARY_URL: canary,
        REMOTE_CHECKOUT_CANARY_PERCENT: '10',
      });
      expect(Object.keys(remotesEnv(3000, 'localhost', {})).filter((key) => key.includes('CANARY'))).toEqual([]);
    });
  });

  describe("the nginx image's remotes.json lists OVERRIDE_ORIGINS as overrideOrigins", () => {
    it('split on spaces and commas, in the form the shell reads', () => {
      const { file, warnings } = writeNginxRemotesFile({ OVERRIDE_ORIGINS: 'http://localhost:3902, https://preview.example.com' });
      expect(file.overrideOrigins).toEqual(['http://localhost:3902', 'https://preview.example.com']);
      expect(parseRemotesFile(file).problems).toEqual([]);
      expect(warnings).toBe('');
    });

    it.each([
      'https://preview.example.com/',
      'https://preview.example.com/checkout',
      'preview.example.com',
      'ftp://preview.example.com',
      'https://"x"',
    ])('leaves out %p with a warning', (origin) => {
      const { file, warnings } = writeNginxRemotesFile({ OVERRIDE_ORIGINS: `http://localhost:3902 ${origin}` });
      expect(file.overrideOrigins).toEqual(['http://localhost:3902']);
      expect(warnings).toContain(`'${origin}' in OVERRIDE_ORIGINS is left out`);
    });

    it('writes none when unset, and `npm start` passes it on only when set', () => {
      expect(writeNginxRemotesFile({}).file).not.toHaveProperty('overrideOrigins');
      expect(remotesEnv(3000, 'localhost', {})).not.toHaveProperty('OVERRIDE_ORIGINS');
      expect(remotesEnv(3000, 'localhost', { OVERRIDE_ORIGINS: 'http://localhost:3902' }).OVERRIDE_ORIGINS).toBe('http://localhost:3902');
    });
  });

  it("the shell's type contract lists every remote's App", () => {
    const declaration = publishedAppsDeclaration(remotes.map((remote) => remote.name));
    for (const remote of remotes) expect(declaration).toContain(`  ${remote.name}: typeof import('${remote.name}/App').default;\n`);
  });
});

// These files cannot import the list, so they are checked against it: a remote added to apps.ts
// and not here fails this test, which says what to add.
describe('files kept in step with the list of apps', () => {
  it("tsconfig.json maps each remote's published types, and nothing else", () => {
    const { paths } = (JSON.parse(read('tsconfig.json')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions;
    expect(paths).toEqual(Object.fromEntries(remotes.map((remote) => [`${remote.name}/*`, [`./shell/@mf-types/${remote.name}/*`]])));
  });

  describe('docker/compose.yaml', () => {
    const compose = read('docker/compose.yaml');

    it('builds every app from its folder and publishes it on its port', () => {
      const services = compose.split(/\n(?= {2}[a-z][a-z0-9-]*:\n)/);
      const published = Object.fromEntries(
        services.flatMap((service) => {
          const folder = /APP_DIR: ([\w/-]+)/.exec(service)?.[1];
          const port = /ports: \["(\d+):80"\]/.exec(service)?.[1];
          return folder ? [[folder, Number(port)]] : [];
        }),
      );
      expect(published).toEqual(Object.fromEntries([shell, ...remotes].map((app) => [app.folder, 3000 + app.portOffset])));
    });

    it('tells the shell where each remote is by default, and nothing else', () => {
      const variables = [...compose.matchAll(/(REMOTE_[A-Z0-9_]+_URL): \$\{(\w+):-http:\/\/localhost:(\d+)\/mf-manifest\.json\}/g)].map(
        ([, name, fallbackName, port]) => [name, fallbackName, Number(port)],
      );
      expect(variables).toEqual(
        remotes.map((remote) => {
          const name = `REMOTE_${remote.name.toUpperCase()}_URL`;
          return [name, name, 3000 + remote.portOffset];
        }),
      );
      expect(compose.match(/^\s+REMOTE_\w+_URL:/gm)).toHaveLength(remotes.length);
    });
  });
});
