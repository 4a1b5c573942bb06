// An event's on-sale time and limits (docs/product-rules.md#on-sale-time-and-limits): set on the
// admin form in the event's zone, counted down on the public card and the event page with no way to
// buy until then, the buttons appearing when the time comes without a reload; and the quantity
// stopping at the event's limit per order.
import { expect, test, type Page } from '@playwright/test';
import { onSaleText, wallClockAt } from '@shared/domain';
import { signIn } from '../support/admin';
import { expectNoA11yViolations } from '../support/axe';
import { choose, contactOf, fillContact } from '../support/checkout';
import { formReady, toast } from '../support/event-hub';
import { apiUrl } from '../support/ports';
import { createExperience } from '../support/events';

const stamp = Date.now().toString(36);
const COUNTDOWN = /^\d+d \d{2}h \d{2}m \d{2}s$|^\d{2}h \d{2}m \d{2}s$/;

async function openEditForm(page: Page, id: string) {
  await page.goto(`/admin/events/create-experience?mode=edit&id=${id}`);
  await formReady(page);
}

/** The short countdown the timer shows (its words are for screen readers only). */
const shownCountdown = (page: Page) => page.getByRole('timer').locator('[aria-hidden="true"]');

test('an event goes on sale at its time: a countdown and no way to buy before, the buttons without a reload after', async ({
  page,
  context,
  request,
}) => {
  // The form takes a time to the minute: the next minute at least 40 s away, so the visitor's
  // checks below (accessibility included) run before it.
  test.slow();
  const title = `On-sale Harbour Weekend ${stamp}`;
  const id = await createExperience(request, { title, arrivalDate: '2031-09-13T00:00:00.000Z', capacity: 40 });
  const onSaleAt = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  // The event's zone: the default, Africa/Lagos.
  const { day, time } = wallClockAt(onSaleAt, 'Africa/Lagos');

  await signIn(page);
  await openEditForm(page, id);
  await page.getByLabel('On sale from (date)').fill(day);
  await page.getByLabel('On sale from (time)').fill(time);
  await page.getByLabel('Most tickets per order').fill('3');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Experience updated successfully!')).toBeVisible();
  const saleLine = onSaleText(onSaleAt.toISOString(), 'Africa/Lagos');

  // The list, left open in a tab of its own.
  const list = await context.newPage();
  await list.goto('/experiences');
  const card = list.getByTestId('event-card').filter({ hasText: title });
  await expect(card.getByText(saleLine)).toBeVisible();
  await expect(card.getByRole('timer')).toBeVisible();
  await expect(card.getByRole('timer')).toHaveAttribute('aria-live', 'off');
  await expect(card.getByRole('button', { name: /get ticket/i })).toHaveCount(0);
  await expectNoA11yViolations(list);

  // The event page: the countdown ticks, and there is no Get Ticket Now yet.
  await page.goto(`/experiences/check-out?event=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(saleLine)).toBeVisible();
  const first = await shownCountdown(page).textContent();
  expect(first).toMatch(COUNTDOWN);
  await expect(shownCountdown(page)).not.toHaveText(first!);
  await expect(page.getByRole('button', { name: 'Get Ticket Now' })).toHaveCount(0);

  // The quantity stops at the event's limit per order, and says so.
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < 5 && (await plus.isEnabled()); i++) await plus.click();
  await expect(page.getByTestId('quantity')).toHaveText('3');
  await expect(plus).toBeDisabled();
  await expect(page.getByText('At most 3 tickets per order')).toBeVisible();
  await expectNoA11yViolations(page);
  expect(Date.now(), 'the checks before the on-sale time took too long to mean anything').toBeLessThan(onSaleAt.getTime());

  // The time comes: the button appears on the open page, and on the list the countdown goes.
  const getTicket = page.getByRole('button', { name: 'Get Ticket Now' });
  await expect(getTicket).toBeVisible({ timeout: onSaleAt.getTime() - Date.now() + 10_000 });
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(card.getByRole('timer')).toHaveCount(0);
  await expect(card.getByText(saleLine)).toHaveCount(0);
  await list.close();

  // And an order can be started.
  await getTicket.click();
  await expect(page).toHaveURL(new RegExp(`/experiences/confirmation\\?event=${id}$`));
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Room', /^Single not shared/);
  await fillContact(page, contactOf(`on-sale-${stamp}@example.com`));
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\//);
});

test("the admin form keeps an event's sale settings, read in its zone, and clears them", async ({ page, request }) => {
  const title = `Sale Settings Retreat ${stamp}`;
  const id = await createExperience(request, { title, arrivalDate: '2031-10-11T00:00:00.000Z' });
  const stored = async () =>
    (await (await request.get(`${apiUrl}/experience/get/${id}`)).json()) as {
      onSaleAt: string | null;
      useQueue: boolean;
      admitPerMinute: number;
      maxPerOrder: number;
      maxPerEmail: number | null;
    };

  await signIn(page);
  await openEditForm(page, id);
  const sale = page.getByRole('group', { name: 'Sale' });
  await expect(sale.getByLabel('On sale from (date)')).toHaveValue('');
  await expect(sale.getByLabel('Most tickets per order')).toHaveValue('10');
  await page.getByLabel('Time zone').click();
  await page.getByRole('option', { name: 'Europe/London (GMT/BST)' }).click();
  await sale.getByLabel('On sale from (date)').fill('2031-04-01');
  await sale.getByLabel('On sale from (time)').fill('09:30');
  await expect(sale.getByLabel('Buyers let through per minute')).toHaveCount(0);
  await sale.getByRole('checkbox', { name: 'Use a queue' }).check();
  await sale.getByLabel('Buyers let through per minute').fill('120');
  await sale.getByLabel('Most tickets per order').fill('0');
  await sale.getByLabel('Most tickets per e-mail address').fill('8');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Refused under the field, with the shared message.
  const perOrder = sale.getByLabel('Most tickets per order');
  await expect(perOrder).toBeFocused();
  await expect(perOrder).toHaveAccessibleDescription('The limit per order must be at least 1');
  await expectNoA11yViolations(page);
  await perOrder.fill('5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Experience updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/experiences\/preview\//);
  // 9:30 in London in April is BST, an hour ahead of UTC.
  expect(await stored()).toMatchObject({
    onSaleAt: '2031-04-01T08:30:00.000Z',
    useQueue: true,
    admitPerMinute: 120,
    maxPerOrder: 5,
    maxPerEmail: 8,
  });

  await openEditForm(page, id);
  await expect(sale.getByLabel('On sale from (date)')).toHaveValue('2031-04-01');
  await expect(sale.getByLabel('On sale from (time)')).toHaveValue('09:30');
  await expect(sale.getByRole('checkbox', { name: 'Use a queue' })).toBeChecked();
  await expect(sale.getByLabel('Buyers let through per minute')).toHaveValue('120');
  await expect(sale.getByLabel('Most tickets per order')).toHaveValue('5');
  await expect(sale.getByLabel('Most tickets per e-mail address')).toHaveValue('8');

  // Emptied: on sale now, no limit per buyer.
  await sale.getByLabel('On sale from (date)').fill('');
  await sale.getByLabel('On sale from (time)').fill('');
  await sale.getByLabel('Most tickets per e-mail address').fill('');
  await sale.getByRole('checkbox', { name: 'Use a queue' }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Experience updated successfully!')).toBeVisible();
  expect(await stored()).toMatchObject({ onSaleAt: null, useQueue: false, maxPerOrder: 5, maxPerEmail: null });
});
