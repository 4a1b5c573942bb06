import { expect, type Page } from '@playwright/test';
import { demoAdmin } from './ports';

/** Signs in through the real login page and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
