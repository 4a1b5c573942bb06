import { expect, test, type Page } from '@playwright/test';
import { dayOfMonth, formatEventTime, monthHeading, truncateWords, weekdayShort } from '@shared/domain';
import { comingSoonPages } from '../../remotes/storefront/src/comingSoonPages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createExperience, openEvents, type Kind, type WireEvent } from '../support/events';
import { scrollsSideways, viewports } from '../support/viewports';

const kinds: Kind[] = ['experiences', 'parties'];
const publicPages = ['/', '/experiences', '/parties', ...comingSoonPages.map((page) => page.path)];
const dateOf = (event: { arrivalDate?: string; date?: string }) => (event.arrivalDate ?? event.date)!;

async function listLoaded(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

for (const viewport of viewports) {
  test.describe(`public site on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('home: the headline, every section, and the earliest open party and experience cut to 18 words', async ({ page, request }) => {
      const [experience] = await openEvents(request, 'experiences');
      const [party] = await openEvents(request, 'parties');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Effortless Event Discovery, Seamless Bookings with Evently');
      for (const name of [
        'Events worth planning for, booked in minutes',
        'Upcoming events',
        'Highlights',
        'Team spotlight',
        'What our guests say',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      for (const name of ['View Experiences', 'View Parties', 'View Merchandise'])
        await expect(page.getByRole('link', { name })).toBeVisible();
      const upcoming = page.getByTestId('upcoming-event');
      await expect(upcoming).toHaveCount(2);
      await expect(upcoming.nth(0)).toContainText('Next party');
      await expect(upcoming.nth(0).getByRole('heading')).toHaveText(party.title);
      await expect(upcoming.nth(0)).toContainText(truncateWords(party.description, 18));
      await expect(upcoming.nth(1).getByRole('heading')).toHaveText(experience.title);
      await expect(upcoming.nth(1)).toContainText(truncateWords(experience.description, 18));
      await expect(page.getByTestId('review-card')).toContainText('Tolu A.');
      await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
    });

    for (const kind of kinds) {
      test(`/${kind}: open events only, under ascending month headings, each card complete, the first poster as banner`, async ({
        page,
        request,
      }) => {
        const open = await openEvents(request, kind);
        await page.goto(`/${kind}`);
        await listLoaded(page);
        const cards = page.getByTestId('event-card');
        await expect(cards).toHaveCount(open.length);
        const months = [...new Set(open.map((event) => monthHeading(dateOf(event))))];
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(months);
        for (const [i, event] of open.entries()) {
          const card = cards.nth(i);
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(event.title);
          // The time in the event's own zone (WAT for Lagos, GMT or BST for London on that date).
          const clock = { day: dateOf(event), timeZone: (event as WireEvent & { timeZone: string }).timeZone };
          const when = `${weekdayShort(dateOf(event))}${dayOfMonth(dateOf(event))}${formatEventTime((event.arrivalTime ?? event.time)!, clock)}`;
          await expect(card).toContainText(when);
          await expect(card).toContainText(/Ticket: £\d[\d,]*\.\d{2} \(£\d[\d,]*\.\d{2} incl\. VAT\)/);
        }
        const banner = page.getByRole('img', { name: `${open[0].title} poster` });
        await expect(banner).toHaveAttribute('src', open[0].posterImage || open[0].images[0]);
        await expect(banner).toHaveAttribute('loading', 'eager');
        await expect(banner).toHaveAttribute('fetchpriority', 'high');
        await expect(banner).toHaveAttribute('width', '1300');
        await expect(banner).toHaveAttribute('height', '406');
        // The first card is on a phone's first screenful; the others load as they come into view.
        const cardImage = cards.first().getByRole('img');
        await expect(cardImage).toHaveAttribute('loading', 'eager');
        await expect(cardImage).toHaveAttribute('fetchpriority', 'high');
        await expect(cardImage).toHaveAttribute('width', '600');
        await expect(cardImage).toHaveAttribute('height', '400');
        expect(open.length).toBeGreaterThan(1);
        await expect(cards.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy');
        expect(await scrollsSideways(page)).toBe(false);
      });
    }

    test('a card with several images steps through them without leaving the list', async ({ page, request }) => {
      const [first] = await openEvents(request, 'parties');
      expect(first.images.length).toBeGreaterThan(1);
      await page.goto('/parties');
      const card = page.getByTestId('event-card').first();
      await expect(card.getByRole('img')).toHaveAttribute('alt', `${first.title} (image 1 of ${first.images.length})`);
      await card.getByRole('button', { name: `Next image of ${first.title}` }).click();
      await expect(card.getByRole('img')).toHaveAttribute('alt', `${first.title} (image 2 of ${first.images.length})`);
      await expect(card.getByRole('img')).toHaveAttribute('src', first.images[1]);
      await card.getByRole('button', { name: `Previous image of ${first.title}` }).click();
      await card.getByRole('button', { name: `Previous image of ${first.title}` }).click();
      await expect(card.getByRole('img')).toHaveAttribute('alt', `${first.title} (image ${first.images.length} of ${first.images.length})`);
      await expect(page).toHaveURL(/\/parties$/);
    });

    for (const kind of kinds) {
      test(`a ${kind} card leads to its check-out with the event in the navigation state`, async ({ page, request }) => {
        const [first] = await openEvents(request, kind);
        await page.goto(`/${kind}`);
        await page.getByTestId('event-card').first().getByRole('link', { name: first.title }).click();
        await expect(page).toHaveURL(new RegExp(`/${kind}/check-out\\?event=${first.id}$`));
        const state = await page.evaluate(() => (history.state as { usr?: { event?: { id: string } } }).usr);
        expect(state?.event?.id).toBe(first.id);
      });
    }

    test('the list shows a skeleton while loading; a failed load ends with an empty list and no message', async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/experience/get?*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/experiences');
      await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
      release();
      await listLoaded(page);
      await expect(page.getByTestId('event-card').first()).toBeVisible();

      await page.unroute('**/api/experience/get?*');
      await page.route('**/api/party/get?*', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
      await page.goto('/parties');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parties');
      await listLoaded(page);
      await expect(page.getByTestId('event-card')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
    });

    test('an experience created through the API is listed under its month; a sold-out one shows but cannot be booked', async ({
      page,
      request,
    }) => {
      const title = `Brighton Seaside Weekend (${viewport.name})`;
      const soldOutTitle = `Sold-out Lakes Retreat (${viewport.name})`;
      await createExperience(request, { title, arrivalDate: '2031-05-10T00:00:00.000Z' });
      await createExperience(request, { title: soldOutTitle, arrivalDate: '2031-05-17T00:00:00.000Z', capacity: 0 });

      await page.goto('/experiences');
      const may = page.getByRole('region', { name: 'May 2031' });
      const card = may.getByTestId('event-card').filter({ hasText: title });
      await expect(card).toContainText('Sat10');
      await expect(card).toContainText('6:30 PM (WAT)');
      await expect(card).toContainText('Ticket: £125.50 (£150.60 incl. VAT)');
      await expect(card).toContainText('12 Harbour Road, Brighton');
      const soldOut = may.getByTestId('event-card').filter({ hasText: soldOutTitle });
      await expect(soldOut).toContainText('Sold out');
      await expect(soldOut.getByRole('link')).toHaveCount(0);
      await card.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/experiences\/check-out\?event=/);
    });

    test('the Coming Soon pages show their header and the message', async ({ page }) => {
      for (const { path, header } of comingSoonPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(header.title);
        if (header.subtitle) await expect(page.getByText(header.subtitle, { exact: true })).toBeVisible();
        if (header.description) await expect(page.getByText(header.description, { exact: true })).toBeVisible();
        await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
        expect(await scrollsSideways(page)).toBe(false);
      }
    });

    test('a list page opens scrolled to the top', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('upcoming-event').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'View Experiences' }).dispatchEvent('click');
      await expect(page).toHaveURL(/\/experiences$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('axe finds no serious or critical violation on any public page', async ({ page }) => {
      for (const path of publicPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await listLoaded(page);
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}

test.describe('startup requests of a public page', () => {
  const lists = (...kinds: string[]) => kinds.flatMap((kind) => [`/api/${kind}/get?status=OPEN`, `/api/${kind}/get?status=CLOSED`]);
  const pages: [string, string[]][] = [
    ['/', lists('experience', 'party')],
    ['/experiences', lists('experience')],
    ['/parties', lists('party')],
    ['/gallery', []],
  ];
  for (const [path, expectedLists] of pages) {
    test(`${path} asks once for the remotes file, the site's payments mode, the storefront's manifest and each list it shows, and uses every early answer`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/\/(remotes|mf-manifest)\.json$|^\/api\//.test(url.pathname)) asked.push(url.pathname + url.search);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await listLoaded(page);
      await page.waitForLoadState('networkidle');
      const manifests = asked.filter((url) => url.endsWith('/mf-manifest.json'));
      expect(manifests).toHaveLength(1);
      expect(asked.filter((url) => !manifests.includes(url)).sort()).toEqual(['/remotes.json', '/api/site', ...expectedLists].sort());
      // index.html started these; an answer nobody took would be a request made for nothing.
      expect(await page.evaluate(() => Object.keys(window.__early ?? {}))).toEqual([]);
    });
  }

  test("/ names every script of the shell's startup in its HTML, so none waits for main.js to run before it is asked for", async ({
    page,
    baseURL,
  }) => {
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseURL!).origin && url.pathname.endsWith('.js')) shellScripts.push(url.pathname);
    });
    const html = await (await page.goto('/'))!.text();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const named = [...html.matchAll(/(?:href|src)="([^"]+\.js)"/g)].map(([, path]) => path);
    expect(shellScripts.length).toBeGreaterThan(1);
    expect(shellScripts.filter((path) => !named.includes(path))).toEqual([]);
  });
});

test.describe('public layout on a phone', () => {
  test.use({ viewport: viewports[1].size });

  test('the hamburger menu opens the navigation and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Parties' }).click();
    await expect(page).toHaveURL(/\/parties$/);
    await expect(menu).toBeHidden();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
