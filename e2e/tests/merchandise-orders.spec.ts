import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/admin';

// Merchandise orders beyond the list itself (merchandise.spec.ts): the confirmation dialog's
// keyboard focus, delivering a confirmed order, and the filter and page kept in the address.

const rows = (page: Page) => page.locator('[data-testid^="order-row-"]');

/** Every uncaught error of the page, from the moment this is called. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('merchandise orders', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('Tab and Shift+Tab stay inside the confirmation dialog asked from the side panel, without an error', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto('/admin/merchandise/orders');
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await expect.poll(async () => [...new Set(await rows(page).locator('td:last-child').allTextContents())]).toEqual(['Pending']);
    await rows(page).first().click();
    await page.getByRole('dialog', { name: 'Order Details' }).getByRole('button', { name: 'Confirm Order' }).click();
    const question = page.getByRole('dialog', { name: 'Confirm Order' });
    await expect(question).toBeVisible();

    const focusedButton = () =>
      question.evaluate((dialog) => (dialog.contains(document.activeElement) ? document.activeElement?.textContent : null));
    const seen = new Set<string | null | undefined>();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      seen.add(await focusedButton());
    }
    await page.keyboard.press('Shift+Tab');
    seen.add(await focusedButton());
    expect([...seen].sort()).toEqual(['Cancel', 'Confirm']);
    expect(errors).toEqual([]);

    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    // The side panel under it has the keyboard again.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Order Details' }).evaluate((panel) => panel.contains(document.activeElement)))
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test('a Confirmed order is marked Delivered after the question, and the Delivered filter lists it', async ({ page }) => {
    await page.goto('/admin/merchandise/orders?status=Confirmed');
    const statuses = async () => [...new Set(await rows(page).locator('td:last-child').allTextContents())];
    await expect.poll(statuses).toEqual(['Confirmed']);
    const row = await rows(page).first().getAttribute('data-testid');
    await rows(page).first().click();
    await page.getByRole('dialog', { name: 'Order Details' }).getByRole('button', { name: 'Mark as Delivered' }).click();
    const question = page.getByRole('dialog', { name: 'Mark as Delivered' });
    await question.getByRole('button', { name: 'Mark Delivered' }).click();
    await expect(page.getByText('Order marked as delivered')).toBeVisible();
    await expect(page.getByTestId(row!)).toHaveCount(0);

    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect.poll(statuses).toEqual(['Delivered']);
    // Newest first by order date: the order may be on a later page of the Delivered ones.
    for (let at = 2; !(await page.getByTestId(row!).isVisible()); at += 1) {
      expect(at, 'the order is on a page of the Delivered ones').toBeLessThan(20);
      await page.getByRole('button', { name: `Go to page ${at}` }).click();
      await expect(page).toHaveURL(new RegExp(`page=${at}`));
      await expect.poll(statuses).toEqual(['Delivered']);
    }
    await expect(page.getByTestId(row!).locator('td:last-child')).toHaveText('Delivered');
  });

  test('the status filter and the page stay in the address through Back and a reload', async ({ page }) => {
    await page.goto('/admin/merchandise/orders');
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\/orders\?page=2$/);
    // Page 1 has 10 rows too: page 2's are on screen once the pager marks it, not as soon as the address changes.
    await expect(page.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page)).toHaveCount(10);
    const secondPage = await rows(page).first().getAttribute('data-testid');
    await page.reload();
    await expect(page.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).toHaveAttribute('data-testid', secondPage!);

    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\/orders\?status=Delivered$/);
    const statuses = async () => [...new Set(await rows(page).locator('td:last-child').allTextContents())];
    await expect.poll(statuses).toEqual(['Delivered']);
    await page.goto('/admin/merchandise');
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/merchandise\/orders\?status=Delivered$/);
    await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(statuses).toEqual(['Delivered']);
  });
});

test.describe('merchandise catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('every card shows its picture in the same 4:3 frame, cropped to fill it', async ({ page }) => {
    await page.goto('/admin/merchandise');
    const pictures = page.getByRole('region', { name: 'Merchandise items' }).getByRole('article').locator('img');
    await expect(pictures.first()).toBeVisible();
    const frames = await pictures.evaluateAll((images) =>
      images.map((image) => {
        const { width, height, top } = image.getBoundingClientRect();
        return { width: Math.round(width), height: Math.round(height), top: Math.round(top), fit: getComputedStyle(image).objectFit };
      }),
    );
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames) {
      expect(frame.fit).toBe('cover');
      expect(Math.abs(frame.height - (frame.width * 3) / 4)).toBeLessThanOrEqual(1);
      expect(frame).toMatchObject({ width: frames[0].width, height: frames[0].height });
    }
    // The first row's pictures start at one height.
    expect(frames.filter((frame) => frame.top === frames[0].top).length).toBeGreaterThan(1);
  });

  test('the filters stay in the address through a reload and a visit to an item', async ({ page }) => {
    await page.goto('/admin/merchandise');
    const headings = page.getByRole('region', { name: 'Merchandise items' }).getByRole('heading');
    await expect(headings.first()).toBeVisible();
    const everyItem = await headings.count();
    await page.getByRole('combobox', { name: 'Colour' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Camo', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\?colour=Camo$/);
    // The address changes before the list shows the filter (the router renders it in a
    // transition): read the Camo items once the list has them, not the whole catalogue.
    await expect.poll(() => headings.count()).toBeLessThan(everyItem);
    const camo = await headings.allTextContents();
    expect(camo.length).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Colour' })).toHaveText('Camo');
    await expect(headings).toHaveText(camo);

    await page
      .getByRole('region', { name: 'Merchandise items' })
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Actions for', exact: false })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Merchandise' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/merchandise\?colour=Camo$/);
    await expect(headings).toHaveText(camo);
  });
});
