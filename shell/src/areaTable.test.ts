import { isUnder, paths } from '@shared/domain';
import { adminRoot, remotes, type RemoteEntry } from '../../apps';
import { areaTable, earlyRequestParameters, underAnyPattern } from '../area-table';

/** A new public remote (the storefront's settings under another name), changed by `entry`. */
const scratch = (entry: Partial<RemoteEntry>): RemoteEntry => {
  const storefront = remotes.find((remote) => remote.name === 'storefront')!;
  return {
    ...storefront,
    name: 'scratch_area',
    folder: 'remotes/scratch-area',
    portOffset: 8,
    routes: ['/scratch-page'],
    label: 'scratch area',
    ...entry,
  };
};

describe('the routes the list of apps gives each remote', () => {
  const routesOf = (name: string) => remotes.find((remote) => remote.name === name)?.routes;

  it('are the routes of @shared/domain', () => {
    expect(adminRoot).toBe(paths.admin.root);
    const kinds = ['experiences', 'parties'] as const;
    expect([...routesOf('checkout')!].sort()).toEqual(
      kinds.flatMap((kind) => [paths.checkOut(kind), paths.confirmation(kind), paths.redirect(kind), paths.paymentSuccess(kind)]).sort(),
    );
    expect(routesOf('payments')).toEqual([paths.admin.dashboard, paths.admin.payments, paths.admin.orders]);
    expect(routesOf('event_hub')).toEqual([paths.admin.events]);
    expect(routesOf('merchandise')).toEqual([paths.admin.merchandise]);
    expect(routesOf('settings')).toEqual([paths.admin.settings]);
    expect(routesOf('storefront')).toEqual([paths.home]);
    expect(routesOf('bookings')).toEqual([paths.findBooking]);
  });

  it('sort into admin areas, public areas and the home area, with their labels and frames', () => {
    const table = areaTable(remotes);
    expect(table.home).toEqual({ remote: 'storefront', label: 'storefront', prefixes: ['/'], withoutMui: true });
    expect(table.public.map((area) => area.remote)).toEqual(['checkout', 'bookings']);
    expect(table.public[0]).not.toHaveProperty('withoutMui');
    expect(table.admin.map((area) => [area.remote, area.label])).toEqual([
      ['event_hub', 'event hub'],
      ['merchandise', 'merchandise'],
      ['payments', 'dashboard and payments'],
      ['settings', 'settings'],
    ]);
  });
});

describe('a remote added to the list of apps', () => {
  it('gets a public area, and index.html leaves its paths to the shell', () => {
    const table = areaTable([...remotes, scratch({})]);
    expect(table.public).toContainEqual({ remote: 'scratch_area', label: 'scratch area', prefixes: ['/scratch-page'], withoutMui: true });
    const pattern = new RegExp(earlyRequestParameters(table).notHomePattern);
    expect(pattern.test('/scratch-page')).toBe(true);
    expect(pattern.test('/scratch-page/inner')).toBe(true);
    expect(pattern.test('/scratch-pages')).toBe(false);
    expect(pattern.test('/experiences')).toBe(false);
  });

  it('gets an admin area', () => {
    const table = areaTable([...remotes, scratch({ access: 'admin', routes: ['/admin/scratch'], muiFree: false })]);
    expect(table.admin).toContainEqual({ remote: 'scratch_area', label: 'scratch area', prefixes: ['/admin/scratch'] });
  });

  it.each<[string, Partial<RemoteEntry>, RegExp]>([
    [
      'an admin route outside /admin',
      { access: 'admin', routes: ['/scratch'] },
      /scratch_area: route '\/scratch' is admin, so it must be under \/admin/,
    ],
    [
      'a public route under /admin',
      { routes: ['/admin/scratch'] },
      /scratch_area: route '\/admin\/scratch' is public, so it must not be under \/admin/,
    ],
    [
      'a route inside another remote’s',
      { access: 'admin', routes: ['/admin/events/special'] },
      /scratch_area: route '\/admin\/events\/special' overlaps event_hub's '\/admin\/events'/,
    ],
    [
      'a route around another remote’s',
      { routes: ['/parties'] },
      /scratch_area: route '\/parties' overlaps checkout's '\/parties\/check-out'/,
    ],
    ['a second home', { routes: ['/'] }, /exactly one public remote owns '\/' \(found 2\)/],
    ['a trailing slash', { routes: ['/scratch/'] }, /route '\/scratch\/' is not a path like \/a\/b/],
  ])('is refused with %s', (_, entry, message) => {
    expect(() => areaTable([...remotes, scratch(entry)])).toThrow(message);
  });

  it('is refused when no remote owns the home page', () => {
    expect(() => areaTable(remotes.filter((remote) => remote.name !== 'storefront'))).toThrow(
      /exactly one public remote owns '\/' \(found 0\)/,
    );
  });
});

describe('underAnyPattern', () => {
  const prefixes = ['/admin', '/a/b', '/a/c.d', '/a/b/c', '/x/y/z'];
  const pattern = new RegExp(underAnyPattern(prefixes));

  it('is short: prefixes sharing a segment share it, and a prefix covers what is below it', () => {
    expect(underAnyPattern(prefixes)).toBe('^\\/(admin|a\\/(b|c\\.d)|x\\/y\\/z)(\\/|$)');
  });

  it.each([
    '/',
    '/admin',
    '/admin/',
    '/admin/x',
    '/administrator',
    '/a',
    '/a/b',
    '/a/bc',
    '/a/b/c/d',
    '/a/c.d',
    '/a/cxd',
    '/x/y',
    '/x/y/z/w',
    '/b/a',
  ])('agrees with isUnder on %s', (path) => {
    expect(pattern.test(path)).toBe(prefixes.some((prefix) => isUnder(path, prefix)));
  });

  it('matches everything for "/" and nothing for no prefix', () => {
    expect(new RegExp(underAnyPattern(['/'])).test('/anything')).toBe(true);
    expect(new RegExp(underAnyPattern([])).test('/')).toBe(false);
  });
});
