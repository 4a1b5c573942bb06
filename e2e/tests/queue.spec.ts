// The on-sale queue in real Chromium (docs/product-rules.md#on-sale-queue): the first visitor of a
// queued event is through and buys; the next waits in the waiting room, which moves on by itself
// (no reload) when the first one's hold ends; a browser keeps its one place across reloads.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminToken } from '../support/admin';
import { choose, contactOf, createParty, fillContact } from '../support/checkout';
import { apiUrl } from '../support/ports';

const stamp = Date.now();
let partyId = '';

test.beforeAll(async ({ request }) => {
  partyId = await createParty(request, { title: `Queued Rooftop Night ${stamp}`, date: '2031-07-05T00:00:00.000Z', discountFor: '' });
  // On sale a moment ago, one buyer a minute: the first visitor is through, the next one waits.
  const edited = await request.put(`${apiUrl}/party/edit/${partyId}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { updateData: { useQueue: true, admitPerMinute: 1, onSaleAt: new Date(Date.now() - 1000).toISOString() } },
  });
  expect(edited.status()).toBe(200);
});

const checkOut = (page: Page) => page.goto(`/parties/check-out?event=${partyId}`);
const visitor = async (browser: Browser) => (await browser.newContext()).newPage();

test('the first visitor is through and buys; the next waits, keeps their place, and is let in when a hold ends', async ({ browser }) => {
  const first = await visitor(browser);
  await checkOut(first);
  await expect(first.getByText('It is your turn: choose your tickets.')).toBeVisible();

  const second = await visitor(browser);
  await checkOut(second);
  await expect(second.getByTestId('waiting-room')).toBeVisible();
  await expect(second.getByTestId('queue-position')).toHaveText('Your place in line: 1');
  await expect(second.getByTestId('queue-wait')).toHaveText('Estimated wait: about 1 minute');
  await expect(second.getByRole('button', { name: 'Get Ticket Now' })).toHaveCount(0);
  // A reload is the same browser: the same place, not a new one at the back.
  await second.reload();
  await expect(second.getByTestId('queue-position')).toHaveText('Your place in line: 1');

  // The first visitor orders with their admission and pays in the sandbox: their hold ends...
  await first.getByRole('button', { name: 'Get Ticket Now' }).click();
  await choose(first, 'Gender', 'Female');
  await fillContact(first, contactOf(`queue-first-${stamp}@example.com`));
  await first.getByRole('button', { name: 'Pay Now' }).click();
  await expect(first).toHaveURL(/\/api\/sandbox\//);
  await first.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();

  // ...which lets the next one in, on the page they were waiting on.
  await expect(second.getByText('It is your turn: choose your tickets.')).toBeVisible({ timeout: 15_000 });
  await expect(second.getByRole('button', { name: 'Get Ticket Now' })).toBeEnabled();
});

test('an order for a queued event without an admission is refused with a clear message', async ({ request }) => {
  const refused = await request.post(`${apiUrl}/order/create`, {
    data: {
      type: 'PARTY',
      items: [{ partyId, quantity: 1 }],
      firstName: 'No',
      lastName: 'Queue',
      email: `no-queue-${stamp}@example.com`,
      phoneNumber: '447700900123',
      address: '2 Buyer Road, London',
      installment: 'FULL',
      paymentType: 'Stripe',
      room: 'NONE',
      gender: 'FEMALE',
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('This event sells through a queue: please join the queue and wait for your turn.');
});
