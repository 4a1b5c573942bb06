import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRemotesFile } from '@shared/domain/remotes';
import { releasedAddress } from '../../federation/remotes-release';
import { parseReleaseArgs, runRelease } from '../release';

const stable = 'https://cdn.example/checkout/1.0/mf-manifest.json';
const next = 'https://cdn.example/checkout/1.1/mf-manifest.json';
const storefront = 'http://localhost:3001/mf-manifest.json';
const start = { brand: 'Evently', remotes: { storefront, checkout: stable } };

let dir: string;
let file: string;
let out: { log: jest.Mock; error: jest.Mock };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-'));
  file = join(dir, 'remotes.json');
  writeFileSync(file, `${JSON.stringify(start, null, 2)}\n`);
  out = { log: jest.fn(), error: jest.fn() };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (path = file) => JSON.parse(readFileSync(path, 'utf8')) as { brand: string; remotes: Record<string, unknown> };
const run = (...argv: string[]) => runRelease([...argv, '--file', file], {}, out);

describe('npm run release', () => {
  it('ships a canary beside the stable release, changes its share, and promotes it', () => {
    expect(run('checkout', '--canary', next, '--percent', '10')).toBe(0);
    expect(read()).toEqual({ brand: 'Evently', remotes: { storefront, checkout: { stable, canary: next, canaryPercent: 10 } } });
    expect(parseRemotesFile(read()).problems).toEqual([]);
    expect(out.log).toHaveBeenCalledWith(expect.stringContaining(`10% of visitors load the canary ${next}`));

    expect(run('checkout', '--percent', '50')).toBe(0);
    expect(read().remotes.checkout).toEqual({ stable, canary: next, canaryPercent: 50 });

    expect(run('checkout', '--promote')).toBe(0);
    expect(read()).toEqual({ brand: 'Evently', remotes: { storefront, checkout: next } });
  });

  it('rolls a canary back to the stable release', () => {
    run('checkout', '--canary', next, '--percent', '10');
    expect(run('checkout', '--rollback')).toBe(0);
    expect(read()).toEqual(start);
  });

  it('keeps the replaced file as .previous, and --undo puts it back', () => {
    run('checkout', '--canary', next, '--percent', '10');
    run('checkout', '--promote');
    expect(read(`${file}.previous`).remotes.checkout).toEqual({ stable, canary: next, canaryPercent: 10 });

    expect(runRelease(['--undo', '--file', file], {}, out)).toBe(0);
    expect(read().remotes.checkout).toEqual({ stable, canary: next, canaryPercent: 10 });
    // The undone file is the one kept now, so a second undo redoes.
    expect(read(`${file}.previous`).remotes.checkout).toBe(next);
    expect(run('checkout', '--rollback', '--undo')).toBe(0);
    expect(read().remotes.checkout).toBe(next);
  });

  it("keeps the file's other keys, the override origins included", () => {
    const overrideOrigins = ['https://preview.example.com'];
    writeFileSync(file, JSON.stringify({ ...start, overrideOrigins }));
    run('checkout', '--canary', next, '--percent', '10');
    expect(read()).toMatchObject({ brand: 'Evently', overrideOrigins });
    run('checkout', '--promote');
    expect(parseRemotesFile(read())).toEqual({
      file: { ...start, remotes: { storefront, checkout: next }, overrideOrigins },
      problems: [],
    });
  });

  it('leaves no temporary file behind', () => {
    run('checkout', '--canary', next, '--percent', '10');
    expect(existsSync(`${file}.tmp`)).toBe(false);
    expect(existsSync(`${file}.previous.tmp`)).toBe(false);
  });

  it('replacing a canary keeps the stable release, the share when none is given, and autoRollback', () => {
    const autoRollback = { factor: 2, minSample: 100 };
    writeFileSync(file, JSON.stringify({ remotes: { checkout: { stable, canary: next, canaryPercent: 5, autoRollback } } }));
    const third = '/checkout/1.2/mf-manifest.json';
    expect(run('checkout', '--canary', third)).toBe(0);
    expect(read().remotes.checkout).toEqual({ stable, canary: third, canaryPercent: 5, autoRollback });
  });

  it('reads the file from REMOTES_JSON_PATH when --file is not given', () => {
    expect(runRelease(['checkout', '--canary', next, '--percent', '1'], { REMOTES_JSON_PATH: file }, out)).toBe(0);
    expect(read().remotes.checkout).toEqual({ stable, canary: next, canaryPercent: 1 });
  });

  it.each<[string, string[], string]>([
    ['an unknown app', ['shop', '--canary', next, '--percent', '10'], "Unknown app 'shop'"],
    ['the shell', ['shell', '--canary', next, '--percent', '10'], "Unknown app 'shell'"],
    ['a URL that is not one', ['checkout', '--canary', 'not a url', '--percent', '10'], '--canary is the URL'],
    ['a URL of another scheme', ['checkout', '--canary', 'ftp://cdn.example/m.json', '--percent', '10'], '--canary is the URL'],
    ['a percent above 100', ['checkout', '--canary', next, '--percent', '101'], '--percent is a whole number from 0 to 100'],
    ['a negative percent', ['checkout', '--percent=-5'], '--percent is a whole number from 0 to 100'],
    ['a fractional percent', ['checkout', '--canary', next, '--percent', '10.5'], '--percent is a whole number from 0 to 100'],
    ['a percent that is no number', ['checkout', '--percent', 'ten'], '--percent is a whole number from 0 to 100'],
    ['a canary without its share', ['checkout', '--canary', next], 'Say which share of visitors'],
    ['a share without a canary', ['checkout', '--percent', '10'], 'checkout has no canary whose share could change'],
    ['a promotion without a canary', ['checkout', '--promote'], 'checkout has no canary to promote'],
    ['a rollback without a canary', ['checkout', '--rollback'], 'checkout has no canary to roll back'],
    ['an undo with nothing to undo', ['--undo'], 'Nothing to undo'],
    ['no app', ['--promote'], 'Name the app'],
    ['two actions', ['checkout', '--promote', '--rollback'], '--promote and --rollback cannot go together'],
    ['an unknown option', ['checkout', '--canry', next], "Unknown option '--canry'"],
    ['an app with no address yet', ['bookings', '--canary', next, '--percent', '10'], 'bookings has no address in remotes.json'],
  ])('refuses %s with exit code 2, changing nothing', (_, argv, message) => {
    const before = readFileSync(file, 'utf8');
    expect(run(...argv)).toBe(2);
    expect(out.error).toHaveBeenCalledWith(expect.stringContaining(message));
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(`${file}.previous`)).toBe(false);
  });

  it('refuses a file that is not a remotes.json', () => {
    writeFileSync(file, '{ "remotes": [');
    expect(run('checkout', '--rollback')).toBe(2);
    expect(out.error).toHaveBeenCalledWith(expect.stringContaining('remotes.json is not JSON'));
    expect(readFileSync(file, 'utf8')).toBe('{ "remotes": [');
  });

  it('refuses a file that is missing', () => {
    expect(runRelease(['checkout', '--promote', '--file', join(dir, 'none.json')], {}, out)).toBe(2);
    expect(out.error).toHaveBeenCalledWith(expect.stringContaining('No remotes.json at'));
  });
});

describe('parseReleaseArgs', () => {
  it('defaults to the nginx image’s remotes.json', () => {
    expect(parseReleaseArgs(['checkout', '--promote'], {}).file).toBe('/usr/share/nginx/html/remotes.json');
  });

  it('takes --percent 0 and 100', () => {
    expect(parseReleaseArgs(['checkout', '--percent', '0'], {}).command).toEqual({ kind: 'percent', app: 'checkout', percent: 0 });
    expect(parseReleaseArgs(['checkout', '--percent', '100'], {}).command).toEqual({ kind: 'percent', app: 'checkout', percent: 100 });
  });
});

it('releasedAddress refuses to edit an address that is not valid', () => {
  expect(() => releasedAddress({ stable, canaryPercent: 5 }, { kind: 'rollback', app: 'checkout' })).toThrow(
    "checkout's address in remotes.json is not valid",
  );
});

it('releasedAddress rolls back only the canary it was asked to, when it names one', () => {
  const address = { stable, canary: next, canaryPercent: 5 };
  expect(releasedAddress(address, { kind: 'rollback', app: 'checkout', canary: next })).toBe(stable);
  expect(() => releasedAddress(address, { kind: 'rollback', app: 'checkout', canary: '/checkout/1.2/mf-manifest.json' })).toThrow(
    `checkout's canary is now ${next}`,
  );
});
