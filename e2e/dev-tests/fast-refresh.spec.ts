import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { remoteApps, repoRoot } from '../../scripts/apps';

// `npm run dev -- storefront`: an edit to a storefront component reaches the open page through the
// storefront's dev server (another origin than the page) with React Fast Refresh: no reload, and
// the page's state (the shell's menu, the storefront's own rendered tree) kept.
const homePage = join(repoRoot, 'remotes/storefront/src/home/HomePage.tsx');
const headline = 'Effortless Event Discovery, Seamless Bookings with';
const edited = 'Hot-Refreshed Event Discovery, Seamless Bookings with';

test.use({ viewport: { width: 375, height: 740 } });

test('an edit to a storefront component updates the open page without a reload, keeping its state', async ({ page, baseURL }) => {
  const original = readFileSync(homePage, 'utf8');
  expect(original).toContain(headline);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(`${headline} Evently`);
    // The storefront's code on this page comes from its dev server, on its usual port.
    const storefront = remoteApps.find((app) => app.name === 'storefront')!;
    const remoteEntry = `http://localhost:${Number(new URL(baseURL!).port) + storefront.portOffset}/remoteEntry.js`;
    expect(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).toContain(remoteEntry);

    // State to keep: the shell's mobile menu open, and marks on this page's window and on nodes the
    // storefront rendered (a remount or a reload would drop them).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.evaluate(() => {
      const marked = window as unknown as Record<string, unknown>;
      marked.__devLoopMark = 'kept';
      for (const selector of ['h1', '[data-testid="review-card"]']) {
        (document.querySelector(selector) as unknown as Record<string, unknown>).__devLoopMark = 'kept';
      }
    });

    writeFileSync(homePage, original.replace(headline, edited));
    await expect(h1).toHaveText(`${edited} Evently`, { timeout: 15_000 });

    expect(
      await page.evaluate(() => ({
        navigations: performance.getEntriesByType('navigation').length,
        window: (window as unknown as Record<string, unknown>).__devLoopMark,
        headline: (document.querySelector('h1') as unknown as Record<string, unknown>).__devLoopMark,
        review: (document.querySelector('[data-testid="review-card"]') as unknown as Record<string, unknown>).__devLoopMark,
      })),
    ).toEqual({ navigations: 1, window: 'kept', headline: 'kept', review: 'kept' });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(homePage, original);
  }
});
