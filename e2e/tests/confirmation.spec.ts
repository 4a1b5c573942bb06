// The event page's prices and times, its dead end, and the way back from the payment provider:
// a cancelled payment that still holds the tickets, and the confirmation's receipt.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { choose, contactOf, fillContact } from '../support/checkout';
import { orderPayload } from '../support/order-payload';
import { apiUrl } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { scrollsSideways, viewports } from '../support/viewports';
import { adminToken } from '../support/admin';

const stamp = Date.now();
const title = `Confirmation Lakeside Weekend ${stamp}`;
let eventId = '';

/** An experience in London, 19:30 on a summer Saturday, ending the next day at 11:00. */
async function createLondonExperience(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${apiUrl}/experience/create`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title,
      price: 4500,
      arrivalDate: '2031-07-05T00:00:00.000Z',
      arrivalTime: '19:30',
      timeZone: 'Europe/London',
      endDate: '2031-07-06T00:00:00.000Z',
      endTime: '11:00',
      address: '3 Lake Walk, Windermere',
      description: 'A weekend by the lake.',
      eventPackage: ['Two nights by the lake'],
      accomodationPriceSingle: 8000,
      accomodationPriceShared: 5000,
      experienceImages: ['1', '2', '3'].map((n) => `/uploads/seed/accra-independence-heritage-trip-${n}.svg`),
      posterImage: '/uploads/seed/accra-independence-heritage-trip-poster.svg',
    },
  });
  if (!response.ok()) throw new Error(`POST /experience/create answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.beforeAll(async ({ request }) => {
  eventId = await createLondonExperience(request);
});

/** From the event page to Pay Now, the sandbox page's address held back; answers the order made and that address. */
async function payUpTo(page: Page, email: string, option: 'Full Payment' | 'First Instalment') {
  await page.goto(`/experiences/check-out?event=${eventId}`);
  await page.getByRole('button', { name: 'Get Ticket Now' }).click();
  await choose(page, 'Payment Mode', 'PayPal');
  await choose(page, 'Payment Option', option);
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Room', /^2 people shared/);
  await fillContact(page, contactOf(email));
  let sandboxUrl = '';
  await page.route('**/api/sandbox/*', (route) => {
    sandboxUrl = route.request().url();
    return route.fulfill({ status: 204 });
  });
  const created = page.waitForResponse((response) => response.url().endsWith('/api/order/create'));
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const { id } = (await (await created).json()) as { id: string };
  await expect.poll(() => sandboxUrl).toMatch(/\/api\/sandbox\//);
  await page.unroute('**/api/sandbox/*');
  return { orderId: id, sandboxUrl };
}

test('the event page: the ticket price with VAT, the time in the event’s zone with its end; the next page opens at the top', async ({
  page,
}) => {
  await page.goto(`/experiences/check-out?event=${eventId}`);
  await expect(page.getByTestId('ticket-price')).toHaveText('Ticket: £45.00 (£54.00 incl. VAT)');
  await expect(page.getByTestId('event-when')).toHaveText('Saturday, 5 July 2031, 7:30 PM (BST) – Sunday, 6 July 2031, 11:00 AM (BST)');
  await page.getByRole('button', { name: 'Get Ticket Now' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Get Ticket Now' }).click();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown event says it is no longer available, with the ways back', async ({ page }) => {
  await page.goto('/parties/check-out?event=0b7e3a52-52d8-4d7e-a1a4-000000000000');
  await expect(page.getByRole('heading', { level: 2, name: 'This event is no longer available' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See parties' }).click();
  await expect(page).toHaveURL(/\/parties$/);
});

test('a cancelled payment says the tickets are still held; Try again pays the same order and the receipt follows', async ({ page }) => {
  test.slow();
  const email = `cancelled-${stamp}@example.com`;
  const { orderId, sandboxUrl } = await payUpTo(page, email, 'First Instalment');
  // Where the provider's cancel sends the buyer (the order's cancel URL).
  await page.goto(`/experiences/confirmation?event=${eventId}&order=${orderId}&payment=cancelled`);
  await expect(page.getByTestId('payment-cancelled')).toHaveText(/^Payment cancelled: your tickets are held for (14|15) more minutes/);
  await expect(page.getByTestId('payment-error')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Try again' }).click();
  // The same attempt, still open, is the one paid: no second order holds the tickets.
  await expect(page).toHaveURL(sandboxUrl);
  await expect(page.getByText('PayPal test checkout')).toBeVisible();
  await page.getByRole('button', { name: 'Complete test payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order=${orderId}$`));
  const modal = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(modal).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const receipt = modal.getByTestId('order-receipt');
  await expect(receipt).toContainText(/Order referenceEVT-[2-9A-HJKMNP-TV-Z]{6}/);
  await expect(receipt).toContainText(`Tickets sent to${email}`);
  // (45.00 + 50.00) x 1 = 95.00; 25% = 23.75; VAT 4.75.
  await expect(receipt).toContainText('Paid£28.50');
  await expect(receipt.getByText(/^£\d+\.\d{2} on\/before \d+(st|nd|rd|th) \w+, \d{4}$/)).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await receipt.getByRole('link', { name: 'Add to calendar' }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toContain('DTSTART:20310705T183000Z\r\n');
  expect(ics).toContain('DTEND:20310706T100000Z\r\n');
  expect(ics).toContain('LOCATION:3 Lake Walk\\, Windermere\r\n');

  const reference = (await receipt.textContent())!.match(/EVT-\w{6}/)![0];
  // The buyer just back from paying is given their booking page's own link.
  await expect(receipt.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', /^\/booking\/[\w-]{43}$/);
  await receipt.getByRole('link', { name: 'Manage your booking' }).click();
  await expect(page).toHaveURL(/\/booking\/[\w-]{43}$/);
  await expect(page.getByText(reference).first()).toBeVisible();
});

test('a failed payment keeps the failure banner', async ({ page }) => {
  await page.goto(`/experiences/confirmation?event=${eventId}&order=0b7e3a52-52d8-4d7e-a1a4-000000000000&payment=failed`);
  await expect(page.getByTestId('payment-error')).toHaveText('Failed to process payment. Please try again.');
  await expect(page.getByTestId('payment-cancelled')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports[1].size });

  test('the receipt and the cancelled notice fit the screen', async ({ page, request }) => {
    test.slow();
    const email = `phone-${stamp}@example.com`;
    const { orderId } = await buyThroughSandbox(
      request,
      { kind: 'experiences', id: eventId },
      { firstName: 'Grace', lastName: 'Hopper', email },
      { installment: 'INSTALLMENT' },
    );
    // Where the provider's success sends the buyer.
    await page.goto(`/experiences/payment-success?order=${orderId}`);
    const receipt = page.getByRole('dialog', { name: 'Payment Successful' }).getByTestId('order-receipt');
    await expect(receipt).toContainText(`Tickets sent to${email}`, { timeout: 10_000 });
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Back Home' }).click();

    const created = await request.post(`${apiUrl}/order/create`, {
      data: orderPayload({ kind: 'experiences', id: eventId }, { firstName: 'Grace', lastName: 'Hopper', email: `held-${email}` }),
    });
    const held = ((await created.json()) as { id: string }).id;
    await page.goto(`/experiences/confirmation?event=${eventId}&order=${held}&payment=cancelled`);
    await expect(page.getByTestId('payment-cancelled')).toContainText('Payment cancelled: your tickets are held for');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
