// Promo codes end to end (docs/product-rules.md#promo-codes): an admin creates a code in the back
// office, a visitor applies it at the checkout, sees the discount and the lower total, and pays
// that total; a code that does not exist says so and is not applied.
import { expect, test } from '@playwright/test';
import { paths } from '@shared/domain';
import { signIn } from '../support/admin';
import { choose, contactOf, createParty, fillContact, toast } from '../support/checkout';

const stamp = Date.now().toString(36).toUpperCase();
const code = `E2E-${stamp}`;
const title = `Promo Rooftop Night ${stamp}`;
let partyId = '';

test.beforeAll(async ({ request }) => {
  // £40.00 a ticket, £5.00 off for women, rooms £80.00 single and £50.00 shared.
  partyId = await createParty(request, { title, date: '2031-07-12T00:00:00.000Z', rooms: { single: 8000, shared: 5000 } });
});

test('an admin creates a code, a visitor applies it, sees the discount and pays the lower total; a bad code says why', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Event Hub' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.admin.promoCodes}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  await page.getByRole('button', { name: '+ Create promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create promo code' });
  await dialog.getByLabel(/^Code/).fill(code.toLowerCase());
  await dialog.getByRole('combobox', { name: 'Discount' }).click();
  await page.getByRole('option', { name: 'Percentage off (%)' }).click();
  await dialog.getByLabel(/^Percentage \(%\)/).fill('10');
  await dialog.getByRole('combobox', { name: 'Applies to' }).click();
  await page.getByRole('option', { name: 'One event' }).click();
  await dialog.getByRole('combobox', { name: /^Event/ }).click();
  await page.getByRole('option', { name: title }).click();
  await dialog.getByLabel('Maximum uses').fill('5');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(toast(page, `Promo code ${code} created`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10% off');
  await expect(row).toContainText(title);
  await expect(row).toContainText('0 / 5');

  // The visitor, in a browser of their own.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${paths.checkOut('parties')}?event=${partyId}`);
  await visitor.getByRole('button', { name: 'Get Ticket Now' }).click();
  await expect(visitor).toHaveURL(new RegExp(`${paths.confirmation('parties')}\\?event=${partyId}$`));
  await choose(visitor, 'Gender', 'Female');
  await choose(visitor, 'Room', /^2 people shared/);
  await fillContact(visitor, contactOf(`promo-${stamp.toLowerCase()}@example.com`));
  // £40.00 + £50.00 less £5.00 = £85.00, VAT £17.00.
  await expect(visitor.getByTestId('summary-grand-total')).toHaveText('£102.00');

  const field = visitor.getByRole('textbox', { name: 'Promo code' });
  await field.fill('NO-SUCH-CODE');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: 'This promo code does not exist.' }).first()).toBeVisible();
  await expect(toast(visitor, 'This promo code does not exist.')).toBeVisible();
  await expect(visitor.getByTestId('summary-promo')).toHaveCount(0);
  await expect(visitor.getByTestId('summary-grand-total')).toHaveText('£102.00');

  await field.fill(code.toLowerCase());
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByTestId('promo-applied')).toHaveText(`Promo code ${code} applied`);
  // 10% of £85.00 = £8.50: £76.50, VAT £15.30.
  await expect(visitor.getByText(`Promo code (${code})`)).toBeVisible();
  await expect(visitor.getByTestId('summary-promo')).toHaveText('-£8.50');
  await expect(visitor.getByTestId('summary-grand-total')).toHaveText('£91.80');

  await visitor.getByRole('button', { name: 'Pay Now' }).click();
  await expect(visitor).toHaveURL(/\/api\/sandbox\//);
  // The server charged what the summary said.
  await expect(visitor.getByTestId('sandbox-amount')).toHaveText('£91.80');
  await visitor.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(visitor).toHaveURL(/\/parties\/payment-success\?order=/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await visitor.context().close();

  // The paid order took one use.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('1 / 5');
});
