// An admin sees who holds an event's tickets without paying: the "Unpaid Orders" part of the
// event's ticket list, fed by GET /api/order/unpaid.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createExperience } from '../support/events';
import { orderPayload } from '../support/order-payload';
import { apiUrl } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';

test('the ticket list of an event shows its unpaid orders: who holds how many tickets, since when and until when', async ({
  page,
  request,
}) => {
  const unique = Date.now().toString(36);
  const id = await createExperience(request, { title: `Lakeside Lantern Walk ${unique}`, arrivalDate: '2031-10-04T00:00:00.000Z' });
  const holder = { firstName: 'Hana', lastName: `Holder${unique}`, email: `hana.${unique}@example.com` };
  const held = await request.post(`${apiUrl}/order/create`, { data: orderPayload({ kind: 'experiences', id }, holder, { quantity: 3 }) });
  expect(held.status()).toBe(201);
  const payer = { firstName: 'Pat', lastName: `Payer${unique}`, email: `pat.${unique}@example.com` };
  await buyThroughSandbox(request, { kind: 'experiences', id }, payer);

  await signIn(page);
  await page.goto(`/admin/events/experiences/tickets/${id}`);
  const section = page.getByRole('region', { name: 'Unpaid Orders' });
  await expect(section.getByText('3 tickets are held unpaid right now.', { exact: false })).toBeVisible();
  const grid = section.getByRole('grid', { name: 'Unpaid Orders' });
  for (const header of ['First Name', 'Last Name', 'Buyer Email', 'Quantity', 'Ordered', 'Hold Expires', 'State']) {
    await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const row = grid.getByRole('row').filter({ hasText: holder.email });
  await expect(row).toContainText(holder.lastName);
  await expect(row).toContainText('3');
  await expect(row).toContainText('Held');
  await expect(row).toContainText(/\d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC/);
  // The paid order is a buyer in the ticket list, not an unpaid order.
  await expect(page.getByRole('grid', { name: 'Ticket List' }).getByRole('row').filter({ hasText: payer.email })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: payer.email })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
