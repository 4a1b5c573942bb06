// The buyer's booking page and Find my booking (docs/product-rules.md#the-buyers-booking-page),
// reached the way buyers reach them: by the link in the e-mails the system wrote to
// DATA_DIR/outbox. Refunds are made through the admin API (the admin screens have specs of their own).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BOOKING_LOOKUP_ANSWER, formatPounds } from '@shared/domain';
import { simpleParser } from 'mailparser';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { outboxFor, ticketEmail, toast } from '../support/checkout';
import { emailedTicketCodes } from '../support/event-hub';
import { createExperience } from '../support/events';

import { apiUrl } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { scrollsSideways, viewports } from '../support/viewports';
import { adminToken } from '../support/admin';

const stamp = Date.now();
/** Far enough ahead that the default policy (cancel until 14 days before) allows cancelling. */
const farDay = '2031-10-10T00:00:00.000Z';

/** The buyer's e-mails as they read them: subject and text, and the booking page each links to. */
async function mailsTo(email: string) {
  return Promise.all(
    outboxFor(email).map(async ({ source, pdfs }) => {
      const mail = await simpleParser(source);
      const text = mail.text ?? '';
      return { subject: mail.subject ?? '', text, pdfs, bookingPath: /https?:\/\/[^/\s]+(\/booking\/[\w-]+)/.exec(text)?.[1] };
    }),
  );
}

/** Buys one ticket of an experience by card through the sandbox and answers what its ticket e-mail carries. */
async function buy(request: APIRequestContext, eventId: string, name: string, installment: 'FULL' | 'INSTALLMENT' = 'FULL') {
  const email = `${name.toLowerCase()}.${stamp}@example.com`;
  const { orderId } = await buyThroughSandbox(
    request,
    { kind: 'experiences', id: eventId },
    { firstName: name, lastName: 'Booker', email },
    { installment },
  );
  await ticketEmail(email, 1);
  const [mail] = await mailsTo(email);
  const reference = /Order: (EVT-[A-Z0-9]{6})/.exec(mail.text)?.[1];
  expect(mail.bookingPath, 'the ticket e-mail links to the booking page').toMatch(/^\/booking\/[\w-]{20,}$/);
  expect(reference, 'the ticket e-mail names the order reference').toBeDefined();
  return { email, orderId, reference: reference!, bookingPath: mail.bookingPath! };
}

async function openBooking(page: Page, bookingPath: string, title: string) {
  await page.goto(bookingPath);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

const figure = (page: Page, label: string) => page.getByTestId('money-figure').filter({ hasText: label });
const status = (page: Page) => page.getByTestId('booking-status');

test('the booking page shows the order, its tickets and what an admin refunded of it', async ({ page, request }) => {
  const title = `Booking Refund Weekend ${stamp}`;
  const eventId = await createExperience(request, { title, arrivalDate: farDay });
  const { email, orderId, reference, bookingPath } = await buy(request, eventId, 'Rufus');
  const [code] = await emailedTicketCodes(email);

  await openBooking(page, bookingPath, title);
  await expect(page.getByText(`Order ${reference}`)).toBeVisible();
  await expect(status(page)).toHaveText('Paid');
  await expect(page.getByText('12 Harbour Road, Brighton')).toBeVisible();
  const ticket = page.getByRole('listitem', { name: `Ticket ${code}` });
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Valid');
  await expect(ticket.getByText('Rufus Booker')).toBeVisible();
  // The QR code is drawn, and the PDF is a PDF, both through the site's own origin.
  const qr = ticket.getByRole('img', { name: `QR code of ticket ${code}` });
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const pdf = await page.request.get((await ticket.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(figure(page, 'Refunded')).toHaveCount(0);
  const paidText = (await figure(page, 'Paid').textContent())!;
  await expectNoSeriousA11yViolations(page);

  const refund = await request.post(`${apiUrl}/admin/orders/${orderId}/refunds`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { amount: 2500, reason: 'The pier walk was cancelled' },
  });
  expect(refund.status(), await refund.text()).toBe(201);

  await page.reload();
  await expect(figure(page, 'Refunded')).toHaveText(`Refunded${formatPounds(2500)}`);
  await expect(figure(page, 'Paid')).toHaveText(paidText);
  await expect(status(page)).toHaveText('Paid');
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Valid');

  // Resend my tickets: a second ticket e-mail to the same address.
  await page.getByRole('button', { name: 'Resend my tickets' }).click();
  await expect(toast(page, `Your tickets are on their way to ${email}.`)).toBeVisible();
  await expect.poll(() => outboxFor(email).filter((message) => message.pdfs.length === 1).length, { timeout: 30_000 }).toBe(2);
});

test('a buyer cancels inside the window: the page shows it cancelled and refunded, and the door refuses the ticket', async ({
  page,
  request,
}) => {
  const title = `Booking Cancel Weekend ${stamp}`;
  const eventId = await createExperience(request, { title, arrivalDate: farDay });
  const { email, bookingPath } = await buy(request, eventId, 'Carla');
  const [code] = await emailedTicketCodes(email);

  await openBooking(page, bookingPath, title);
  await expect(page.getByText(/^You can cancel this booking online until \w+day, 26 September 2031\.$/)).toBeVisible();
  const paid = (await figure(page, 'Paid').textContent())!.replace('Paid', '');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(`You will get back ${paid}.`);
  await expect(dialog).toContainText('There is no cancellation fee.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();

  await expect(toast(page, `Your booking is cancelled. ${paid} is on its way back to you.`)).toBeVisible();
  await expect(status(page)).toHaveText('Cancelled');
  await expect(figure(page, 'Refunded')).toHaveText(`Refunded${paid}`);
  await expect(page.getByRole('listitem', { name: `Ticket ${code}` }).getByTestId('ticket-status')).toHaveText('Void');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  const token = `Bearer ${await adminToken(request)}`;
  const door = await request.post(`${apiUrl}/tickets/check-in`, { headers: { Authorization: token }, data: { code } });
  expect(await door.json()).toMatchObject({ result: 'VOID' });
  // Cancelling again is refused, and the buyer is told about the cancellation.
  expect((await request.post(`${apiUrl}/bookings/${bookingPath.split('/').pop()}/cancel`)).status()).toBe(409);
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => mail.subject.startsWith('Booking cancelled')), { timeout: 30_000 })
    .toBe(true);
});

test('outside the window there is no Cancel button, and the API refuses to cancel (409)', async ({ page, request }) => {
  const title = `Booking Soon Weekend ${stamp}`;
  // Three days away: the default policy (until 14 days before) closed the window already.
  const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const eventId = await createExperience(request, { title, arrivalDate: `${soon}T00:00:00.000Z` });
  const { bookingPath } = await buy(request, eventId, 'Late');

  await openBooking(page, bookingPath, title);
  await expect(status(page)).toHaveText('Paid');
  await expect(page.getByText('This booking can no longer be cancelled online.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  const refused = await request.post(`${apiUrl}/bookings/${bookingPath.split('/').pop()}/cancel`);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBeTruthy();
  await page.reload();
  await expect(status(page)).toHaveText('Paid');
});

test('Pay now on the booking page pays the next instalment through the sandbox page', async ({ page, request }) => {
  const title = `Booking Instalment Weekend ${stamp}`;
  const eventId = await createExperience(request, { title, arrivalDate: farDay });
  const { bookingPath } = await buy(request, eventId, 'Ivy', 'INSTALLMENT');

  await openBooking(page, bookingPath, title);
  await expect(status(page)).toHaveText('Part paid');
  const due = page.getByRole('list', { name: 'Still to pay' }).getByRole('listitem');
  await expect(due.first()).toContainText('Second Instalment, due');
  const dueCount = await due.count();
  const amount = (await due.first().getByTestId('due-amount').textContent())!;
  await due.first().getByRole('radio', { name: 'PayPal' }).check();
  await due.first().getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/api\/sandbox\//);
  await expect(page.getByText('PayPal test checkout')).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText(amount);
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page).toHaveURL(/\/experiences\/payment-success\?order=/);

  await openBooking(page, bookingPath, title);
  await expect(due).toHaveCount(dueCount - 1);
});

test('Find my booking e-mails the link, and answers the same for a pair that names no booking', async ({ page, request }) => {
  const title = `Booking Lookup Weekend ${stamp}`;
  const eventId = await createExperience(request, { title, arrivalDate: farDay });
  const { email, reference } = await buy(request, eventId, 'Fiona');

  for (const viewport of viewports) {
    await page.setViewportSize(viewport.size);
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible();
    expect(await scrollsSideways(page), viewport.name).toBe(false);
  }
  await expectNoSeriousA11yViolations(page);

  const ask = async (asked: string, askedReference: string) => {
    await page.getByRole('textbox', { name: /^Email/ }).fill(asked);
    await page.getByRole('textbox', { name: /^Order reference/ }).fill(askedReference);
    await page.getByRole('button', { name: 'Email me the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: BOOKING_LOOKUP_ANSWER })).toBeVisible();
  };
  await ask(`nobody.${stamp}@example.com`, 'EVT-ZZZZZZ');
  await ask(email.toUpperCase(), reference.toLowerCase());

  await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.pdfs.length === 0).length, { timeout: 30_000 }).toBe(1);
  const linkMail = (await mailsTo(email)).find((mail) => mail.pdfs.length === 0)!;
  expect(linkMail.subject).toContain(reference);
  expect(outboxFor(`nobody.${stamp}@example.com`)).toEqual([]);

  await openBooking(page, linkMail.bookingPath!, title);
  await expect(page.getByText(`Order ${reference}`)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('a link that names no booking says so, with the way to Find my booking', async ({ page }) => {
  await page.goto('/booking/no-such-booking-token-at-all');
  await expect(page.getByRole('heading', { level: 2, name: 'We could not find that booking' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await page.goto('/');
  // Every public page's footer leads there too, for a buyer who has lost the e-mail.
  await page.getByRole('navigation', { name: 'Bookings and legal' }).getByRole('link', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible();
});
