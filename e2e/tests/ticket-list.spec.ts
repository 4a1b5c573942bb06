// An event's ticket list (docs/product-rules.md#ticket-list): one row per ticket with where its
// order's money stands, a spreadsheet-ready CSV, a table that keeps its search and sort in the
// address, and a phone layout that keeps the ticket and its states in view.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createExperience } from '../support/events';

import { apiUrl } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { adminViewports, scrollsSideways } from '../support/viewports';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function cancelWithRefund(request: APIRequestContext, orderId: string) {
  const response = await request.post(`${apiUrl}/admin/orders/${orderId}/cancel`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { reason: 'The buyer cannot come', refund: true },
  });
  expect(response.status()).toBe(200);
}

/** Opens the event's ticket list and waits for its tickets (the first load of the area can be slow). */
async function openTicketList(page: Page, id: string) {
  await page.goto(`/admin/events/experiences/tickets/${id}`);
  const grid = page.getByRole('grid', { name: 'Ticket List' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  return grid;
}

test.describe('ticket list', () => {
  let id: string;
  let title: string;
  const paid = { firstName: 'Folake', lastName: `Paid${unique()}`, email: `paid.${unique()}@example.com` };
  const owing = { firstName: 'Kemi', lastName: `Owing${unique()}`, email: `owing.${unique()}@example.com` };
  const refunded = { firstName: 'Tayo', lastName: `Back${unique()}`, email: `back.${unique()}@example.com` };

  test.beforeAll(async ({ request }) => {
    title = `Summer Party ${unique()}`;
    id = await createExperience(request, { title, arrivalDate: '2031-11-21T00:00:00.000Z' });
    await buyThroughSandbox(request, { kind: 'experiences', id }, paid, { quantity: 2 });
    await buyThroughSandbox(request, { kind: 'experiences', id }, owing, { installment: 'INSTALLMENT' });
    const { orderId } = await buyThroughSandbox(request, { kind: 'experiences', id }, refunded);
    await cancelWithRefund(request, orderId);
  });

  test.beforeEach(async ({ page }) => signIn(page));

  test("asks for its tickets once, as its route starts, while the list's own code is still on its way", async ({ page }) => {
    // The script holding the list's page is held until the page of tickets has been answered: a
    // route that asked only once that page had loaded would wait here for ever (and fail), and the
    // page's own read then starts with the answer already there, which it must not ask for again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/admin/events/${id}/tickets?`)) asked.push(request.url());
    });
    const answered = page.waitForResponse((response) => response.url().includes(`/admin/events/${id}/tickets?`));
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('held unpaid right now')) await answered;
      await route.fulfill({ response, body });
    });
    const grid = await openTicketList(page, id);
    await expect(grid.getByRole('row').filter({ hasText: paid.lastName }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's own read took the route's answer rather than asking again.
    expect(asked).toHaveLength(1);
  });

  test('one row per ticket: its code, attendee, check-in, and the order paid, owing a balance or refunded', async ({ page }) => {
    const grid = await openTicketList(page, id);
    for (const header of ['Ticket', 'Attendee', 'Check-in', 'Payment', 'First Name', 'Last Name', 'Payer Email']) {
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // By the attendee's name, in a column every screen shows.
    const rows = (buyer: { lastName: string }) => grid.getByRole('row').filter({ hasText: buyer.lastName });
    await expect(rows(paid)).toHaveCount(2);
    await expect(rows(paid).first()).toContainText(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await expect(rows(paid).first()).toContainText('Not checked in');
    await expect(rows(paid).first()).toContainText('Paid');
    await expect(rows(paid).first()).toContainText('+44 7700 900123');
    await expect(rows(owing)).toContainText('Balance due');
    await expect(rows(refunded)).toContainText('Refunded');
    await expect(rows(refunded)).toContainText('Void');
    await expectNoSeriousA11yViolations(page);
  });

  test('the CSV has ISO dates, plain amounts in pounds and a name after the event and the day', async ({ page }) => {
    const grid = await openTicketList(page, id);
    await expect(grid.getByRole('row').filter({ hasText: paid.lastName }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download as CSV' }).click();
    const file = await download;
    const today = new Date().toISOString().slice(0, 10);
    expect(file.suggestedFilename()).toBe(`${title.toLowerCase().replace(/ /g, '-')}-tickets-${today}.csv`);
    const text = readFileSync(await file.path(), 'utf8');
    // A byte order mark first, so Excel reads it as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = text.slice(1).trim().split(/\r?\n/);
    expect(header).toBe(
      'Ticket,Payment,Check-in,Attendee,First Name,Last Name,Payer Email,Phone number,Date,Quantity,Amount,Balance due,Refunded,Order',
    );
    const line = lines.find((l) => l.includes(owing.email))!;
    expect(line).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,1,\d+\.\d{2},\d+\.\d{2},0\.00,EVT-[A-Z0-9]{6}$/);
    expect(lines.join('\n')).not.toContain('£');
  });

  test('the search and the sort stay in the address: a reload and Back show the same rows', async ({ page }) => {
    const grid = await openTicketList(page, id);
    await expect(grid.getByRole('row').filter({ hasText: paid.lastName }).first()).toBeVisible();
    await page.getByRole('searchbox').fill(paid.lastName);
    await expect(page).toHaveURL(new RegExp(`search=${paid.lastName}`));
    await grid.getByRole('columnheader', { name: 'Attendee' }).click();
    await expect(page).toHaveURL(/sort=attendeeName%3Aasc/);
    await expect(grid.getByRole('row')).toHaveCount(3); // the header and the buyer's two tickets

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue(paid.lastName);
    await expect(grid.getByRole('row').filter({ hasText: paid.lastName })).toHaveCount(2);
    await expect(grid.getByRole('row').filter({ hasText: owing.lastName })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/experiences/preview/${id}$`));
    await page.goBack();
    await expect(page.getByRole('searchbox')).toHaveValue(paid.lastName);
    await expect(grid.getByRole('row')).toHaveCount(3);
    await expect(grid.getByRole('columnheader', { name: 'Attendee' })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('on a 375 px phone the ticket, its attendee and both states are in view, and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize(adminViewports[1].size);
    const grid = await openTicketList(page, id);
    // The attendee's name finds the row: the buyer's own columns are put away on a phone.
    await expect(grid.getByRole('row')).not.toHaveCount(1);
    await page.getByRole('searchbox').fill(owing.lastName);
    await expect(grid.getByRole('row')).toHaveCount(2);
    const row = grid.getByRole('row').nth(1);
    await expect(row.getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeInViewport();
    await expect(row.getByText('Balance due')).toBeInViewport();
    await expect(grid.getByRole('columnheader', { name: 'Ticket' })).toBeInViewport();
    await expect(grid.getByRole('columnheader', { name: 'Payment' })).toBeInViewport();
    await expect(grid.getByRole('columnheader', { name: 'Payer Email' })).toHaveCount(0);
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});
