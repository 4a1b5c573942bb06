// The ticket e-mail as a buyer reads it (docs/architecture.md#e-mail-layout): the HTML part opened
// in Chromium as a mail program shows it, the plain-text part beside it, and the one link that
// pays the next instalment followed to its page.
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { ticketEmail } from '../support/checkout';
import { createExperience } from '../support/events';
import { buyThroughSandbox } from '../support/purchase';

const stamp = Date.now();

test('an instalment buyer gets the receipt, the venue on a map, each instalment on its own day and one link that pays the next', async ({
  page,
  request,
}) => {
  const title = `Email Receipt Weekend ${stamp}`;
  const eventId = await createExperience(request, { title, arrivalDate: '2031-10-10T00:00:00.000Z' });
  const email = `receipt.${stamp}@example.com`;
  const { orderId, reference } = await buyThroughSandbox(
    request,
    { kind: 'experiences', id: eventId },
    { firstName: 'Remi', lastName: 'Receipt', email },
    { quantity: 2, installment: 'INSTALLMENT' },
  );
  const mail = await simpleParser((await ticketEmail(email, 2)).source);
  const text = mail.text ?? '';

  expect(text).toContain(`Order: ${reference}`);
  expect(text).toMatch(
    /Your receipt\nTickets \(2 × £125\.50\): £251\.00\n(.+\n)*Sub total: £[\d.,]+\nVAT \(20%\): £[\d.,]+\nTotal: £[\d.,]+\nPaid today: £[\d.,]+/,
  );
  expect(text).toMatch(/Map: https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\S+/);
  const dueDays = [...text.matchAll(/^- (?:Second Instalment|Third payment|Fourth payment): £[\d.,]+ by (.+)$/gm)].map((m) => m[1]);
  expect(dueDays).toHaveLength(3);
  expect(new Set(dueDays).size).toBe(3);
  expect(text.match(/Pay next instalment with Stripe: \S+/g)).toEqual([expect.stringContaining(`/api/order/${orderId}/pay`)]);
  expect(text).toContain('Questions about your booking? Reply to this e-mail');
  expect(mail.replyTo?.text).toBeTruthy();

  // The HTML part, as a mail program lays it out: no style sheet, so what shows is what the tables say.
  await page.setViewportSize({ width: 700, height: 1400 });
  await page.setContent(mail.html || '');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Layout tables (role=presentation), as e-mail needs: a label and its value side by side.
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await expect(page.getByText(/^VAT \(20%\)$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the venue in Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  const pay = page.getByRole('link', { name: 'Pay next instalment with Stripe' });
  await expect(pay).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('ticket-email.png'), fullPage: true });

  // The link opens the page of what is due now, whose button pays it by card as the first payment was.
  const payPath = new URL((await pay.getAttribute('href'))!).pathname;
  await page.goto(payPath);
  await expect(page.getByRole('button', { name: /^Pay £[\d.,]+ by card$/ })).toBeVisible();
});
