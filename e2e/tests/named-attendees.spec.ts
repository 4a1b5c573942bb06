// Named attendees (docs/product-rules.md#named-attendees), as a buyer and an admin meet them: the
// check-out names each ticket's attendee, the ticket e-mails carry the calendar file and the names,
// the booking page shows every ticket with its attendee and offers the calendar, and an admin's
// rename issues the ticket again under a new code that the door lets in while the old one is refused.
import { expect, test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pdfText } from '../../api/test/pdf';
import { adminToken, signIn } from '../support/admin';
import { choose, contactOf, fillContact, formField, nameAttendees, ticketEmail, toast } from '../support/checkout';
import { emailedTicketCodes } from '../support/event-hub';
import { createExperience } from '../support/events';
import { apiUrl } from '../support/ports';
import { scrollsSideways, viewports } from '../support/viewports';

const stamp = Date.now();
const title = `Named Attendees Weekend ${stamp}`;
const buyerEmail = `attendees.buyer.${stamp}@example.com`;
const secondEmail = `attendees.second.${stamp}@example.com`;
// The buyer (contactOf's) holds the first ticket; the second has an e-mail of their own, the third none.
const names = ['Grace Hopper', 'Kathleen Booth', 'Mary Kenneth Keller'];

const calendarParts = (mail: ParsedMail) => mail.attachments.filter((part) => part.contentType.startsWith('text/calendar'));
/** What each ticket PDF attached to the e-mail shows. */
const ticketTexts = (mail: ParsedMail) =>
  Promise.all(mail.attachments.filter((part) => part.contentType === 'application/pdf').map((part) => pdfText(part.content)));

test('three tickets with three attendees: the e-mails, the booking page and its calendar, and a rename the door knows', async ({
  page,
  request,
}) => {
  test.slow();
  const eventId = await createExperience(request, { title, arrivalDate: '2031-09-13T00:00:00.000Z' });

  // The check-out: three tickets, the first the buyer's, each attendee named.
  await page.setViewportSize(viewports[1].size);
  await page.goto(`/experiences/check-out?event=${eventId}`);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('3');
  await page.getByRole('button', { name: 'Get Ticket Now' }).click();
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Room', /^2 people shared/);
  await fillContact(page, contactOf(buyerEmail));
  await expect(page.getByRole('checkbox', { name: 'Same as buyer' })).toBeChecked();
  await expect(formField(page, 'Attendee 1 name')).toHaveValue(names[0]);
  // Left empty, a ticket is the buyer's; an e-mail without a name is refused under the name.
  await expect(formField(page, 'Attendee 2 name')).toHaveAccessibleDescription("Left empty, the ticket is in the buyer's name.");
  await formField(page, 'Attendee 2 email \\(optional\\)').fill(secondEmail);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(formField(page, 'Attendee 2 name')).toBeFocused();
  await expect(formField(page, 'Attendee 2 name')).toHaveAccessibleDescription("Please enter each attendee's name.");
  await nameAttendees(page, names.slice(1));
  await formField(page, 'Attendee 2 email \\(optional\\)').fill(secondEmail);
  expect(await scrollsSideways(page), 'the attendee fields fit a 375 px phone').toBe(false);
  await page.getByRole('button', { name: 'Preview' }).click();
  for (const [index, name] of names.entries()) await expect(page.getByTestId('preview')).toContainText(`Attendee ${index + 1}${name}`);

  const created = page.waitForRequest((sent) => sent.url().endsWith('/api/order/create'));
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    attendees: [{ name: names[0] }, { name: names[1], email: secondEmail }, { name: names[2] }],
  });
  await expect(page).toHaveURL(/\/api\/sandbox\//);
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page).toHaveURL(/\/experiences\/payment-success\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order')!;

  // The buyer's e-mail: every ticket, the calendar file, each attendee named.
  const mail = await simpleParser((await ticketEmail(buyerEmail, 3)).source);
  expect(calendarParts(mail)).toHaveLength(1);
  expect(calendarParts(mail)[0].content.toString()).toContain('BEGIN:VEVENT');
  const texts = await ticketTexts(mail);
  for (const name of names) expect(texts.filter((text) => text.includes(name))).toHaveLength(1);
  // The second attendee's own e-mail: their one ticket, in their name, and the calendar file.
  const own = await simpleParser((await ticketEmail(secondEmail, 1)).source);
  expect(own.subject).toBe(`[TEST] Your ticket for ${title}`);
  expect(await ticketTexts(own)).toEqual([expect.stringContaining(names[1])]);
  expect(calendarParts(own)).toHaveLength(1);

  // The booking page shows the three tickets with their attendees, and the calendar to add.
  const bookingPath = /https?:\/\/[^/\s]+(\/booking\/[\w-]+)/.exec(mail.text ?? '')?.[1];
  expect(bookingPath, 'the ticket e-mail links to the booking page').toBeDefined();
  await page.setViewportSize(viewports[0].size);
  await page.goto(bookingPath!);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const tickets = page.getByRole('region', { name: 'Tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(3);
  for (const name of names) await expect(tickets.filter({ hasText: name })).toHaveCount(1);
  const calendar = await page.request.get((await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await calendar.text()).toContain(title);

  // An admin renames the third ticket's attendee: a new code, which the booking page shows too.
  const codes = await emailedTicketCodes(buyerEmail);
  const third = (await tickets.filter({ hasText: names[2] }).getAttribute('aria-label'))!.replace('Ticket ', '');
  expect(codes).toContain(third);
  await signIn(page);
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: `Rename the attendee of ticket ${third}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rename the attendee of ticket ${third}` });
  await dialog.getByLabel(/^Attendee name/).fill('Ada Lovelace');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Rename' }).click();
  const done = toast(page, 'Ticket issued again to Ada Lovelace: its new code is ');
  await expect(done).toBeVisible();
  const renamed = /its new code is ([0-9A-Z-]+)\./.exec((await done.textContent()) ?? '')![1];
  expect(renamed).not.toBe(third);
  await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('row').filter({ hasText: renamed })).toContainText('Ada Lovelace');

  // The door: the old code no longer gets anyone in, the new one does.
  const token = `Bearer ${await adminToken(request)}`;
  const door = async (code: string) =>
    (
      (await (await request.post(`${apiUrl}/tickets/check-in`, { headers: { Authorization: token }, data: { code } })).json()) as {
        result: string;
      }
    ).result;
  expect(await door(third)).toBe('UNKNOWN');
  expect(await door(renamed)).toBe('VALID');
  // And the buyer has the ticket under its new code.
  await expect.poll(async () => (await emailedTicketCodes(buyerEmail)).includes(renamed), { timeout: 30_000 }).toBe(true);
});
