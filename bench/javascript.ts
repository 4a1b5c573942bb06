// What a first visit to a page downloads in JavaScript: every script response, its gzip size,
// and which npm packages it carries (read from the chunk's source map, so the check does not
// depend on minified names).
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface JsFile {
  url: string;
  gzipBytes: number;
  packages: Set<string>;
}

export interface PageJs {
  path: string;
  files: JsFile[];
  gzipBytes: number;
  /** Script files carrying any @mui/x-* module. */
  muiXFiles: string[];
  /** Script files carrying react-dom's client renderer: more than one means two Reacts. */
  reactDomCopies: number;
}

const PACKAGE_IN_PATH = /node_modules\/((?:@[^/]+\/)?[^/]+)\//;

async function packagesOf(url: string, body: string): Promise<Set<string>> {
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(body)?.[1];
  const packages = new Set<string>();
  if (!mapName) return packages;
  const response = await fetch(new URL(mapName, url));
  if (!response.ok) return packages;
  const map = (await response.json()) as { sources: string[] };
  for (const source of map.sources) {
    const name = PACKAGE_IN_PATH.exec(source)?.[1];
    if (name) packages.add(name);
    if (source.includes('react-dom-client.')) packages.add('react-dom/client renderer');
  }
  return packages;
}

/**
 * Loads `path` in a fresh browser context (empty cache) and waits until the network is quiet.
 * `localStorage` is set before the page's own scripts run (an admin's stored sign-in).
 */
export async function measurePage(
  browser: Browser,
  origin: string,
  path: string,
  ready: string,
  localStorage: Record<string, string> = {},
): Promise<PageJs> {
  const context = await browser.newContext();
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, localStorage);
  const page = await context.newPage();
  const pending: Promise<JsFile>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(
      response.body().then(async (raw) => ({
        url: response.url(),
        gzipBytes: gzipSync(raw, { level: 9 }).length,
        packages: await packagesOf(response.url(), raw.toString('utf8')),
      })),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await context.close();
  return {
    path,
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    muiXFiles: files.filter((file) => [...file.packages].some((name) => name.startsWith('@mui/x-'))).map((file) => file.url),
    reactDomCopies: files.filter((file) => file.packages.has('react-dom/client renderer')).length,
  };
}
