// The back office after a sale (docs/product-rules.md#after-the-sale): an admin finds an order
// from Payment Tracking, refunds part of it, sees the payment read Partially refunded, then
// cancels the order with a refund of the rest; the buyer is told each time by e-mail.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatPounds, type AdminOrder } from '@shared/domain';
import { simpleParser } from 'mailparser';
import { adminToken, signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { outboxFor, ticketEmail, toast } from '../support/checkout';
import { createExperience } from '../support/events';

import { apiUrl } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { adminViewports, scrollsSideways } from '../support/viewports';

const stamp = Date.now().toString(36);

/** Buys two tickets of a new experience through the sandbox; answers the buyer and the order as the admin API shows it. */
async function soldOrder(request: APIRequestContext, name: string) {
  const title = `Harbour Lights Weekend ${name} ${stamp}`;
  const eventId = await createExperience(request, { title, arrivalDate: '2031-11-08T00:00:00.000Z' });
  const buyer = { firstName: name, lastName: `Refundee${stamp}`, email: `${name.toLowerCase()}.${stamp}@example.com` };
  const { orderId } = await buyThroughSandbox(request, { kind: 'experiences', id: eventId }, buyer, { quantity: 2 });
  const response = await request.get(`${apiUrl}/admin/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  const order = ((await response.json()) as { data: AdminOrder }).data;
  return { title, buyer, order };
}

/** The subjects of the e-mails the buyer was sent (DATA_DIR/outbox). */
async function subjectsTo(email: string): Promise<string[]> {
  return Promise.all(outboxFor(email).map(async ({ source }) => (await simpleParser(source)).subject ?? ''));
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const summary = (page: Page, label: string) =>
  region(page, 'Order summary')
    .getByTestId('order-detail')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
const paymentRow = (page: Page, name: string) =>
  page.getByRole('grid', { name: 'Payments' }).locator('[role="row"][data-id]').filter({ hasText: name });

async function openPayments(page: Page) {
  await page.goto('/admin/payments');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Payments' })).toBeVisible();
}

async function confirm(dialog: Locator, question: string, button: string) {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('an admin finds an order by its reference, refunds part of it, then cancels it with a refund of the rest', async ({
  page,
  request,
}) => {
  await page.setViewportSize(adminViewports[0].size);
  const { title, buyer, order } = await soldOrder(request, 'Rhea');
  const name = `${buyer.firstName} ${buyer.lastName}`;
  await ticketEmail(buyer.email, 2);

  await signIn(page);
  await openPayments(page);
  await page.getByRole('searchbox', { name: 'Find an order' }).fill(order.reference.toLowerCase());
  await page.getByRole('searchbox', { name: 'Find an order' }).press('Enter');
  await page
    .getByRole('list', { name: 'Orders found' })
    .getByRole('link', { name: new RegExp(order.reference) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await expect(summary(page, 'Buyer')).toHaveText(name);
  await expect(summary(page, 'Event')).toHaveText(title);
  await expect(summary(page, 'Paid (incl. VAT)')).toHaveText(formatPounds(order.paid));
  await expect(summary(page, 'Balance (incl. VAT)')).toHaveText(formatPounds(order.balance));
  const tickets = region(page, 'Tickets').getByRole('row');
  await expect(tickets.filter({ hasText: 'Valid' })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // A part refund, asked for in pounds, confirmed in words.
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund order ${order.reference}` });
  await refund.getByRole('textbox', { name: 'Amount' }).fill('10');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('One guest cannot come');
  await confirm(refund, `Refund £10.00 to ${buyer.email}? They will get an e-mail receipt.`, 'Refund £10.00');
  await expect(toast(page, `Refunded £10.00 to ${buyer.email}.`)).toBeVisible();
  await expect(region(page, 'Refunds').getByRole('row').filter({ hasText: 'One guest cannot come' })).toContainText('£10.00');
  await expect(summary(page, 'Refunded')).toHaveText('£10.00');
  const rest = order.paid - 1000;
  await expect(summary(page, 'Refundable')).toHaveText(formatPounds(rest));
  await expect(region(page, 'E-mails')).toContainText('Refund receipt');
  await expect.poll(() => subjectsTo(buyer.email), { timeout: 30_000 }).toContain(`Refund of £10.00: ${title}`);

  // Payment Tracking reads the payment Partially refunded, and its filter finds it.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('grid', { name: 'Payments' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Partially refunded', exact: true }).click();
  await expect(paymentRow(page, name)).toContainText('Partially refunded');
  await expect(paymentRow(page, name).locator('[data-field="refunded"]')).toHaveText('£10.00');
  // The CSV export carries what was refunded.
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download as CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('payment-tracking.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Name,Email,Event,Type,Method,Date,Paid,Order total,Balance,Refunded,Status');
  expect(csv).toContain(`${name},${buyer.email},${title},Experience,Stripe,`);
  expect(csv.split(/\r?\n/).find((line) => line.startsWith(name))).toMatch(/,£10\.00,Partially refunded$/);

  // Cancelling with a refund of everything left: the tickets stop working.
  await paymentRow(page, name)
    .getByRole('link', { name: `Open the order of ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel order ${order.reference}` });
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('The weekend is called off');
  await cancel.getByRole('checkbox', { name: `Also refund ${formatPounds(rest)}, everything still refundable` }).check();
  await confirm(
    cancel,
    `Cancel order ${order.reference}? Its 2 tickets stop working and go back on sale, and no more instalment reminders are sent. ` +
      `${formatPounds(rest)} is refunded to ${buyer.email}. ${buyer.email} will get an e-mail saying so.`,
    'Cancel order',
  );
  await expect(toast(page, `Order ${order.reference} cancelled and ${formatPounds(rest)} refunded.`)).toBeVisible();
  await expect(summary(page, 'Refundable')).toHaveText('£0.00');
  await expect(summary(page, 'Cancel Reason')).toHaveText('The weekend is called off');
  await expect(tickets.filter({ hasText: 'Void' })).toHaveCount(2);
  for (const action of ['Refund', 'Cancel order', 'Resend tickets'])
    await expect(page.getByRole('button', { name: action })).toBeDisabled();
  await expect.poll(() => subjectsTo(buyer.email), { timeout: 30_000 }).toContain(`Booking cancelled: ${title}`);

  await openPayments(page);
  await expect(paymentRow(page, name)).toContainText('Refunded');
  await expect(paymentRow(page, name).locator('[data-field="refunded"]')).toHaveText(formatPounds(order.paid));
});

test('Payment Tracking with its search, the order page and its dialogs fit a 360 px phone, with no serious accessibility violation', async ({
  page,
  request,
}) => {
  const { order } = await soldOrder(request, 'Pia');
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await openPayments(page);
  await page.getByRole('searchbox', { name: 'Find an order' }).fill(order.reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Orders found' }).getByRole('link')).toHaveCount(1);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await expect(region(page, 'E-mails')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Change buyer' }).click();
  await expect(page.getByRole('dialog', { name: `Change the buyer of ${order.reference}` })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
});
