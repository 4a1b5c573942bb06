import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe';
import { createExperience } from '../support/events';
import { viewports } from '../support/viewports';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function listLoaded(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByTestId('event-card').first()).toBeVisible();
}

for (const viewport of viewports) {
  test.describe(`navigating the public site on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('a new page opens at the top; Back returns to where the visitor was, Forward too', async ({ page }) => {
      await page.goto('/experiences');
      await listLoaded(page);

      // Far down the list, the visitor opens an event they can book: its page opens at the top.
      const card = page
        .getByTestId('event-card')
        .filter({ has: page.getByRole('link') })
        .last();
      await card.scrollIntoViewIfNeeded();
      const listPosition = await scrollY(page);
      expect(listPosition).toBeGreaterThan(200);
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/experiences\/check-out\?event=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);

      // Back: the list again, where they left it.
      await page.goBack();
      await expect(page).toHaveURL(/\/experiences$/);
      await expect.poll(() => scrollY(page)).toBe(listPosition);
      await expect(card).toBeInViewport();

      // Forward: the event page, at the top where it was left.
      await page.goForward();
      await expect(page).toHaveURL(/\/experiences\/check-out\?event=/);
      await expect.poll(() => scrollY(page)).toBe(0);

      // From low on the event page to the confirmation, which opens at the top too.
      const getTicket = page.getByRole('button', { name: 'Get Ticket Now' });
      await getTicket.scrollIntoViewIfNeeded();
      await getTicket.click();
      await expect(page).toHaveURL(/\/experiences\/confirmation\?event=/);
      await expect.poll(() => scrollY(page)).toBe(0);

      // A link in the footer from the bottom of a page opens the next page at the top.
      await page.goto('/');
      await expect(page.getByTestId('upcoming-event').first()).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(0);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('an unknown address shows "Page not found" with the ways back in, with status 404', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('heading', { name: /Effortless Event Discovery/ })).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: 'See experiences' })).toHaveAttribute('href', '/experiences');
      await expectNoA11yViolations(page);
      await main.getByRole('link', { name: 'See parties' }).click();
      await expect(page).toHaveURL(/\/parties$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parties');

      // Every page of the site still answers 200 when loaded directly.
      for (const path of ['/', '/experiences', '/parties', '/about-us', '/booking', '/admin/login']) {
        expect((await page.request.get(path)).status(), path).toBe(200);
      }
    });

    test('a long description opens with "Read more" by tap or keyboard', async ({ page }) => {
      await page.goto('/experiences');
      await listLoaded(page);
      // The first card whose description is long (other specs add events with short ones), held by
      // its title: once opened it has Read less instead.
      const title = await page
        .getByTestId('event-card')
        .filter({ has: page.getByRole('button', { name: 'Read more' }) })
        .first()
        .getByRole('heading')
        .textContent();
      const card = page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: title!, exact: true }) });
      const readMore = card.getByRole('button', { name: 'Read more' });
      await expect(readMore).toHaveAttribute('aria-expanded', 'false');
      const description = card.locator(`#${await readMore.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
      const closedHeight = (await description.boundingBox())!.height;

      await readMore.click();
      const readLess = card.getByRole('button', { name: 'Read less' });
      await expect(readLess).toHaveAttribute('aria-expanded', 'true');
      await expectNoA11yViolations(page);
      expect((await description.boundingBox())!.height).toBeGreaterThan(closedHeight);
      // The tap opened the text, not the event.
      await expect(page).toHaveURL(/\/experiences$/);

      await readLess.focus();
      await page.keyboard.press('Enter');
      await expect(readMore).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await expect(readLess).toHaveAttribute('aria-expanded', 'true');
    });

    test('the WhatsApp button rises above a sticky bar at the bottom of the screen', async ({ page }) => {
      await page.goto('/parties');
      const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      const height = viewport.size.height;
      await expect.poll(async () => (await chat.boundingBox())!.y + (await chat.boundingBox())!.height).toBe(height - 20);
      // The contract a sticky bar follows (docs/architecture.md#sticky-bar-height): it sets its height on <html>.
      await page.evaluate(() => document.documentElement.style.setProperty('--sticky-bar-height', '72px'));
      await expect.poll(async () => (await chat.boundingBox())!.y + (await chat.boundingBox())!.height).toBe(height - 20 - 72);
      // At the very end of the page, no text or link of the footer is under the button.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const covered = await page.evaluate(() => {
        const button = document.querySelector('.pl-chat')!.getBoundingClientRect();
        const footer = document.querySelector('footer')!;
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        const hidden: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('.pl-chat')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const box of range.getClientRects()) {
            const overlaps = box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom;
            if (overlaps) hidden.push(node.textContent.trim());
          }
        }
        return hidden;
      });
      expect(covered).toEqual([]);
    });
  });
}

test.describe('the lists on a desktop', () => {
  test.use({ viewport: viewports[0].size });

  test('cards sit side by side in a grid under each month; the banner spans the width of the window', async ({ page, request }) => {
    for (const day of ['03', '10', '17'])
      await createExperience(request, { title: `June Grid Weekend ${day}`, arrivalDate: `2034-06-${day}T00:00:00.000Z` });
    await page.goto('/experiences');
    await listLoaded(page);
    const june = page.getByRole('region', { name: 'June 2034' }).getByTestId('event-card');
    await expect(june).toHaveCount(3);
    const tops = await june.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const banner = (await page.locator('.sf-banner').boundingBox())!;
    expect(banner.x).toBe(0);
    expect(banner.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  });
});

test.describe('the lists on a phone', () => {
  test.use({ viewport: viewports[1].size });

  test('cards stack in one column', async ({ page }) => {
    await page.goto('/parties');
    await listLoaded(page);
    const lefts = await page
      .getByTestId('event-card')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
});
