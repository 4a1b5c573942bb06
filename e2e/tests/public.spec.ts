import { expect, test } from '@playwright/test';
import { apiUrl, e2ePorts } from '../support/ports';

test('the home page is rendered by the storefront remote', async ({ page }) => {
  const storefrontRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(e2ePorts.shell + 1)) storefrontRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Effortless Event Discovery, Seamless Bookings with Evently');
  expect(storefrontRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(storefrontRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('/experiences lists the open experiences from the API, grouped by month', async ({ page, request }) => {
  const open = (await (await request.get(`${apiUrl}/experience/get?status=OPEN`)).json()).data as { title: string }[];
  const closed = (await (await request.get(`${apiUrl}/experience/get?status=CLOSED`)).json()).data as { title: string }[];
  expect(open.length).toBeGreaterThanOrEqual(4);

  await page.goto('/experiences');
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(open.length);
  await expect(cards.first()).toContainText(open[0].title);
  for (const event of open) await expect(page.getByRole('heading', { name: event.title, exact: true })).toBeVisible();
  for (const event of closed) await expect(page.getByRole('heading', { name: event.title, exact: true })).toHaveCount(0);
  // Each event's time carries its own zone's abbreviation; the price its VAT-inclusive figure.
  await expect(cards.first()).toContainText(/\((WAT|GMT|BST)\)/);
  await expect(cards.first()).toContainText(/Ticket: £\d[\d,]*\.\d{2} \(£\d[\d,]*\.\d{2} incl\. VAT\)/);
});

test('a site whose payments are the sandbox says so on public and admin pages, and lets clicks through', async ({ page }) => {
  await page.goto('/parties');
  const banner = page.getByRole('complementary', { name: 'Test mode' });
  await expect(banner).toHaveText('Test mode: no real payments');
  // It never covers what is under it: a click at its centre reaches the page below.
  const box = (await banner.boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('.test-mode') ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toBeNull();
  await page.goto('/admin/login');
  await expect(banner).toBeVisible();
});
