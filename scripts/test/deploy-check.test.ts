import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runDeployCheck, skewProblems, type Build } from '../deploy-check';

// An environment on disk: the shell's build and remotes.json at the site's root, the remotes'
// manifests under it, and a new settings build in a dist folder of its own.
let site: string;
let dist: string;
let out: { log: jest.Mock; error: jest.Mock; warn: jest.Mock };

const shared = (name: string, version: string, requiredVersion = `^${version}`) => ({
  id: `x:${name}`,
  name,
  version,
  singleton: true,
  requiredVersion,
});
const manifest = (...entries: ReturnType<typeof shared>[]) => ({ id: 'x', name: 'x', metaData: {}, exposes: [], shared: entries });
const write = (path: string, body: unknown) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(body));
};
const printed = (mock: jest.Mock) => mock.mock.calls.map((call) => call.join(' ')).join('\n');

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  dist = join(site, 'new-settings');
  out = { log: jest.fn(), error: jest.fn(), warn: jest.fn() };
  write(
    join(site, 'mf-manifest.json'),
    manifest(shared('@shared/api', '1.2.0'), shared('@shared/store', '1.0.0'), shared('react', '19.3.1')),
  );
  write(join(site, 'checkout/mf-manifest.json'), manifest(shared('@shared/api', '1.1.0'), shared('react', '19.3.1')));
  write(join(site, 'remotes.json'), { remotes: { checkout: '/checkout/mf-manifest.json', settings: '/settings/mf-manifest.json' } });
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

const check = (...extra: string[]) => runDeployCheck(['settings', join(site, 'remotes.json'), '--dist', dist, ...extra], out);

describe('npm run deploy:check', () => {
  it('accepts a build whose @shared/* requirements the shell meets, and says what it checked', async () => {
    write(
      join(dist, 'mf-manifest.json'),
      manifest(shared('@shared/api', '1.2.0'), shared('@shared/store', '1.0.0'), shared('react', '19.3.1')),
    );
    expect(await check()).toBe(0);
    expect(printed(out.log)).toBe(
      [
        `settings can be deployed to ${join(site, 'remotes.json')}, checked against the shell and 1 other release(s):`,
        '- @shared/api: requires ^1.2.0, the shell provides 1.2.0',
        '- @shared/store: requires ^1.0.0, the shell provides 1.0.0',
      ].join('\n'),
    );
  });

  it('refuses a build against a newer major, naming package, range, version and who provides it', async () => {
    write(join(dist, 'mf-manifest.json'), manifest(shared('@shared/api', '2.0.0')));
    expect(await check()).toBe(1);
    const shellManifest = join(site, 'mf-manifest.json');
    expect(printed(out.error)).toBe(
      [
        `settings cannot be deployed to ${join(site, 'remotes.json')}:`,
        `- settings requires @shared/api ^2.0.0, but the shell provides 1.2.0 (${shellManifest})`,
        `- settings provides @shared/api 2.0.0, newer than the shell's 1.2.0, which a page may then run, but the shell requires ^1.2.0 (${shellManifest})`,
        `- settings provides @shared/api 2.0.0, newer than the shell's 1.2.0, which a page may then run, but checkout requires ^1.1.0 (${join(site, 'checkout/mf-manifest.json')})`,
      ].join('\n'),
    );
  });

  it('refuses a build against a newer minor than the shell has', async () => {
    write(join(dist, 'mf-manifest.json'), manifest(shared('@shared/api', '1.3.0')));
    expect(await check()).toBe(1);
    expect(printed(out.error)).toContain('settings requires @shared/api ^1.3.0, but the shell provides 1.2.0');
    // A newer minor breaks no one's ^1.x requirement.
    expect(printed(out.error)).not.toContain('settings provides');
  });

  it("reads http manifests, the canary's too, and names a remote that is down without holding it against the build", async () => {
    const server: Server = createServer((request, response) => {
      const body =
        request.url === '/cdn/checkout-canary/mf-manifest.json'
          ? manifest(shared('@shared/api', '1.2.0', '^1.2.0'), shared('@shared/auth', '1.0.0'))
          : undefined;
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      write(join(site, 'remotes.json'), {
        remotes: {
          checkout: { stable: '/checkout/mf-manifest.json', canary: `${base}/cdn/checkout-canary/mf-manifest.json`, canaryPercent: 10 },
          payments: `${base}/cdn/payments/mf-manifest.json`,
        },
      });
      // The canary brings @shared/auth 1.0.0 and the shell none: the page may run the canary's.
      write(join(dist, 'mf-manifest.json'), manifest(shared('@shared/api', '1.2.0'), shared('@shared/auth', '1.1.0')));
      expect(await check()).toBe(1);
      expect(printed(out.error)).toContain(
        `- settings requires @shared/auth ^1.1.0, but checkout (canary) provides 1.0.0 (${base}/cdn/checkout-canary/mf-manifest.json)`,
      );
      expect(printed(out.warn)).toBe(
        `payments: its manifest could not be read, so it is not checked (${base}/cdn/payments/mf-manifest.json answered 404)`,
      );
    } finally {
      server.close();
    }
  });

  it('takes the shell from --shell, and refuses input it cannot read with exit code 2', async () => {
    write(join(dist, 'mf-manifest.json'), manifest(shared('@shared/api', '2.0.0')));
    write(join(site, 'next-shell/mf-manifest.json'), manifest(shared('@shared/api', '2.0.0')));
    write(join(site, 'checkout/mf-manifest.json'), manifest(shared('@shared/api', '2.0.0')));
    expect(await check('--shell', join(site, 'next-shell/mf-manifest.json'))).toBe(0);

    expect(await runDeployCheck(['nowhere', join(site, 'remotes.json')], out)).toBe(2);
    expect(printed(out.error)).toMatch(/^nowhere is not a remote of apps.ts \(storefront, checkout, /);
    expect(await check('--shell', join(site, 'missing.json'))).toBe(2);
    expect(printed(out.error)).toContain(`There is no ${join(site, 'missing.json')}`);
    expect(await runDeployCheck(['settings'], out)).toBe(2);
    expect(printed(out.error)).toContain('Usage: npm run deploy:check -- <app> <remotes.json file or URL>');
  });
});

describe('skewProblems', () => {
  const build = (app: string, ...entries: ReturnType<typeof shared>[]): Build => ({ app, where: `${app}.json`, shared: entries });

  it('leaves alone third-party packages and problems between the other remotes', () => {
    const shell = build('the shell', shared('@shared/api', '1.0.0'), shared('react', '19.0.0'));
    const others = [build('checkout', shared('@shared/api', '1.5.0')), build('payments', shared('@shared/api', '1.0.0', '^1.4.0'))];
    expect(skewProblems(build('settings', shared('@shared/api', '1.0.0'), shared('react', '20.0.0')), shell, others)).toEqual([]);
  });
});
