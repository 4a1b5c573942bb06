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

describe("index.html's early start of the storefront", () => {
  const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
  // The build fills the template's pattern in from the list of apps, as rspack.config.ts does.
  const parameters = earlyRequestParameters(areaTable(remotes));
  const pattern = new RegExp(parameters.notHomePattern);

  it('is built from the list of apps', () => {
    expect(html).toContain('var notStorefront = /<%= notHomePattern %>/;');
    expect(html).toContain('file.remotes.<%= homeRemote %>');
    expect(parameters.homeRemote).toBe('storefront');
  });
  const storefrontPage = (path: string) => !isUnder(path, paths.admin.root) && publicAreaFor(path).remote === 'storefront';

  it.each([
    '/',
    '/experiences',
    '/parties',
    '/gallery',
    '/merchandise',
    '/experiences-x',
    '/parties/check-outs',
    '/admin',
    '/admin/login',
    '/admin/events',
    '/administrator',
    ...checkoutArea.prefixes,
    ...checkoutArea.prefixes.map((prefix) => `${prefix}/extra`),
  ])('agrees with areas.ts on %s', (path) => {
    expect(!pattern.test(path)).toBe(storefrontPage(path));
  });
});
