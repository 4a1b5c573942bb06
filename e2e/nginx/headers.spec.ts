import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { remoteApps } from '../../scripts/apps';
import { siteFromEnv } from '../../scripts/nginx-site';
import { areaPrefixes, pagePatterns } from '../../scripts/site-routes';

const site = siteFromEnv();
/** The app's largest content-hashed script (nginx leaves files under 512 bytes uncompressed). */
const hashedFile = (app: string) => {
  const dir = join(site.dir, 'deploy', app);
  return readdirSync(dir)
    .filter((file) => /\.[0-9a-f]{8}\.js$/.test(file))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
};

test('index.html, client routes and remotes.json are revalidated on every load', async ({ request }) => {
  for (const path of ['/', '/index.html', '/admin/events', '/experiences/check-out?event=x', '/remotes.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  expect((await request.get('/admin/events')).headers()['content-type']).toContain('text/html');
  expect((await request.get('/remotes.json')).headers()['content-type']).toContain('application/json');
});

test('every remote entry and manifest is revalidated and answers CORS', async ({ request }) => {
  for (const app of remoteApps) {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request.get(`http://localhost:${site.shellPort + app.portOffset}/${file}`, {
        headers: { Origin: `http://localhost:${site.shellPort}` },
      });
      expect(response.status(), `${app.name}/${file}`).toBe(200);
      expect(response.headers()['cache-control'], `${app.name}/${file}`).toBe('no-cache');
      expect(response.headers()['access-control-allow-origin'], `${app.name}/${file}`).toBe('*');
    }
  }
});

test('content-hashed files are immutable for a year and served compressed', async ({ request }) => {
  for (const [app, port] of [
    ['shell', site.shellPort],
    ['storefront', site.shellPort + 1],
  ] as const) {
    const response = await request.get(`http://localhost:${port}/${hashedFile(app)}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
  }
});

test('a missing asset is a 404, not the page; the API and uploads are proxied with their own headers', async ({ request }) => {
  expect((await request.get('/no-such-chunk.12345678.js')).status()).toBe(404);
  expect((await request.get(`http://localhost:${site.shellPort + 1}/index.html`)).status()).toBe(404);
  expect(await (await request.get('/api/health')).json()).toMatchObject({ status: 'ok' });
  const list = await (await request.get('/api/experience/get?status=OPEN')).json();
  const image = await request.get(list.data[0].images[0]);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/svg+xml');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('an address that is no page of the site answers 404 with the page saying so; every page answers 200', async ({ request, page }) => {
  for (const path of ['/no-such-page', '/experiences/no-such-page', '/admin/no-such-page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(await response.text(), path).toContain('id="root"');
  }
  for (const path of [...pagePatterns.map((pattern) => pattern.replaceAll(':param', 'x')), ...areaPrefixes, '/booking/some-token']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // A missing asset stays nginx's own 404, not the site's page.
  expect(await (await request.get('/no-such-chunk.12345678.js')).text()).not.toContain('id="root"');

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See experiences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
});
