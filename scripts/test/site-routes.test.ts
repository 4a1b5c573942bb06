import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '@shared/domain';
import { repoRoot } from '../apps';
import { isSiteRoute, siteRouteSource } from '../site-routes';
import { serveStatic } from '../static-server';

const pages = [
  paths.home,
  paths.experiences,
  `${paths.parties}/`,
  paths.aboutUs,
  paths.checkOut('parties'),
  paths.confirmation('experiences'),
  paths.paymentSuccess('experiences'),
  paths.paymentSuccess('parties'),
  paths.findBooking,
  paths.booking('a1b2c3'),
  paths.admin.root,
  paths.admin.login,
  paths.admin.eventPreview('experiences', '42'),
  paths.admin.merchandiseEdit(7),
  paths.admin.order('9'),
  // A remote adds pages inside its area without a shell release.
  `${paths.admin.settings}/a-new-tab`,
];
const notPages = ['/no-such-page', '/experiences/no-such-page', '/experiencesx', '/admin/no-such-page', '/booking-x', '//'];

describe('the pages of the site', () => {
  it.each(pages)('%s is one', (page) => expect(isSiteRoute(page)).toBe(true));
  it.each(notPages)('%s is not', (path) => expect(isSiteRoute(path)).toBe(false));

  it('are the ones the nginx config answers index.html for', () => {
    const template = readFileSync(join(repoRoot, 'docker/nginx/app.conf.template'), 'utf8');
    const line = `location ~ "${siteRouteSource}" {`;
    // When paths or apps.ts change, this is the line to put in docker/nginx/app.conf.template.
    expect(template.split('\n').map((text) => text.trim())).toContain(line);
  });
});

describe("the shell's static server", () => {
  const root = mkdtempSync(join(tmpdir(), 'site-routes-'));
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Site</title>');
    server = await serveStatic({ root, port: 0, host: '127.0.0.1', spaFallback: true });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the page with 200 for a page of the site', async () => {
    const response = await fetch(`${origin}${paths.checkOut('experiences')}?event=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Site</title>');
  });

  it('answers the page with 404 for any other address, so the site shows its not-found page', async () => {
    const response = await fetch(`${origin}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Site</title>');
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await fetch(`${origin}/missing.12345678.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
