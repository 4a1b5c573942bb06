import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { EXPERIENCE_MESSAGES, PARTY_MESSAGES } from '@shared/domain';
import { signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createExperience } from '../support/events';
import { holdUpQr, installQrCamera } from '../support/camera';
import { emailedTicketCodes, emailedTicketQrs, formReady, png, toast } from '../support/event-hub';
import { e2ePorts } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { adminViewports, scrollsSideways } from '../support/viewports';

const unique = () => Date.now().toString(36);
const images = [png('flyer-1.png', [200, 40, 40]), png('flyer-2.png', [40, 160, 40]), png('flyer-3.png', [40, 40, 200])];
const poster = png('poster.png', [120, 30, 180], 65, 20);

async function publish(page: Page) {
  await page.getByRole('button', { name: /^(Publish Event|Save Changes)$/ }).click();
}

/** Publishes and expects exactly this toast, alone among the error toasts. */
async function expectRefusal(page: Page, message: string) {
  await publish(page);
  await expect(toast(page, message)).toBeVisible();
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(1);
}

test.describe('event hub', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('an experience created through the form, with uploaded images, shows publicly; its edits too; no change says so', async ({
    page,
  }) => {
    // Eleven refusals, four uploads, a create, an edit and three public checks: one long story.
    test.slow();
    const title = `Harbour Lights Weekend ${unique()}`;
    await page.goto('/admin/events');
    await page.getByRole('link', { name: '+ Create Event' }).click();
    await expect(page).toHaveURL(/\/admin\/events\/create-experience$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Event');
    await expect(page.getByRole('status', { name: 'Loading' }).or(page.getByLabel('Loading'))).toBeVisible();
    await formReady(page);
    await expect(page.getByText('Recommended sizes: flyers 1080x1080, poster 1300x406')).toBeVisible();

    // Every form message in order: on the empty form, then after each field is filled.
    const m = EXPERIENCE_MESSAGES;
    await expectRefusal(page, m.title);
    await page.getByLabel('Event title').fill(title);
    await expectRefusal(page, m.price);
    await page.getByLabel('Ticket price').fill('149.50');
    await expectRefusal(page, m.arrivalDate);
    await page.getByLabel('Start date').fill('2031-09-12');
    await expectRefusal(page, m.arrivalTime);
    await page.getByLabel('Start time').fill('17:45');
    await expectRefusal(page, m.address);
    await page.getByLabel('Event address').fill('1 Quay Street, Whitby');
    await expectRefusal(page, m.description);
    await page.getByLabel('Event description').fill('Lantern-lit harbour walks, a fish supper and a folk night in the old town.');
    await expectRefusal(page, m.eventPackage);
    const item = page.getByLabel('Event package item');
    await item.fill('   ');
    await item.press('Enter');
    await expectRefusal(page, m.eventPackage);
    await item.fill('  Two nights by the harbour  ');
    await item.press('Enter');
    await item.fill('Fish supper');
    await item.press('Enter');
    await item.fill('Removed again');
    await item.press('Enter');
    await page.getByRole('button', { name: 'Remove package item Removed again' }).click();
    await expect(page.getByRole('list', { name: 'Event package' }).getByRole('listitem')).toHaveText([
      'Two nights by the harbour',
      'Fish supper',
    ]);
    await expectRefusal(page, m.accomodationPriceSingle);
    await page.getByLabel('Single accommodation price').fill('90');
    await expectRefusal(page, m.accomodationPriceShared);
    await page.getByLabel('Shared accommodation price').fill('60');
    await expectRefusal(page, m.experienceImages);

    await page.getByLabel('Upload event images').setInputFiles(images.slice(0, 2));
    await expect(page.getByRole('img', { name: /^Event image \d$/ })).toHaveCount(2);
    await expectRefusal(page, m.experienceImages);
    await page.getByLabel('Upload event images').setInputFiles(images.slice(2));
    await expect(page.getByRole('img', { name: /^Event image \d$/ })).toHaveCount(3);
    await expectRefusal(page, m.posterImage);

    await page.getByLabel('Upload poster image').setInputFiles([poster, png('poster-2.png', [0, 0, 0])]);
    await expect(toast(page, 'You can only upload one poster image.')).toBeVisible();
    await page.getByLabel('Upload poster image').setInputFiles([poster]);
    await expect(page.getByRole('img', { name: 'Poster image' })).toBeVisible();
    await page.getByLabel('Upload poster image').setInputFiles([png('poster-2.png', [0, 0, 0])]);
    await expect(toast(page, 'Only one poster image is allowed. Remove the current one to add a new poster.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await publish(page);
    await expect(toast(page, 'Experience created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events\/experiences\/preview\/[0-9a-f-]{36}$/);
    const previewUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Two nights by the harbour')).toBeVisible();
    await expect(page.getByText('Single room: £90.00')).toBeVisible();

    await page.goto('/experiences');
    const card = page.getByTestId('event-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Ticket: £149.50');
    const shown = await card.getByRole('img').getAttribute('src');
    expect(shown).toMatch(/^\/uploads\/.+\.png$/);

    // Edit the title and the cancellation days: the public list follows the title.
    await page.goto(previewUrl);
    await page.getByRole('link', { name: 'Edit Event' }).click();
    await expect(page).toHaveURL(/\/admin\/events\/create-experience\?mode=edit&id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Event - Experience');
    await formReady(page);
    await expect(page.getByLabel('Event title')).toHaveValue(title);
    await page.getByLabel('Event title').fill(`${title} (edited)`);
    await page.getByLabel('Buyers can cancel until (days before the event)').fill('7');
    await publish(page);
    await expect(toast(page, 'Experience updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(previewUrl);
    await page.goto('/experiences');
    await expect(page.getByTestId('event-card').filter({ hasText: `${title} (edited)` })).toBeVisible();

    // Saving an unchanged experience sends nothing and says so.
    await page.goto(previewUrl);
    await page.getByRole('link', { name: 'Edit Event' }).click();
    await formReady(page);
    await expect(page.getByLabel('Event title')).toHaveValue(`${title} (edited)`);
    await expect(page.getByLabel('Buyers can cancel until (days before the event)')).toHaveValue('7');
    let edits = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/experience/edit/')) edits++;
    });
    await publish(page);
    await expect(toast(page, 'No changes detected. The experience remains unchanged.')).toBeVisible();
    await expect(page).toHaveURL(previewUrl);
    expect(edits).toBe(0);
  });

  test('the party form checks its fields in order and the discount rule', async ({ page }) => {
    test.slow();
    await page.goto('/admin/events?tab=parties');
    await page.getByRole('link', { name: '+ Create Event' }).click();
    await expect(page).toHaveURL(/\/admin\/events\/create-party$/);
    await formReady(page);
    const m = PARTY_MESSAGES;
    await expectRefusal(page, m.title);
    await page.getByLabel('Event title').fill(`Quayside Social ${unique()}`);
    await expectRefusal(page, m.price);
    await page.getByLabel('Ticket price').fill('25');
    await expectRefusal(page, m.date);
    await page.getByLabel('Start date').fill('2031-10-03');
    await expectRefusal(page, m.time);
    await page.getByLabel('Start time').fill('20:00');
    await expectRefusal(page, m.description);
    await page.getByLabel('Event description').fill('Dancing on the quay.');
    await expectRefusal(page, m.address);
    await page.getByLabel('Event address').fill('2 Quay Street, Whitby');
    await page.getByLabel('Male', { exact: true }).check();
    await expectRefusal(page, m.discount);
    await page.getByLabel('Discount price').fill('0');
    await expectRefusal(page, m.discount);
    await page.getByLabel('Discount price').fill('5');
    await expectRefusal(page, m.partyImages);
    await page.getByLabel('Upload event images').setInputFiles(images);
    await expect(page.getByRole('img', { name: /^Event image \d$/ })).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove event image 2' }).click();
    await expectRefusal(page, m.partyImages);
    await page.getByLabel('Upload event images').setInputFiles([images[1]]);
    await expect(page.getByRole('img', { name: /^Event image \d$/ })).toHaveCount(3);
    await expectRefusal(page, m.posterImage);
    await page.getByLabel('Upload poster image').setInputFiles([poster]);
    await expect(page.getByRole('img', { name: 'Poster image' })).toBeVisible();
    await publish(page);
    await expect(toast(page, 'Party created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events\/parties\/preview\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Discount of £5.00 for Male')).toBeVisible();
    await expect(page.getByText('EVENT VIEW')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the preview's EVENT VIEW counts the event page's visitors, once each a day", async ({ page, browser, request }) => {
    const id = await createExperience(request, { title: `Counted Views Weekend ${unique()}`, arrivalDate: '2031-10-09T00:00:00.000Z' });
    const eventPage = `/experiences/check-out?event=${id}`;
    // Two visitors, each in a browser of their own; the first comes back twice the same day.
    for (const visits of [3, 1]) {
      const visitor = await browser.newContext({ baseURL: `http://localhost:${e2ePorts.shell}` });
      const tab = await visitor.newPage();
      for (let i = 0; i < visits; i++) {
        const reported = tab.waitForResponse((r) => r.url().endsWith(`/events/${id}/views`), { timeout: i === 0 ? 10_000 : 2_000 });
        await tab.goto(eventPage);
        await expect(tab.getByTestId('bought-count')).toBeVisible();
        // Only the first visit of the day is reported.
        if (i === 0) expect((await reported).status()).toBe(204);
        else await expect(reported).rejects.toThrow();
      }
      await visitor.close();
    }
    await page.goto(`/admin/events/experiences/preview/${id}`);
    await expect(page.locator('text=EVENT VIEW').locator('..')).toContainText(/^EVENT VIEW\s*2\s*No views in the previous 30 days$/);
  });

  test('a sandbox purchase shows in the ticket list, exports to CSV, and its ticket checks in once', async ({ page, request }) => {
    test.slow();
    const title = `Moorland Stargazing ${unique()}`;
    const id = await createExperience(request, { title, arrivalDate: '2031-11-20T00:00:00.000Z' });
    const buyer = { firstName: 'Ngozi', lastName: `Adeyemi${unique()}`, email: `ngozi.${unique()}@example.com` };
    await buyThroughSandbox(request, { kind: 'experiences', id }, buyer, { quantity: 2 });

    // Other specs add events too, so the new one may be on a later page of the list (10 a page).
    const link = page.getByRole('link', { name: title });
    for (let listPage = 1; ; listPage += 1) {
      await page.goto(`/admin/events?tab=experiences&filter=all&page=${listPage}`);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      if (await link.isVisible()) break;
      expect(listPage, `${title} is on a page of the list`).toBeLessThan(10);
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/experiences/preview/${id}$`));
    await expect(page.getByText('EVENT VIEW')).toBeVisible();
    // Real views only: nobody has opened the new event's page yet.
    await expect(page.getByText('No views in the previous 30 days')).toBeVisible();
    await expect(page.locator('text=TICKET BOUGHT').locator('..')).toContainText('2');
    await page.getByRole('link', { name: 'View Ticket List' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/experiences/tickets/${id}$`));

    const grid = page.getByRole('grid', { name: 'Ticket List' });
    for (const header of ['Ticket', 'Payment', 'Check-in', 'Attendee', 'First Name', 'Last Name', 'Payer Email']) {
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // One row per ticket: the buyer bought two.
    const rows = grid.getByRole('row').filter({ hasText: buyer.lastName });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(buyer.firstName);
    await expect(rows.first()).toContainText('Paid');
    await expect(rows.first()).toContainText('+44 7700 900123');
    await page.getByRole('searchbox').fill(buyer.lastName);
    await expect(grid.getByRole('row')).toHaveCount(3); // the header and the buyer's two tickets
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download as CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('First Name');
    expect(csv).toContain(buyer.email);
    expect(csv).toContain(buyer.lastName);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/experiences/preview/${id}$`));

    const [code] = await emailedTicketCodes(buyer.email);
    await page.goto('/admin/events');
    await page.getByRole('link', { name: 'Check-in' }).click();
    await expect(page).toHaveURL(/\/admin\/events\/check-in$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Ticket code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('alert')).toContainText('Valid: let them in');
    await expect(page.getByRole('alert')).toContainText(`${buyer.firstName} ${buyer.lastName}`);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('alert')).toContainText('Already checked in');
    await page.getByLabel('Ticket code').fill('AAAA-BBBB-CCCC-DDDD');
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('alert')).toContainText('Unknown ticket');
  });

  test("a ticket's signed QR code, scanned with the check-in page's camera, lets it in once; an edited copy is refused as forged", async ({
    page,
    request,
  }) => {
    const id = await createExperience(request, { title: `Harbour Lantern Walk ${unique()}`, arrivalDate: '2031-11-21T00:00:00.000Z' });
    const buyer = { firstName: 'Niamh', lastName: `Brennan${unique()}`, email: `niamh.${unique()}@example.com` };
    await buyThroughSandbox(request, { kind: 'experiences', id }, buyer);
    const [qr] = await emailedTicketQrs(buyer.email);
    const [code] = await emailedTicketCodes(buyer.email);
    const [prefix, code16, eventId, name64, signature] = qr.split('.');
    expect([prefix, code16, eventId, Buffer.from(name64, 'base64url').toString('utf8')]).toEqual([
      'TKT1',
      code.replace(/-/g, ''),
      id,
      `${buyer.firstName} ${buyer.lastName}`,
    ]);
    // The same ticket with someone else's name on it, keeping the site's signature.
    const edited = [prefix, code16, eventId, Buffer.from('Mallory Smith', 'utf8').toString('base64url'), signature].join('.');

    await installQrCamera(page);
    await page.goto('/admin/events/check-in');
    const scan = async (text: string) => {
      await holdUpQr(page, text);
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
    };
    await scan(edited);
    await expect(page.getByRole('alert')).toContainText('Forged ticket');
    await expect(page.getByRole('alert')).toContainText('Do not admit.');
    await expect(page.getByLabel('Ticket code')).toHaveValue(edited);
    await scan(qr);
    await expect(page.getByRole('alert')).toContainText('Valid: let them in');
    await expect(page.getByRole('alert')).toContainText(`${buyer.firstName} ${buyer.lastName}, ticket ${code}`);
    await scan(qr);
    await expect(page.getByRole('alert')).toContainText('Already checked in');
  });

  test('the events list: tabs, filters with counts, status chips, row menu; no serious a11y issue', async ({ page }) => {
    await page.goto('/admin/events');
    const experiences = page.getByRole('tab', { name: /^Experiences \(\d+\)$/ });
    await expect(experiences).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /^Upcoming Event \(\d+\)$/ })).toBeVisible();
    await page.getByRole('button', { name: /^Past Event \(\d+\)$/ }).click();
    await expect(page.getByRole('table').getByText('Closed').first()).toBeVisible();
    await expect(page.getByRole('table').getByText('Open', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: /^Parties \(\d+\)$/ }).click();
    await page.getByRole('button', { name: /^Upcoming Event \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/tab=parties&filter=upcoming/);
    await expect(page.getByRole('table').getByText('Closed')).toHaveCount(0);
    const first = page.getByRole('table').getByRole('row').nth(1);
    const title = (await first.getByRole('link').textContent())!;
    await first.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit Event' }).click();
    await expect(page).toHaveURL(/\/admin\/events\/create-party\?mode=edit&id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Event - Party');
    await formReady(page);
    await expect(page.getByLabel('Event title')).toHaveValue(title);
  });

  test('the party preview goes back to the list 2 s after a failed load', async ({ page }) => {
    await page.goto('/admin/events/parties/preview/00000000-0000-4000-8000-000000000000');
    await expect(toast(page, 'Failed to load party data. Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events$/, { timeout: 5000 });
  });

  test('on a 375 px phone the events list and the check-in page fit the screen', async ({ page }) => {
    await page.setViewportSize(adminViewports[1].size);
    await page.goto('/admin/events');
    await expect(page.getByRole('tab', { name: /^Experiences \(\d+\)$/ })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    // The header's buttons keep their labels on one line, inside the screen.
    for (const name of ['Check-in', '+ Create Event']) {
      const button = page.getByRole('link', { name, exact: true });
      await expect(button).toBeInViewport({ ratio: 1 });
      expect((await button.boundingBox())!.height).toBeLessThan(48);
    }
    // The table scrolls sideways under its title column, which stays in view; the status is beside it.
    const table = page.getByRole('table', { name: 'Events' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').nth(1)).toBeInViewport({ ratio: 1 });
    await table.evaluate((element) => element.parentElement!.scrollBy({ left: 2000 }));
    await expect(first.getByRole('link')).toBeInViewport({ ratio: 1 });
    await page.goto('/admin/events/check-in');
    await expect(page.getByLabel('Ticket code')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
