import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, createParty, fillContact, formField, toast } from '../support/checkout';
import { createExperience } from '../support/events';

import { apiUrl } from '../support/ports';
import { viewports } from '../support/viewports';
import { adminToken } from '../support/admin';

// The checkout form says what is wrong where it is wrong, an event without rooms does not ask for
// one, and a phone keeps the page's action in reach (docs/product-rules.md#confirmation).

const stamp = Date.now();
let withRooms = '';
let roomless = '';

test.beforeAll(async ({ request }) => {
  withRooms = await createExperience(request, { title: `Form Lakeside Retreat ${stamp}`, arrivalDate: '2031-09-12T00:00:00.000Z' });
  // The party helper sets no room prices: a party without rooms.
  roomless = await createParty(request, { title: `Form Garden Party ${stamp}`, date: '2031-09-20T00:00:00.000Z', discountFor: '' });
});

/** The message tied to a control by aria-describedby. */
const describedBy = (control: Locator) =>
  control.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

test('Pay Now marks each field in error, says why under it and focuses the first; fixing a field clears it', async ({ page }) => {
  await page.goto(`/experiences/confirmation?event=${withRooms}`);
  await formField(page, 'First name').fill('Grace');
  await formField(page, 'Email').fill('grace@');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(toast(page, 'Please fill in all required contact information')).toBeVisible();
  const gender = page.getByRole('radiogroup', { name: 'Gender' });
  await expect(gender.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  await expect(gender).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(gender)).toBe('Please select a gender.');
  expect(await describedBy(page.getByRole('radiogroup', { name: 'Room' }))).toBe('Please select a room type.');
  await expect(formField(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(formField(page, 'Last name')).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(formField(page, 'Last name'))).toBe('Please enter your last name');
  expect(await describedBy(formField(page, 'Email'))).toBe('Please enter a valid email address');
  expect(await describedBy(formField(page, 'Phone number'))).toBe('Please enter your phone number');
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your address' })).toBeVisible();

  await choose(page, 'Gender', 'Female');
  await expect(gender).not.toHaveAttribute('aria-invalid', 'true');
  await formField(page, 'Email').fill('grace@example.com');
  await expect(formField(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please select a gender.')).toHaveCount(0);

  // The next Pay Now starts at the first field still in error.
  await fillContact(page, { lastName: 'Hopper', phone: '07400 123456', address: '2 Compiler Lane, London' });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toast(page, 'Please select a room type.')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Room' }).getByRole('radio').first()).toBeFocused();
});

test('the phone number is checked as soon as it is left, for the chosen country', async ({ page }) => {
  await page.goto(`/experiences/confirmation?event=${withRooms}`);
  const phone = formField(page, 'Phone number');
  await phone.fill('0803 123 4567');
  await phone.press('Tab');
  const hint = 'Please enter a valid phone number for United Kingdom (+44)';
  await expect(page.getByRole('alert').filter({ hasText: hint })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(phone)).toBe(hint);

  await page.getByLabel(/^Country code/).selectOption({ label: '🇳🇬 Nigeria (+234)' });
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await phone.focus();
  await phone.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid phone number' })).toHaveCount(0);
});

test('an event without rooms does not ask for one, and its order pays room NONE with no room cost', async ({ page, request }) => {
  const email = `roomless-${stamp}@example.com`;
  await page.goto(`/parties/confirmation?event=${roomless}`);
  await expect(page.getByRole('radiogroup', { name: 'Gender' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Room' })).toHaveCount(0);
  await choose(page, 'Gender', 'Male');
  await fillContact(page, { firstName: 'Alan', lastName: 'Turing', email, phone: '07400 123456', address: '3 Bletchley Road' });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\//);
  // £40.00 a ticket and 20% VAT, no room.
  await expect(page.getByTestId('sandbox-amount')).toHaveText('£48.00');
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();

  const response = await request.get(`${apiUrl}/transaction/get?productType=Party&productId=${roomless}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const rows = ((await response.json()) as { data: { payerEmail: string; room: string; roomCost: number }[] }).data;
  expect(rows.filter((row) => row.payerEmail === email)).toEqual([expect.objectContaining({ room: 'NONE', roomCost: 0 })]);
});

/** Whether two boxes on the screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

async function expectChatClear(page: Page, bar: Locator) {
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toBeVisible();
  expect(await overlap(chat, bar), 'WhatsApp button over the sticky bar').toBe(false);
  expect((await chat.boundingBox())!.y + (await chat.boundingBox())!.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
}

test.describe('on a phone', () => {
  test.use({ viewport: viewports[1].size });

  test('a sticky bar keeps Get tickets and Pay in reach, and the WhatsApp button sits above it', async ({ page }) => {
    await page.goto(`/experiences/check-out?event=${withRooms}`);
    const bar = page.getByTestId('sticky-action-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Ticket: £125.50 (£150.60 incl. VAT)');
    await expectChatClear(page, bar);
    // Fixed at the bottom of the screen wherever the page is scrolled.
    await page.mouse.wheel(0, 600);
    expect((await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeCloseTo(viewports[1].size.height, 0);

    await bar.getByRole('button', { name: 'Get tickets', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/experiences/confirmation\\?event=${withRooms}$`));
    const payBar = page.getByTestId('sticky-action-bar');
    await expect(payBar.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    await expectChatClear(page, payBar);

    await payBar.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(toast(page, 'Please fill in all required contact information')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Male', exact: true })).toBeFocused();

    await choose(page, 'Gender', 'Female');
    await choose(page, 'Room', /^Single not shared/);
    // What is due today, as the summary says.
    await expect(payBar).toContainText((await page.getByTestId('summary-grand-total').textContent())!);
  });

  test("the bar is a phone's only: a desktop has the page's own buttons", async ({ page }) => {
    await page.setViewportSize(viewports[0].size);
    await page.goto(`/experiences/check-out?event=${withRooms}`);
    await expect(page.getByRole('button', { name: 'Get Ticket Now' })).toBeVisible();
    await expect(page.getByTestId('sticky-action-bar')).toBeHidden();
  });
});
