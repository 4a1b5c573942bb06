import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { deployApp, siteFromEnv, startApp, stopApp } from '../../scripts/nginx-site';
import { signIn } from '../support/admin';
import { buildChangedRemote } from '../support/scratch-remote';

const site = siteFromEnv();

/** Name, size and content hash of every file under a folder. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder).sort()) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(`${path}\0${readFileSync(path).toString('base64')}\0`);
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('redeploying one remote with a visible change shows it at the next reload; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = fingerprint(join(site.dir, 'deploy', 'shell'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Effortless Event Discovery');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Spring edition');

  // The storefront team's change, built alone from a copy of its sources.
  const change = buildChangedRemote('storefront', {
    find: 'Effortless Event Discovery',
    replace: 'Spring edition: Effortless Event Discovery',
  });
  try {
    deployApp(site, 'storefront', change.dist);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Spring edition: Effortless Event Discovery');
    expect(fingerprint(join(site.dir, 'deploy', 'shell'))).toBe(shellBefore);
  } finally {
    // Roll back: the previous build goes up again, and the next reload shows it.
    deployApp(site, 'storefront');
    change.cleanup();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Spring edition');
});

test('a stopped remote shows the retry card, the rest works, and Retry recovers once it is back', async ({ page }) => {
  stopApp(site, 'settings');
  try {
    await signIn(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText('This part of the site could not be loaded')).toBeVisible();
    await nav.getByRole('link', { name: 'Event Hub' }).click();
    await expect(page.getByRole('heading', { name: 'Event Hub' })).toBeVisible();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    startApp(site, 'settings');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText('admin@example.com');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
