// A canary release at 50% whose App throws on render (README.md#ship-your-remote-alone,
// docs/architecture.md#canary-error-rates-and-auto-rollback): about half of the fresh visitors get
// it, each keeps their release across reloads, the API counts the errors per version, and once
// autoRollback is set it rolls the canary back by itself, which the audit trail and the dashboard's
// Site health panel show; after it every visitor gets the stable release.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminToken, signIn } from '../support/admin';
import { serveFailingCanary } from '../support/failing-canary';

const VISITORS = 40;
const CANARY_VERSION = '0.2.0-canary.1';
const HEADLINE = 'Effortless Event Discovery, Seamless Bookings with ';
// The system's remotes.json, which its shell serves and its API watches (playwright.config.ts).
const remotesJson = process.env.E2E_REMOTES_JSON as string;

type Release = 'canary' | 'stable';

/** How many error reports each page has had answered (the shell sends one per failure and page load). */
const reportsSent = new WeakMap<Page, number>();

function countReports(page: Page): void {
  if (reportsSent.has(page)) return;
  reportsSent.set(page, 0);
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/client-errors')
      reportsSent.set(page, (reportsSent.get(page) ?? 0) + 1);
  });
}

/**
 * Which release of the storefront the home page shows, and the visitor's bucket cookie. On the
 * canary it also waits for the page's error report to be answered: the report's code arrives with
 * the first failure, and a reload straight after the card shows could come before it is sent.
 */
async function visit(context: BrowserContext, reload = false): Promise<{ release: Release; bucket: string | undefined }> {
  const page = context.pages()[0] ?? (await context.newPage());
  countReports(page);
  const reportsBefore = reportsSent.get(page) ?? 0;
  if (reload) await page.reload();
  else await page.goto('/');
  const failed = page.getByText('This part of the site could not be loaded');
  const home = page.getByRole('heading', { level: 1, name: /Effortless Event Discovery/ });
  await expect(failed.or(home)).toBeVisible();
  const release: Release = (await failed.isVisible()) ? 'canary' : 'stable';
  if (release === 'canary') await expect.poll(() => reportsSent.get(page)).toBeGreaterThan(reportsBefore);
  const bucket = (await context.cookies()).find((cookie) => cookie.name === 'site_bucket')?.value;
  return { release, bucket };
}

const newVisitor = (browser: Browser) => browser.newContext();

test('a failing canary at 50% reaches about half the visitors, each keeps theirs, and the API rolls it back', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const original = readFileSync(remotesJson, 'utf8');
  const canary = await serveFailingCanary('storefront', CANARY_VERSION, HEADLINE);
  const contexts: BrowserContext[] = [];
  try {
    const file = JSON.parse(original) as { remotes: Record<string, string> };
    const stable = file.remotes.storefront;
    const address = { stable, canary: canary.manifestUrl, canaryPercent: 50 };
    writeFileSync(remotesJson, JSON.stringify({ ...file, remotes: { ...file.remotes, storefront: address } }));

    const releases: Release[] = [];
    for (let i = 0; i < VISITORS; i += 1) {
      const context = await newVisitor(browser);
      contexts.push(context);
      const first = await visit(context);
      // The release follows the bucket: below canaryPercent is the canary.
      expect(first.release).toBe(Number(first.bucket) < 50 ? 'canary' : 'stable');
      const again = await visit(context, true);
      expect(again).toEqual(first);
      releases.push(first.release);
    }
    const canaries = releases.filter((release) => release === 'canary').length;
    // Binomial(40, 0.5): 10 to 30 holds with probability 1 - 2e-3.
    expect(canaries).toBeGreaterThanOrEqual(10);
    expect(canaries).toBeLessThanOrEqual(30);

    const auth = { Authorization: `Bearer ${await adminToken(request)}` };
    const health = async () => (await request.get('/api/admin/site-health', { headers: auth })).json();
    // Every canary page load reported its render error, with the canary's version.
    await expect
      .poll(async () => (await health()).data.find((row: { version: string }) => row.version === CANARY_VERSION)?.errorsLastHour)
      .toBeGreaterThanOrEqual(canaries * 2);
    const before = await health();
    expect(before.canaries).toEqual([
      expect.objectContaining({
        remote: 'storefront',
        canary: expect.objectContaining({ version: CANARY_VERSION, sharePercent: 50 }),
        stable: expect.objectContaining({ version: '0.1.0', sharePercent: 50 }),
        autoRollback: null,
      }),
    ]);
    // Nothing rolls back without autoRollback.
    expect((JSON.parse(readFileSync(remotesJson, 'utf8')) as typeof file).remotes.storefront).toEqual(address);

    // The team sets the rule; the next report of the canary's error has the API judge it.
    writeFileSync(
      remotesJson,
      JSON.stringify({ ...file, remotes: { ...file.remotes, storefront: { ...address, autoRollback: { factor: 2, minSample: 5 } } } }),
    );
    const onCanary = contexts.filter((_, i) => releases[i] === 'canary');
    await visit(onCanary[0], true);
    await expect
      .poll(() => (JSON.parse(readFileSync(remotesJson, 'utf8')) as typeof file).remotes.storefront, { timeout: 15_000 })
      .toBe(stable);
    expect(JSON.parse(readFileSync(`${remotesJson}.previous`, 'utf8')).remotes.storefront).toMatchObject(address);

    const trail = await (await request.get('/api/admin/audit?entity=remote-release', { headers: auth })).json();
    expect(trail.data[0]).toMatchObject({
      actorEmail: null,
      action: 'auto-rollback',
      entityId: 'storefront',
      changes: { reason: { to: expect.stringContaining(`storefront canary ${CANARY_VERSION}:`) } },
    });

    // After it, every visitor gets the stable release, those who had the canary included.
    for (const context of onCanary) expect((await visit(context, true)).release).toBe('stable');
    for (const context of contexts.slice(0, 5)) expect((await visit(context, true)).release).toBe('stable');

    // The owner sees the rollback on the dashboard.
    const admin = await browser.newContext();
    contexts.push(admin);
    const page = await admin.newPage();
    await signIn(page);
    const panel = page.getByRole('region', { name: 'Site health' });
    await expect(panel.getByRole('alert')).toContainText('storefront: canary rolled back automatically');
    await expect(panel.getByRole('row', { name: `storefront ${CANARY_VERSION}` })).toBeVisible();
  } finally {
    // Later specs get the system's remotes.json as it was.
    writeFileSync(remotesJson, original);
    for (const context of contexts) await context.close();
    await canary.cleanup();
  }
});
