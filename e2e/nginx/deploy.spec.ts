import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../scripts/apps';
import { deployApp, siteFromEnv, startApp, stopApp } from '../../scripts/nginx-site';
import { signIn } from '../support/admin';

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

function filesContaining(dir: string, text: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(text));
}

test('redeploying one remote with a visible change shows it at the next reload; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = fingerprint(join(site.dir, 'deploy', 'shell'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Effortless Event Discovery');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Spring edition');

  // The storefront team's change, built alone from a copy of its sources.
  const scratch = mkdtempSync(join(tmpdir(), 'storefront-change-'));
  try {
    cpSync(join(repoRoot, 'remotes/storefront'), join(scratch, 'remotes/storefront'), {
      recursive: true,
      filter: (source) => !source.includes('/dist') && !source.includes('node_modules'),
    });
    cpSync(join(repoRoot, 'rspack.shared.ts'), join(scratch, 'rspack.shared.ts'));
    cpSync(join(repoRoot, 'package.json'), join(scratch, 'package.json'));
    symlinkSync(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'));
    const [file] = filesContaining(join(scratch, 'remotes/storefront/src'), 'Effortless Event Discovery');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Effortless Event Discovery', 'Spring edition: Effortless Event Discovery'));
    execFileSync(process.execPath, [join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: join(scratch, 'remotes/storefront'),
      stdio: 'ignore',
    });

    deployApp(site, 'storefront', join(scratch, 'remotes/storefront/dist'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Spring edition: Effortless Event Discovery');
    expect(fingerprint(join(site.dir, 'deploy', 'shell'))).toBe(shellBefore);
  } finally {
    // Roll back: the previous build goes up again, and the next reload shows it.
    deployApp(site, 'storefront');
    rmSync(scratch, { recursive: true, force: true });
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
