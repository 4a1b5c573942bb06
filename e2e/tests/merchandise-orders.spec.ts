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
});
