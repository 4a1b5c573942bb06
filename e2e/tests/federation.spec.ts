import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { remoteApps, shellApp } from '../../scripts/apps';
import { signIn } from '../support/admin';
import { e2ePorts } from '../support/ports';
import { remoteDist, startStatic } from '../support/servers';

const remoteByPort = new Map(remoteApps.map((app) => [String(e2ePorts.shell + app.portOffset), app.name]));

/** Which remotes the page fetched an entry from, in order of first request. */
function trackRemoteEntries(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const remote = remoteByPort.get(url.port);
    if (remote && url.pathname === '/remoteEntry.js' && !seen.includes(remote)) seen.push(remote);
  });
  return seen;
}

/** A stand-in for React DevTools: every React DOM renderer on the page registers with it once. */
async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__renderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__renderers += 1;
        return w.__renderers;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
    };
  });
}

/** Every provider of a shared package that some app actually loaded, per Module Federation's share scope. */
async function loadedProviders(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    type Entry = { from: string; loaded?: boolean; lib?: unknown };
    const scopes = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }
    ).__FEDERATION__.__SHARE__;
    const providers = new Set<string>();
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance)) {
        for (const [version, entry] of Object.entries(scope[name] ?? {})) {
          if (entry.loaded || entry.lib) providers.add(`${entry.from}@${version}`);
        }
      }
    }
    return [...providers];
  }, pkg);
}

test('one React, one store, one auth state and one query cache across the shell and the remotes', async ({ page }) => {
  await countReactRenderers(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  // The settings remote shows the admin the shell signed in.
  await expect(page.getByTestId('profile-email')).toHaveText('admin@example.com');
  await nav.getByRole('link', { name: 'Event Hub' }).click();
  await expect(page.getByRole('heading', { name: 'Event Hub' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);
  for (const pkg of [
    'react',
    'react-dom',
    'react-router',
    'jotai',
    '@shared/store',
    '@shared/auth',
    '@shared/api',
    '@tanstack/react-query',
    '@emotion/react',
  ]) {
    expect(await loadedProviders(page, pkg), pkg).toHaveLength(1);
  }
});

test("the back office's frame components and their contexts are the shell's, in every remote", async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Invite member' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite member' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await nav.getByRole('link', { name: 'Event Hub' }).click();
  await expect(page.getByRole('heading', { name: 'Event Hub' })).toBeVisible();

  // The remotes asked for them (federation/mui-material.ts) and were given the shell's, which its
  // frame had loaded: no remote downloaded or ran a copy of its own.
  for (const file of [
    'Button/Button',
    'ButtonBase/ButtonBase',
    'ButtonGroup/ButtonGroupContext',
    'Dialog/Dialog',
    'Dialog/DialogContext',
    'Modal/Modal',
    'Typography/Typography',
    'styles/createTheme',
  ]) {
    expect(await loadedProviders(page, `@mui/material/${file}`), file).toEqual([expect.stringMatching(/^shell@/)]);
  }
});

test('a sign-out caused inside a remote is seen by the shell at once, without a reload', async ({ page, request }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText('admin@example.com');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The session is revoked elsewhere; the next API call of a remote (the dashboard's figures, in
  // the payments remote) answers 401.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(204);
  await nav.getByRole('link', { name: 'Dashboard' }).click();

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('each remote entry is fetched only when its area is first entered', async ({ page }) => {
  const entries = trackRemoteEntries(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(entries).toEqual(['storefront']);
  entries.length = 0;

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  expect(entries).toEqual([]);

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(entries).toEqual(['payments']);

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Payment Tracking' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Tracking' })).toBeVisible();
  expect(entries).toEqual(['payments']);

  await nav.getByRole('link', { name: 'Event Hub' }).click();
  await expect(page.getByRole('heading', { name: 'Event Hub' })).toBeVisible();
  await nav.getByRole('link', { name: 'Merchandise' }).click();
  await expect(page.getByRole('heading', { name: 'Merchandise' })).toBeVisible();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(entries).toEqual(['payments', 'event_hub', 'merchandise', 'settings']);
});

test('the federation runtime in the shell and in a remote entry is built from its ES modules', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/main\.[0-9a-f]+\.js$|^\/remoteEntry\.js$/.test(pathname)) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts).toHaveLength(2);
  for (const script of scripts) {
    const map = (await (await page.request.get(`${script}.map`)).json()) as { sources: string[]; sourcesContent: string[] };
    const runtime = map.sources.flatMap((source, index) =>
      source.includes('node_modules/@module-federation/') ? [{ source, content: map.sourcesContent[index] }] : [],
    );
    expect(runtime.length, script).toBeGreaterThan(0);
    // Each file the page runs is an ES module (its CommonJS build cannot be tree-shaken: 5.5 KB
    // gzip more on each, federation/esm-runtime.ts); entry files keep their first-resolved name.
    const commonJs = runtime.filter(({ content }) => !/^(import|export)\b/m.test(content)).map(({ source }) => source);
    expect(commonJs, script).toEqual([]);
  }
});

test('a remote that is down shows the retry card in its area only, and Retry recovers once it is back', async ({ page }) => {
  const settings = await startStatic({ root: remoteDist('settings') });
  const port = settings.port;
  await page.route('**/remotes.json', async (route) => {
    const file = await (await route.fetch()).json();
    file.remotes.settings = `http://127.0.0.1:${port}/mf-manifest.json`;
    await route.fulfill({ json: file });
  });
  await settings.stop();

  await signIn(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('This part of the site could not be loaded')).toBeVisible();
  await expect(page.getByText(/The settings section is temporarily unavailable/)).toBeVisible();

  // The rest of the site keeps working, admin and public.
  await nav.getByRole('link', { name: 'Event Hub' }).click();
  await expect(page.getByRole('heading', { name: 'Event Hub' })).toBeVisible();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  const back = await startStatic({ root: remoteDist('settings'), port });
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('profile-email')).toHaveText('admin@example.com');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await back.stop();
  }
});

test('editing remotes.json moves where a remote loads from, with the shell build untouched', async ({ page }) => {
  // The shell's build output, byte for byte, served from elsewhere with its own remotes.json.
  const shellRoot = mkdtempSync(join(tmpdir(), 'shell-copy-'));
  cpSync(join(shellApp.dir, 'dist'), shellRoot, { recursive: true });
  const first = await startStatic({ root: remoteDist('storefront') });
  const second = await startStatic({ root: remoteDist('storefront') });
  const shell = await startStatic({ root: shellRoot, spaFallback: true, apiOrigin: `http://127.0.0.1:${e2ePorts.api}` });
  const writeRemotes = (storefrontPort: number) => {
    const remotes = Object.fromEntries(
      remoteApps.map((app) => [app.name, `http://localhost:${e2ePorts.shell + app.portOffset}/mf-manifest.json`]),
    );
    remotes.storefront = `http://127.0.0.1:${storefrontPort}/mf-manifest.json`;
    writeFileSync(join(shellRoot, 'remotes.json'), JSON.stringify({ brand: 'Evently', remotes }));
  };
  const portsUsed = new Set<string>();
  page.on('request', (request) => portsUsed.add(new URL(request.url()).port));

  try {
    writeRemotes(first.port);
    await page.goto(`http://127.0.0.1:${shell.port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Effortless Event Discovery');
    expect(portsUsed.has(String(first.port))).toBe(true);
    expect(portsUsed.has(String(second.port))).toBe(false);

    writeRemotes(second.port);
    portsUsed.clear();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Effortless Event Discovery');
    expect(portsUsed.has(String(second.port))).toBe(true);
    expect(portsUsed.has(String(first.port))).toBe(false);
  } finally {
    await Promise.all([first.stop(), second.stop(), shell.stop()]);
  }
});
