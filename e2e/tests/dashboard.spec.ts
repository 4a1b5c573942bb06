import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatPounds, poundsToPence, priceOrder, type DashboardSummary } from '@shared/domain';
import { remoteApps } from '../../scripts/apps';
import { signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createExperience } from '../support/events';
import { e2ePorts } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { adminViewports, scrollsSideways } from '../support/viewports';

const card = (page: Page, name: string) => page.getByRole('group', { name }).getByTestId('figure');

async function openDashboard(page: Page): Promise<DashboardSummary> {
  // signIn has just opened the dashboard too: that page's answer, if it is still arriving, is left
  // behind by this navigation and its body can no longer be read. The dashboard is a chunk of its
  // own, so that page may ask for its figures late: it is left first, and no answer of it can come.
  await page.goto('about:blank');
  const navigated = Date.now();
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/dashboard/summary?range=12m') && r.ok() && r.request().timing().startTime >= navigated,
  );
  await page.goto('/admin/dashboard');
  const summary = (await (await answer).json()) as DashboardSummary;
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  return summary;
}

async function readCount(page: Page, name: string): Promise<number> {
  return Number(await card(page, name).textContent());
}

test('a sandbox purchase made now shows in the cards and the latest transactions', async ({ page, request }) => {
  await page.setViewportSize(adminViewports[0].size);
  await signIn(page);
  await openDashboard(page);
  const revenueBefore = poundsToPence((await card(page, 'Total Revenue').textContent())!)!;
  const ticketsBefore = await readCount(page, 'Tickets Sold');
  const openBefore = await readCount(page, 'Open Events');

  const title = `Dashboard Dunes ${Date.now()}`;
  const id = await createExperience(request, { title, arrivalDate: '2031-08-14T00:00:00.000Z' });
  const buyer = { firstName: 'Dana', lastName: `Board${Date.now()}`, email: `dana.${Date.now()}@example.com` };
  await buyThroughSandbox(request, { kind: 'experiences', id }, buyer, { quantity: 2 });
  // createExperience's prices, the room and gender buyThroughSandbox picks.
  const { charge } = priceOrder({
    kind: 'experience',
    price: 12550,
    accommodationPriceSingle: 8000,
    accommodationPriceShared: 5000,
    quantity: 2,
    room: 'SHARED',
    gender: 'FEMALE',
    instalment: 'FULL',
  });

  await openDashboard(page);
  await expect(card(page, 'Total Revenue')).toHaveText(formatPounds(revenueBefore + charge));
  await expect(card(page, 'Tickets Sold')).toHaveText(String(ticketsBefore + 2));
  await expect(card(page, 'Open Events')).toHaveText(String(openBefore + 1));
  const latest = page.getByRole('region', { name: 'Transactions' }).getByRole('row').nth(1);
  await expect(latest).toContainText(`${buyer.firstName} ${buyer.lastName}`);
  await expect(latest).toContainText(title);
  await expect(latest).toContainText(formatPounds(charge));
  await expect(latest).toContainText('Successful');
});

test('each range tab refetches the summary and shows its figures; sources and merchandise orders come from it', async ({ page }) => {
  await page.setViewportSize(adminViewports[0].size);
  await signIn(page);
  const yearly = await openDashboard(page);
  await expect(page.getByRole('tab')).toHaveText(['12 Months', '6 Months', '30 Days', '7 Days']);
  for (const { source, amount } of yearly.sources) {
    await expect(page.getByRole('region', { name: 'Sales Sources' })).toContainText(`${source}${formatPounds(amount)}`);
    await expect(page.getByRole('progressbar', { name: `${source} share of sales` })).toBeVisible();
  }
  const orders = page.getByRole('region', { name: 'Merchandise Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(yearly.latestMerchandiseOrders.length);
  await expect(orders.first()).toContainText(yearly.latestMerchandiseOrders[0].itemName);

  for (const [tab, range] of [
    ['7 Days', '7d'],
    ['30 Days', '30d'],
    ['6 Months', '6m'],
    ['12 Months', '12m'],
  ] as const) {
    const answer = page.waitForResponse((r) => r.url().includes(`/api/dashboard/summary?range=${range}`) && r.ok());
    await page.getByRole('tab', { name: tab }).click();
    const summary = (await (await answer).json()) as DashboardSummary;
    expect(summary.sales).toHaveLength({ '7d': 7, '30d': 30, '6m': 6, '12m': 12 }[range]);
    await expect(page.getByRole('group', { name: 'Tickets Sold' })).toContainText(`Last ${tab}`);
    await expect(card(page, 'Total Revenue')).toHaveText(formatPounds(summary.totals.revenue));
    await expect(card(page, 'Tickets Sold')).toHaveText(String(summary.totals.ticketsSold));
    await expect(card(page, 'Merchandise Orders')).toHaveText(String(summary.totals.merchandiseOrders));
  }
});

test('no invented figure: no change claimed against an earlier period, every percentage a share of the real sources', async ({ page }) => {
  await signIn(page);
  const summary = await openDashboard(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('group', { name: 'Total Revenue' })).toBeVisible();
  // The Site health panel's percentages are shares of visitors (a canary's), not sales figures.
  const health = main.getByRole('region', { name: 'Site health' });
  await expect(health).toBeVisible();
  await health.evaluate((element) => {
    element.style.display = 'none';
  });
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/from last|vs\.? last|than last|since last/i);
  const total = summary.sources.reduce((sum, { amount }) => sum + amount, 0);
  const shares = summary.sources.map(({ amount }) => `${total === 0 ? 0 : Math.round((amount / total) * 100)}%`);
  for (const percent of text.match(/[+-]?\d+(\.\d+)?%/g) ?? []) expect(shares).toContain(percent);
});

test('the chart draws the figures of the chosen range: a point each, the highest topmost, the amount on hovering', async ({ page }) => {
  await page.setViewportSize(adminViewports[0].size);
  await signIn(page);
  await openDashboard(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/dashboard/summary?range=30d') && r.ok());
  await page.getByRole('tab', { name: '30 Days' }).click();
  const { sales } = (await (await answer).json()) as DashboardSummary;
  const report = page.getByRole('region', { name: 'Sales Report' });
  await expect(report.getByRole('img', { name: 'Sales over 30 Days' })).toBeVisible();
  const points = report.getByRole('img', { name: /: £/ });
  await expect(points).toHaveCount(sales.length);
  // Each point names its period and its own amount, in the series' order.
  const named = await points.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')!.split(': ')));
  expect(named.map(([, amount]) => amount)).toEqual(sales.map(({ amount }) => formatPounds(amount)));

  const tops = await points.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  expect(sales[tops.indexOf(Math.min(...tops))].amount).toBe(Math.max(...sales.map(({ amount }) => amount)));

  const [period, amount] = named[named.length - 1];
  await points.last().hover();
  await expect(page.getByRole('tooltip')).toHaveText(`${period}Sales${amount}`);
});

test('Export PDF downloads a real PDF of the report on screen', async ({ page }) => {
  await page.setViewportSize(adminViewports[0].size);
  await signIn(page);
  await openDashboard(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/dashboard/summary?range=30d') && r.ok());
  await page.getByRole('tab', { name: '30 Days' }).click();
  const summary = (await (await answer).json()) as DashboardSummary;
  // The cards show the 30 days' figures once React has rendered the answer, not as soon as it arrives.
  const revenue = formatPounds(summary.totals.revenue);
  const tickets = String(summary.totals.ticketsSold);
  await expect(card(page, 'Total Revenue')).toHaveText(revenue);
  await expect(card(page, 'Tickets Sold')).toHaveText(tickets);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sales-report-30-days-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // jsPDF writes its text streams uncompressed, in the standard fonts' Latin-1 encoding.
  const text = bytes.toString('latin1');
  for (const shown of ['Sales Report', 'Range: 30 Days', 'Total Revenue', revenue, 'Tickets Sold', tickets, 'Sales by period']) {
    expect(text).toContain(`(${shown}) Tj`);
  }
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
});

test('the PDF library is not downloaded until Export PDF is clicked', async ({ page }) => {
  await page.setViewportSize(adminViewports[0].size);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await signIn(page);
  await openDashboard(page);
  const before = scripts.length;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await download;
  expect(scripts.length).toBeGreaterThan(before);
});

for (const viewport of adminViewports) {
  test(`the dashboard on a ${viewport.name}: no serious accessibility violation and no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    await signIn(page);
    await openDashboard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Revenue' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await scrollsSideways(page)).toBe(false);
  });
}

/**
 * On the page's own clock (ms since its navigation started): when the dashboard's own skeleton (MUI
 * skeletons; the shell's are plain) and its first figure were added.
 */
function watchDashboardArrival(page: Page) {
  return page.addInitScript(() => {
    const seen: { skeletonAt?: number; figureAt?: number } = {};
    Object.assign(window, { __dashboardArrival: seen });
    new MutationObserver(() => {
      seen.skeletonAt ??= document.querySelector('[role=status] .MuiSkeleton-root') ? performance.now() : undefined;
      seen.figureAt ??= document.querySelector('[data-testid=figure]') ? performance.now() : undefined;
    }).observe(document, { childList: true, subtree: true });
  });
}

const arrival = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dashboardArrival: { skeletonAt?: number; figureAt?: number } }).__dashboardArrival);

test("the skeleton shows about 800 ms from when the dashboard was asked for, the remote's arrival included", async ({ page }) => {
  await page.setViewportSize(adminViewports[0].size);
  await signIn(page);
  await watchDashboardArrival(page);

  // A remote already in the browser's cache: the figures wait for the 800 ms from the navigation.
  await page.goto('/admin/dashboard');
  await expect(card(page, 'Total Revenue')).toBeVisible();
  const cached = await arrival(page);
  expect(cached.skeletonAt).toBeDefined();
  expect(cached.figureAt).toBeGreaterThanOrEqual(800);

  // A remote slower than the skeleton's time. The page's clock stops once more than 800 ms have
  // passed and the remote is held back, then moves 10 ms at a time, at most 600 ms in all, while
  // the remote, the answer and the render take what real time they need. Counted from the
  // navigation, the 800 ms are over when the page mounts, so the figures come in that time;
  // counted from the mount, they would need 800 ms more of it.
  const payments = String(e2ePorts.shell + remoteApps.find((app) => app.name === 'payments')!.portOffset);
  const slow = await page.context().newPage();
  await slow.setViewportSize(adminViewports[0].size);
  await slow.clock.install();
  let releaseRemote!: () => void;
  const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
  await slow.route(
    (url) => url.port === payments && url.pathname === '/remoteEntry.js',
    async (route) => {
      await remoteHeld;
      await route.fallback();
    },
  );
  await slow.goto('/admin/dashboard', { waitUntil: 'commit' });
  await expect.poll(() => slow.evaluate(() => performance.now())).toBeGreaterThan(1000);
  await slow.clock.pauseAt(await slow.evaluate(() => Date.now() + 200));
  releaseRemote();
  const figure = card(slow, 'Total Revenue');
  for (let moved = 0; moved < 600 && !(await figure.isVisible()); moved += 10) {
    await slow.clock.runFor(10);
    await slow.waitForTimeout(250);
  }
  await expect(figure).toBeVisible({ timeout: 1 });
  await slow.close();
});
