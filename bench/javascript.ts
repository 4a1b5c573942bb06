// What a first visit to a page downloads in JavaScript: every script response, its gzip size,
// and which npm packages it carries (read from the chunk's source map, so the check does not
// depend on minified names).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export interface JsFile {
  url: string;
  gzipBytes: number;
  packages: Set<string>;
  /** Each npm package's share of the file's gzip bytes (its share of the sources' characters). */
  packageBytes: Map<string, number>;
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

/** Our own code, by workspace folder ('shared/ui', 'remotes/payments'...), for the per-package report. */
const OWN_IN_PATH = /(?:^|\/)((?:shared|remotes)\/[^/]+|shell|federation)\//;

async function packagesOf(url: string, body: string, gzipBytes: number): Promise<Pick<JsFile, 'packages' | 'packageBytes'>> {
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(body)?.[1];
  const packages = new Set<string>();
  const packageBytes = new Map<string, number>();
  if (!mapName) return { packages, packageBytes };
  const response = await fetch(new URL(mapName, url));
  if (!response.ok) return { packages, packageBytes };
  const map = (await response.json()) as { sources: string[]; sourcesContent?: (string | null)[] };
  const chars = new Map<string, number>();
  map.sources.forEach((source, index) => {
    const name = PACKAGE_IN_PATH.exec(source)?.[1];
    if (name) packages.add(name);
    if (source.includes('react-dom-client.')) packages.add('react-dom/client renderer');
    const owner = name ?? OWN_IN_PATH.exec(source)?.[1] ?? '(other)';
    chars.set(owner, (chars.get(owner) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  const total = [...chars.values()].reduce((sum, n) => sum + n, 0);
  for (const [owner, n] of chars) if (total > 0) packageBytes.set(owner, (gzipBytes * n) / total);
  return { packages, packageBytes };
}

function watchScripts(page: Page, pending: Promise<JsFile>[]) {
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(
      response.body().then(async (raw) => {
        const gzipBytes = gzipSync(raw, { level: 9 }).length;
        return { url: response.url(), gzipBytes, ...(await packagesOf(response.url(), raw.toString('utf8'), gzipBytes)) };
      }),
    );
  });
}

function pageJs(path: string, files: JsFile[]): PageJs {
  return {
    path,
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    muiXFiles: files.filter((file) => [...file.packages].some((name) => name.startsWith('@mui/x-'))).map((file) => file.url),
    reactDomCopies: files.filter((file) => file.packages.has('react-dom/client renderer')).length,
  };
}

/** Gzip bytes per npm package (or own workspace folder) over all of `files`, largest first. */
export function bytesByPackage(files: JsFile[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const file of files) for (const [name, bytes] of file.packageBytes) sums.set(name, (sums.get(name) ?? 0) + bytes);
  return [...sums].sort((a, b) => b[1] - a[1]);
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
  watchScripts(page, pending);
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await context.close();
  return pageJs(path, files);
}

export interface TourStep {
  path: string;
  /** What shows the page is there (a selector). */
  ready: string;
}

/**
 * One session through `steps`, moving from page to page inside the site the way a member does
 * (history.pushState and a popstate event, which the router follows), with one cache throughout:
 * the JavaScript of the whole tour, each file counted once however many pages use it.
 * `signIn(page)` runs after the first step (the login page) and before the second.
 */
export async function measureTour(
  browser: Browser,
  origin: string,
  steps: TourStep[],
  signIn: (page: Page) => Promise<void>,
): Promise<PageJs> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<JsFile>[] = [];
  watchScripts(page, pending);
  // The heading of the page the member is on: a step is done once a different one shows (the
  // previous page's heading stays until the next page's chunk has come, a skeleton in between).
  let previous: string | null = null;
  for (const [index, step] of steps.entries()) {
    if (index === 0) await page.goto(`${origin}${step.path}`, { waitUntil: 'networkidle' });
    else
      await page.evaluate((path) => {
        if (window.location.pathname === path) return; // where signing in has just led
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, step.path);
    await page.waitForFunction(
      ([selector, before]) => {
        const text = document.querySelector(selector!)?.textContent;
        return text != null && text !== before;
      },
      [step.ready, previous] as const,
    );
    // networkidle is the document's, reached once: in-page moves wait for their scripts to stop coming.
    for (let count = -1; count !== pending.length;) {
      count = pending.length;
      await page.waitForTimeout(1000);
    }
    previous = await page.locator(step.ready).first().textContent();
    if (index === 0) await signIn(page);
  }
  const byUrl = new Map<string, JsFile>();
  for (const file of await Promise.all(pending)) if (!byUrl.has(file.url)) byUrl.set(file.url, file);
  await context.close();
  return pageJs(steps.map((step) => step.path).join(' > '), [...byUrl.values()]);
}
