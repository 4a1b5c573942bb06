// The waiting list end to end (docs/product-rules.md#waiting-list): a visitor joins a sold-out
// event's list from its page, an admin raises the capacity, the background job offers the freed
// ticket and e-mails the claim link, which opens the check-out with the ticket held, and the order
// is placed and paid through the sandbox; the back office's list shows the entry claimed.
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { adminToken, signIn } from '../support/admin';
import { choose, contactOf, createParty, fillContact, formField, outboxFor } from '../support/checkout';
import { buyThroughSandbox } from '../support/purchase';
import { apiUrl } from '../support/ports';

const stamp = Date.now();

test('a visitor joins the waiting list of a sold-out party, is offered the ticket an admin freed, claims it and pays', async ({
  page,
  request,
}) => {
  const title = `Waiting List Rooftop ${stamp}`;
  const id = await createParty(request, { title, date: '2031-09-20T00:00:00.000Z', capacity: 1, discount: 0, discountFor: '' });
  await buyThroughSandbox(request, { kind: 'parties', id }, { firstName: 'Early', lastName: 'Bird', email: `early.${stamp}@example.com` });

  // Sold out: the page offers the waiting list instead of the ticket choice.
  const email = `waiting.${stamp}@example.com`;
  await page.goto(`/parties/check-out?event=${id}`);
  await expect(page.getByText('This event is sold out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Ticket Now' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByTestId('waiting-list-joined')).toHaveText(
    `You are number 1 on the waiting list. We will e-mail ${email} as soon as tickets come free.`,
  );

  // An admin raises the capacity: the job offers the freed ticket to the first in line within a tick.
  const edited = await request.put(`${apiUrl}/party/edit/${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { updateData: { capacity: 2 } },
  });
  expect(edited.ok()).toBe(true);
  await expect.poll(() => outboxFor(email).length, { timeout: 30_000 }).toBe(1);
  const mail = await simpleParser(outboxFor(email)[0].source);
  expect(mail.subject).toMatch(new RegExp(`^(\\[TEST\\] )?Tickets for ${title} are held for you until .+ \\((BST|GMT|WAT)\\)$`));
  const text = mail.text ?? '';
  expect(text).toContain('Tickets held: 1');
  const link = /Claim your tickets: (\S+)/.exec(text)?.[1];
  expect(link).toMatch(new RegExp(`/parties/check-out\\?event=${id}&claim=[\\w-]{43}$`));

  // Meanwhile the ticket is held for them: the event still reads sold out to anyone else.
  const publicView = await request.get(`${apiUrl}/party/get/${id}`);
  expect(((await publicView.json()) as { ticketsLeft: number }).ticketsLeft).toBe(0);

  // The claim link opens the check-out with the ticket held until the deadline.
  const claimUrl = new URL(link!);
  await page.goto(`${claimUrl.pathname}${claimUrl.search}`);
  await expect(page.getByTestId('claim-held')).toHaveText(
    new RegExp(`^1 ticket is held for you \\(${email.replace(/\./g, '\\.')}\\) until .+\\.$`),
  );
  await expect(page.getByTestId('quantity')).toHaveText('1');
  await page.getByRole('button', { name: 'Get Ticket Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/parties/confirmation\\?event=${id}&claim=`));
  await expect(formField(page, 'Email')).toHaveValue(email);
  await expect(formField(page, 'Email')).toHaveAttribute('readonly', '');
  const { email: _locked, ...contact } = contactOf(email);
  await fillContact(page, contact);
  await choose(page, 'Gender', 'Female');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\//);
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page).toHaveURL(/\/parties\/payment-success\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();

  // The back office's list shows the entry claimed.
  await signIn(page);
  await page.goto(`/admin/events/parties/preview/${id}`);
  await page.getByRole('link', { name: 'Waiting List' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Waiting List: ${title}` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Claimed')).toBeVisible();
});
