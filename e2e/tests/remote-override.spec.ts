import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { actAs, ownerSession } from '../support/admin';
import { overrideOrigin } from '../support/ports';
import { remoteDist, startStatic, type RunningServer } from '../support/servers';

// A team's other build of the storefront (docs/architecture.md#remote-override): the built one with
// its headline changed, served at the origin the e2e system's remotes.json allows
// (OVERRIDE_ORIGINS) and at one it does not.
const headline = 'Effortless Event Discovery';
const previewHeadline = 'Preview build of Effortless Event Discovery';
const key = 'remote-override:storefront';

let previewDir: string;
let allowed: RunningServer;
let elsewhere: RunningServer;
const allowedManifest = `${overrideOrigin}/mf-manifest.json`;
const elsewhereManifest = () => `http://127.0.0.1:${elsewhere.port}/mf-manifest.json`;

test.beforeAll(async () => {
  previewDir = mkdtempSync(join(tmpdir(), 'storefront-preview-'));
  cpSync(remoteDist('storefront'), previewDir, { recursive: true });
  const chunks = readdirSync(previewDir).filter(
    (file) => file.endsWith('.js') && readFileSync(join(previewDir, file), 'utf8').includes(headline),
  );
  expect(chunks.length, `a chunk of the storefront's build holds "${headline}"`).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const file = join(previewDir, chunk);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(headline, previewHeadline));
  }
  allowed = await startStatic({ root: previewDir, port: Number(new URL(overrideOrigin).port) });
  elsewhere = await startStatic({ root: previewDir });
});

test.afterAll(async () => {
  await Promise.all([allowed?.stop(), elsewhere?.stop()]);
  rmSync(previewDir, { recursive: true, force: true });
});

/** The ports of the two preview servers the page asked anything of. */
function previewRequests(page: Page): Set<number> {
  const ports = new Set<number>();
  page.on('request', (request) => {
    const port = Number(new URL(request.url()).port);
    if (port === allowed.port || port === elsewhere.port) ports.add(port);
  });
  return ports;
}

async function expectTheSiteItself(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${headline}, Seamless Bookings with Evently`);
  await expect(page.getByRole('complementary', { name: 'Remote override' })).toHaveCount(0);
}

test("a visitor's link cannot set an override, and one planted while signed out is removed unused", async ({ page }) => {
  const asked = previewRequests(page);
  for (const [name, value] of [
    [key, allowedManifest],
    ['remote-override', `storefront=${allowedManifest}`],
    ['storefront', allowedManifest],
  ]) {
    await page.goto(`/?${new URLSearchParams({ [name]: value })}`);
    await expectTheSiteItself(page);
  }
  expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();

  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, allowedManifest]);
  await page.reload();
  await expectTheSiteItself(page);
  expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
  expect(warnings).toContain('Remote override of storefront removed: overrides apply only while a member is signed in');
  expect([...asked]).toEqual([]);
});

test('a signed-in member sees the allowlisted build with its banner on every page, and Reset brings the site back', async ({ page }) => {
  const asked = previewRequests(page);
  await actAs(page, await ownerSession(page.request));
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, allowedManifest]);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${previewHeadline}, Seamless Bookings with Evently`);
  const banner = page.getByRole('complementary', { name: 'Remote override' });
  await expect(banner).toHaveText(`storefront: overridden by ${allowedManifest} (Reset)`);
  expect([...asked]).toEqual([allowed.port]);

  // Another area's page says so too: the page is still not the site everybody sees.
  await page.goto('/admin/dashboard');
  await expect(banner).toHaveText(`storefront: overridden by ${allowedManifest} (Reset)`);

  await page.goto('/parties');
  await banner.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/parties$/);
  await expect(banner).toHaveCount(0);
  await page.goto('/');
  await expectTheSiteItself(page);
  expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
});

test("a signed-in member's override to an origin remotes.json does not list is ignored, with a warning", async ({ page }) => {
  const asked = previewRequests(page);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await actAs(page, await ownerSession(page.request));
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, elsewhereManifest()]);

  await page.goto('/');
  await expectTheSiteItself(page);
  expect(warnings).toContainEqual(
    expect.stringContaining(
      `Remote override of storefront ignored: http://127.0.0.1:${elsewhere.port} is not in remotes.json's overrideOrigins`,
    ),
  );
  expect([...asked]).toEqual([]);
});
