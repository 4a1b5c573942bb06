import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatPounds, type Transaction, transactionStatusLabel } from '@shared/domain';
import { adminToken, signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createExperience } from '../support/events';

import { apiUrl } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { adminViewports, scrollsSideways } from '../support/viewports';

async function allTransactions(request: APIRequestContext): Promise<Transaction[]> {
  const response = await request.get(`${apiUrl}/transaction/get`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  return ((await response.json()) as { data: Transaction[] }).data;
}

async function openPayments(page: Page) {
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Tracking' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Payments' })).toBeVisible();
}

const rows = (page: Page) => page.getByRole('grid', { name: 'Payments' }).locator('[role="row"][data-id]');
const pageButtons = (page: Page) => page.getByRole('navigation', { name: 'Payment pages' }).getByRole('button', { name: /^Page \d+$/ });

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Every row of the current page shows `text` in the column `field`. */
async function everyRowShows(page: Page, field: string, text: string) {
  const cells = rows(page).locator(`[data-field="${field}"]`);
  for (const cell of await cells.all()) await expect(cell).toHaveText(text);
}

test('a sandbox purchase made now is listed first and its details panel shows the documented labels', async ({ page, request }) => {
  await page.setViewportSize(adminViewports[0].size);
  const title = `Tracking Trail ${Date.now()}`;
  const id = await createExperience(request, { title, arrivalDate: '2031-09-12T00:00:00.000Z' });
  const buyer = { firstName: 'Tracy', lastName: `Payer${Date.now()}`, email: `tracy.${Date.now()}@example.com` };
  await buyThroughSandbox(request, { kind: 'experiences', id }, buyer, { quantity: 3, installment: 'INSTALLMENT' });
  const paid = (await allTransactions(request)).find((t) => t.productId === id)!;

  await signIn(page);
  await openPayments(page);
  const row = rows(page).first();
  await expect(row).toContainText(`${buyer.firstName} ${buyer.lastName}`);
  await expect(row).toContainText(title);
  await expect(row).toContainText(formatPounds(paid.amountPaid));
  // The row's last cell is the link to its order, named after the buyer too.
  await row.getByRole('gridcell', { name: `${buyer.firstName} ${buyer.lastName}`, exact: true }).click();

  const panel = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(panel).toBeVisible();
  const detail = (label: string) =>
    panel
      .getByTestId('payment-detail')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(detail('Name')).toHaveText(`${buyer.firstName} ${buyer.lastName}`);
  await expect(detail('Email')).toHaveText(buyer.email);
  await expect(detail('Event')).toHaveText(title);
  await expect(detail('Event Type')).toHaveText('Experience');
  await expect(detail('Payment Method')).toHaveText('Stripe');
  await expect(detail('Payment')).toHaveText('First Instalment');
  await expect(detail('Quantity')).toHaveText('3');
  await expect(detail('Ticket Price')).toHaveText('£125.50');
  await expect(detail('Room')).toHaveText('Shared Room');
  await expect(detail('Gender')).toHaveText('Female');
  // With VAT all: the deposit taken, the whole order as deposit and three instalments (each about a
  // quarter), and the three still owed.
  await expect(detail('Order Total (incl. VAT)')).toHaveText(formatPounds(paid.totalAmount));
  await expect(detail('Paid (incl. VAT)')).toHaveText(formatPounds(paid.amountPaid));
  await expect(detail('Balance (incl. VAT)')).toHaveText(formatPounds(paid.totalAmount - paid.amountPaid));
  expect(Math.abs(paid.totalAmount - 4 * paid.amountPaid)).toBeLessThanOrEqual(4);
  await expect(panel.getByText('Successful', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});

test('every page number is shown, 10 payments a page', async ({ page, request }) => {
  await page.setViewportSize(adminViewports[0].size);
  const total = (await allTransactions(request)).length;
  const pages = Math.ceil(total / 10);
  await signIn(page);
  await openPayments(page);
  await expect(pageButtons(page)).toHaveText(Array.from({ length: pages }, (_, i) => String(i + 1)));
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: `Page ${pages}` }).click();
  await expect(page.getByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(total - (pages - 1) * 10);
});

test('Export, Download as CSV saves every payment the status filter keeps, not only the page shown', async ({ page, request }) => {
  await page.setViewportSize(adminViewports[0].size);
  const successful = (await allTransactions(request)).filter((t) => transactionStatusLabel(t.status) === 'Successful').length;
  expect(successful).toBeGreaterThan(10);
  await signIn(page);
  await openPayments(page);
  await choose(page, 'Status', 'Successful');
  await expect(page).toHaveURL(/status=Successful/);
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download as CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('payment-tracking.csv');
  const [header, ...lines] = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('Name,Email,Event,Type,Method,Date,Paid,Order total,Balance,Refunded,Status');
  // Other tests may add payments meanwhile; none are taken away.
  expect(lines.length).toBeGreaterThanOrEqual(successful);
  for (const line of lines) expect(line).toMatch(/,Successful$/);
});

test('the filters keep exactly the matching payments of the real data', async ({ page, request }) => {
  await page.setViewportSize(adminViewports[0].size);
  const all = await allTransactions(request);
  const status = (t: Transaction) => transactionStatusLabel(t.status);
  const cases = [
    {
      filter: 'Status',
      option: 'Successful',
      field: 'status',
      shown: 'Successful',
      count: all.filter((t) => status(t) === 'Successful').length,
    },
    { filter: 'Status', option: 'Pending', field: 'status', shown: 'Pending', count: all.filter((t) => status(t) === 'Pending').length },
    { filter: 'Status', option: 'Failed', field: 'status', shown: 'Failed', count: all.filter((t) => status(t) === 'Failed').length },
    {
      filter: 'Payment Method',
      option: 'PayPal',
      field: 'paymentMethod',
      shown: 'PayPal',
      count: all.filter((t) => t.paymentMethod === 'Paypal').length,
    },
    {
      filter: 'Payment Method',
      option: 'Stripe',
      field: 'paymentMethod',
      shown: 'Stripe',
      count: all.filter((t) => t.paymentMethod === 'Stripe').length,
    },
    {
      filter: 'Event Type',
      option: 'Experience',
      field: 'productType',
      shown: 'Experience',
      count: all.filter((t) => t.productType === 'Experience').length,
    },
    {
      filter: 'Event Type',
      option: 'Parties',
      field: 'productType',
      shown: 'Party',
      count: all.filter((t) => t.productType === 'Party').length,
    },
  ];
  await signIn(page);
  await openPayments(page);
  for (const { filter, option, field, shown, count } of cases) {
    // The seeded history has every kind of payment, so each filter is checked on real rows.
    expect(count, `${filter} ${option}`).toBeGreaterThan(0);
    await choose(page, filter, option);
    await expect(pageButtons(page)).toHaveCount(Math.ceil(count / 10));
    await expect(rows(page)).toHaveCount(Math.min(count, 10));
    await everyRowShows(page, field, shown);
    await choose(page, filter, 'All');
    await expect(pageButtons(page)).toHaveCount(Math.ceil(all.length / 10));
  }

  await choose(page, 'Event Type', 'Merchandise');
  const merchandise = all.filter((t) => t.productType === 'Merchandise').length;
  await expect(rows(page)).toHaveCount(Math.min(merchandise, 10));
  if (merchandise === 0) await expect(page.getByText('No payments match these filters.')).toBeVisible();
  await choose(page, 'Event Type', 'All');

  await choose(page, 'Payment Method', 'PayPal');
  await choose(page, 'Event Type', 'Parties');
  const both = all.filter((t) => t.paymentMethod === 'Paypal' && t.productType === 'Party').length;
  await expect(rows(page)).toHaveCount(Math.min(both, 10));
  await everyRowShows(page, 'paymentMethod', 'PayPal');
  await everyRowShows(page, 'productType', 'Party');
});

test('the filters, search, sort and page stay in the address through an order page and Back, and a reload', async ({ page, request }) => {
  await page.setViewportSize(adminViewports[0].size);
  const all = await allTransactions(request);
  const stripe = all.filter((t) => t.paymentMethod === 'Stripe');
  expect(stripe.length).toBeGreaterThan(20);
  // Other specs running beside this one make payments; each page the API answers is frozen at its first
  // answer so that the reload is compared with the same data, and only the address decides what it shows.
  const frozen = new Map<string, string>();
  await page.route('**/admin/transactions?*', async (route) => {
    const response = await route.fetch();
    const url = route.request().url();
    if (!frozen.has(url)) frozen.set(url, await response.text());
    await route.fulfill({ response, body: frozen.get(url) });
  });
  await signIn(page);
  await openPayments(page);
  await choose(page, 'Payment Method', 'Stripe');
  await page.getByRole('columnheader', { name: 'Paid' }).click();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?method=Stripe&sort=amountPaid&dir=asc&page=2$/);
  // The address changes first; the grid renders it in a transition, so its rows are read once it shows the sort and page.
  await expect(page.getByRole('columnheader', { name: 'Paid' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The last page stays on screen, marked as loading, until the next one arrives: read the rows after it has.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const secondPage = await rows(page).locator('[data-field="payer"]').allTextContents();
  const paidCells = async () =>
    (await rows(page).locator('[data-field="amountPaid"]').allTextContents()).map((text) => Number(text.replace(/[£,]/g, '')));
  const paidAmounts = await paidCells();
  expect(paidAmounts).toEqual([...paidAmounts].sort((a, b) => a - b));

  await page.reload();
  await expect(page.getByRole('grid', { name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Payment Method' })).toHaveText('Stripe');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page).locator('[data-field="payer"]')).toHaveText(secondPage);
  await page.unroute('**/admin/transactions?*');

  // A payment of the real data with an order: search for its buyer, open the order, come Back.
  const bought = all.find((t) => t.orderId);
  if (bought) {
    await page.goto('/admin/payments');
    const search = page.getByRole('searchbox', { name: 'Search payments' });
    await search.fill(bought.payerEmail);
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(bought.payerEmail).replace(/\./g, '\\.')}$`));
    await expect(rows(page).first()).toContainText(bought.payerEmail);
    await rows(page)
      .first()
      .getByRole('link', { name: /^Open the order of/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/orders\//);
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search payments' })).toHaveValue(bought.payerEmail);
    await expect(rows(page).first()).toContainText(bought.payerEmail);
  }
});

test('the search box keeps the payments whose buyer has every word typed in the name or e-mail', async ({ page, request }) => {
  await page.setViewportSize(adminViewports[0].size);
  const all = await allTransactions(request);
  const [someone] = all;
  const matching = all.filter((t) =>
    `${t.payerFirstName} ${t.payerLastName} ${t.payerEmail}`.toLowerCase().includes(someone.payerLastName.toLowerCase()),
  );
  await signIn(page);
  await openPayments(page);
  await page.getByRole('searchbox', { name: 'Search payments' }).fill(someone.payerLastName.toUpperCase());
  await expect(rows(page)).toHaveCount(Math.min(matching.length, 10));
  for (const row of await rows(page).all()) {
    const payer = `${await row.locator('[data-field="payer"]').textContent()} ${await row.locator('[data-field="payerEmail"]').textContent()}`;
    expect(payer.toLowerCase()).toContain(someone.payerLastName.toLowerCase());
  }
  await page.getByRole('searchbox', { name: 'Search payments' }).fill('nobody-has-this-name');
  await expect(page.getByText('No payments match these filters.')).toBeVisible();
});

test('on a phone the buyer stays in view while the table scrolls, with the status beside it', async ({ page }) => {
  await page.setViewportSize(adminViewports[1].size);
  await signIn(page);
  await openPayments(page);
  const headers = page.getByRole('grid', { name: 'Payments' }).getByRole('columnheader');
  await expect(headers).toHaveText(['Name', 'Status', 'Paid', 'Event', 'Order']);
  const name = rows(page).first().locator('[data-field="payer"]');
  const before = await name.boundingBox();
  // The table scrolls sideways in its container.
  await page.getByRole('grid', { name: 'Payments' }).evaluate((table) => table.parentElement!.scrollBy({ left: 200 }));
  await expect.poll(async () => (await name.boundingBox())?.x).toBe(before?.x);
  await expect(rows(page).first().locator('[data-field="status"]')).toBeInViewport();
});

for (const viewport of adminViewports) {
  test(`Payment Tracking on a ${viewport.name}: no serious accessibility violation and no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    await signIn(page);
    await openPayments(page);
    await expectNoSeriousA11yViolations(page);
    expect(await scrollsSideways(page)).toBe(false);
    await rows(page).first().locator('[data-field="payer"]').click();
    await expect(page.getByRole('dialog', { name: 'Payment Details' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
}
