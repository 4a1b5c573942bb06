import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin';
import { adminViewports } from '../support/viewports';

test('sidebar entries, highlight rules and the Orders sub-entry', async ({ page }) => {
  await page.setViewportSize(adminViewports[0].size);
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Event Hub' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await page.goto('/admin/events/create-experience');
  await expect(nav.getByRole('link', { name: 'Event Hub' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Merchandise' }).click();
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/merchandise\/orders$/);
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Merchandise' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Payment Tracking' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Tracking' })).toBeVisible();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Evently dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
});

test('on a phone the sidebar toggles, closes on navigation and on the backdrop', async ({ page }) => {
  await page.setViewportSize(adminViewports[1].size);
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await page.locator('.MuiBackdrop-root').click({ position: { x: 360, y: 400 } });
  await expect(nav).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
