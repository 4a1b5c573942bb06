import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatPounds, type Transaction, transactionStatusLabel } from '@shared/domain';
import { signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminToken, createExperience } from '../support/events';
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
  await expect(detail('Total Amount')).toHaveText(formatPounds(paid.totalAmount));
  await expect(detail('Amount Paid')).toHaveText(formatPounds(paid.amountPaid));
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
