import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isUnder, paths } from '@shared/domain';
import { remotes } from '../../apps';
import { areaTable, earlyRequestParameters } from '../area-table';
import { adminAreaFor, publicAreaFor } from './areas';

const checkoutArea = areaTable(remotes).public.find((area) => area.remote === 'checkout')!;

describe('route ownership', () => {
  it.each([
    ['/admin/dashboard', 'payments'],
    ['/admin/payments', 'payments'],
    ['/admin/events', 'event_hub'],
    ['/admin/events/experiences/preview/abc', 'event_hub'],
    ['/admin/merchandise', 'merchandise'],
    ['/admin/merchandise/orders', 'merchandise'],
    ['/admin/merchandise/item-details/3', 'merchandise'],
    ['/admin/settings', 'settings'],
  ])('%s belongs to %s', (path, remote) => {
    expect(adminAreaFor(path)?.remote).toBe(remote);
  });

  it.each(['/admin', '/admin/unknown', '/admin/eventsx', '/admin/dashboard-old'])('%s belongs to no admin area', (path) => {
    expect(adminAreaFor(path)).toBeUndefined();
  });

  it.each([
    ['/experiences/check-out', 'checkout'],
    ['/parties/check-out', 'checkout'],
    ['/experiences/confirmation', 'checkout'],
    ['/parties/redirect', 'checkout'],
    ['/experiences/payment-success', 'checkout'],
    ['/', 'storefront'],
    ['/experiences', 'storefront'],
    ['/parties', 'storefront'],
    ['/gallery', 'storefront'],
    ['/anything-else', 'storefront'],
  ])('public %s belongs to %s', (path, remote) => {
    expect(publicAreaFor(path).remote).toBe(remote);
  });
});

describe("index.html's early start of a public page's remote", () => {
  const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
  // The build fills the template's pattern in from the list of apps, as rspack.config.ts does.
  const parameters = earlyRequestParameters(areaTable(remotes));
  const pattern = new RegExp(parameters.notHomePattern);
  const otherAreas = JSON.parse(parameters.publicAreas) as [string, string][];

  it('is built from the list of apps', () => {
    expect(html).toContain('var notStorefront = /<%= notHomePattern %>/;');
    expect(html).toContain('var area = <%= publicAreas %>.filter(');
    expect(html).toContain("var remote = area ? area[1] : '<%= homeRemote %>';");
    expect(parameters.homeRemote).toBe('storefront');
    expect(otherAreas.map(([, remote]) => remote)).toEqual(['checkout', 'bookings']);
  });
  const storefrontPage = (path: string) => !isUnder(path, paths.admin.root) && publicAreaFor(path).remote === 'storefront';
  /** The remote index.html's script starts for a path, as it decides; undefined for an admin path. */
  const earlyRemote = (path: string) => {
    const area = otherAreas.find(([source]) => new RegExp(source).test(path));
    if (pattern.test(path) && !area) return undefined;
    return area ? area[1] : parameters.homeRemote;
  };

  const pagePaths = [
    '/',
    '/experiences',
    '/parties',
    '/gallery',
    '/merchandise',
    '/experiences-x',
    '/parties/check-outs',
    '/booking',
    '/booking/abc',
    '/admin',
    '/admin/login',
    '/admin/events',
    '/administrator',
    ...checkoutArea.prefixes,
    ...checkoutArea.prefixes.map((prefix) => `${prefix}/extra`),
  ];
  it.each(pagePaths)('agrees with areas.ts on %s', (path) => {
    expect(!pattern.test(path)).toBe(storefrontPage(path));
  });

  it.each(pagePaths)('starts the remote areas.ts gives %s', (path) => {
    expect(earlyRemote(path)).toBe(isUnder(path, paths.admin.root) ? undefined : publicAreaFor(path).remote);
  });
});
