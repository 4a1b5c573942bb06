// One query cache for the whole page (docs/architecture.md#the-shell-and-the-remotes): a write made
// in one remote is what another remote shows next, without a reload and without waiting for its
// own request.
import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from '../support/admin';
import { formReady, toast } from '../support/event-hub';
import { createExperience } from '../support/events';

/** Moves the page's router to `path` the way its links do (history plus popstate): no reload. */
async function goWithinPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * The checkout's event title, named exactly: while the router's transition runs, the page left
 * behind (the event hub's preview, with headings of its own) can still be on screen for a moment.
 */
const eventTitle = (page: Page, text: string) => page.getByRole('heading', { level: 2, name: text, exact: true });

test("an event's new title, saved in the event hub, is the checkout's title at once, without a reload", async ({ page, request }) => {
  const title = `Shared Cache Weekend ${Date.now().toString(36)}`;
  const id = await createExperience(request, { title, arrivalDate: '2031-08-21T00:00:00.000Z' });
  const checkOut = `/experiences/check-out?event=${id}`;

  await signIn(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The checkout remote reads the event: the page's cache now holds it with its first title.
  await goWithinPage(page, checkOut);
  await expect(eventTitle(page, title)).toBeVisible();

  // The event hub renames it.
  await goWithinPage(page, `/admin/events/create-experience?mode=edit&id=${id}`);
  await formReady(page);
  await expect(page.getByLabel('Event title')).toHaveValue(title);
  await page.getByLabel('Event title').fill(`${title} (renamed)`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Experience updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/events/experiences/preview/${id}$`));

  // Back in the checkout, the API's answer is held back: what shows comes from the cache the event
  // hub wrote, not from this tab's older copy of the event or a request of its own.
  const held: Route[] = [];
  await page.route(`**/api/experience/get/${id}`, (route) => void held.push(route));
  await goWithinPage(page, checkOut);
  await expect(eventTitle(page, `${title} (renamed)`)).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const route of held) await route.continue();
  await page.unroute(`**/api/experience/get/${id}`);
  await expect(eventTitle(page, `${title} (renamed)`)).toBeVisible();
  await expect(eventTitle(page, title)).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
