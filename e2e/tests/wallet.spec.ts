// Wallet passes (docs/product-rules.md#wallet-passes), as a buyer meets them: the links in the
// ticket e-mail and the buttons on the booking page, the Apple pass they download and the Google
// link's token. The system under test has made-up keys for both wallets (support/wallet-keys.ts);
// nothing is sent to Apple or Google.
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { ticketEmail } from '../support/checkout';
import { emailedTicketCodes } from '../support/event-hub';
import { createExperience } from '../support/events';
import { buyThroughSandbox } from '../support/purchase';
import { E2E_PASS_TYPE_ID } from '../support/wallet-keys';

const stamp = Date.now();

test('a buyer adds a ticket to Apple Wallet or Google Wallet from the e-mail and the booking page', async ({ page, request }) => {
  const title = `Wallet Weekend ${stamp}`;
  const eventId = await createExperience(request, { title, arrivalDate: '2031-10-10T00:00:00.000Z' });
  const email = `wallet.${stamp}@example.com`;
  await buyThroughSandbox(request, { kind: 'experiences', id: eventId }, { firstName: 'Wanda', lastName: 'Wallet', email });
  const mail = await simpleParser((await ticketEmail(email, 1)).source);
  const [code] = await emailedTicketCodes(email);
  const text = mail.text ?? '';

  // The e-mail links the ticket to both wallets.
  const appleInMail = new RegExp(`Ticket 1 \\(${code}\\), Add to Apple Wallet: (\\S+)`).exec(text)?.[1];
  expect(appleInMail, 'the e-mail has the Apple Wallet link').toMatch(new RegExp(`/api/tickets/${code}/pkpass$`));
  expect(text).toMatch(
    new RegExp(`Ticket 1 \\(${code}\\), Save to Google Wallet: https://pay\\.google\\.com/gp/v/save/[\\w-]+\\.[\\w-]+\\.[\\w-]+`),
  );

  // The booking page shows the buttons beside the PDF.
  const bookingPath = /https?:\/\/[^/\s]+(\/booking\/[\w-]+)/.exec(text)![1];
  await page.goto(bookingPath);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const ticket = page.getByRole('listitem', { name: `Ticket ${code}` });
  const apple = ticket.getByRole('link', { name: 'Add to Apple Wallet' });
  const google = ticket.getByRole('link', { name: 'Save to Google Wallet' });
  await expect(apple).toBeVisible();
  await expect(google).toBeVisible();

  // The Apple button downloads the ticket's pass: a zip (stored, so its pass.json reads as text)
  // for this pass type, whose QR code carries the ticket's code.
  const pass = await page.request.get((await apple.getAttribute('href'))!);
  expect(pass.status()).toBe(200);
  expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  const body = await pass.body();
  expect(body.subarray(0, 2).toString('latin1')).toBe('PK');
  const raw = body.toString('latin1');
  expect(raw).toContain(`"passTypeIdentifier":"${E2E_PASS_TYPE_ID}"`);
  // The pass's QR code is the ticket's signed QR text, as on its PDF; the code is written under it.
  expect(raw).toContain(`"message":"TKT1.${code.replace(/-/g, '')}.`);
  expect(raw).toContain(`"altText":"${code}"`);
  for (const file of ['pass.json', 'manifest.json', 'signature', 'icon.png']) expect(raw).toContain(file);

  // The Google button is a save link whose token carries the ticket's object.
  const saveLink = (await google.getAttribute('href'))!;
  expect(await google.getAttribute('target')).toBe('_blank');
  const claims = JSON.parse(Buffer.from(saveLink.split('/').pop()!.split('.')[1], 'base64url').toString('utf8'));
  expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet' });
  expect(claims.payload.eventTicketObjects[0]).toMatchObject({
    ticketNumber: code,
    barcode: { value: expect.stringMatching(new RegExp(`^TKT1\\.${code.replace(/-/g, '')}\\.`)), alternateText: code },
  });
  expect(claims.payload.eventTicketClasses[0].eventName.defaultValue.value).toBe(title);
});
