import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiUrl, demoAdmin } from '../support/ports';
import { scrollsSideways } from '../support/viewports';
import { toast } from '../support/checkout';

const SEEDED_NAME = 'Site Admin';
const NEW_PASSWORD = 'E2e-Changed-Passw0rd';

async function tokenFor(request: APIRequestContext, password: string): Promise<string | null> {
  const response = await request.post(`${apiUrl}/admin/login`, { data: { email: demoAdmin.email, password } });
  return response.ok() ? ((await response.json()) as { token: string }).token : null;
}

async function loginWith(page: Page, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test.describe('settings', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/settings');
  });

  test('Profile shows the signed-in admin; Edit Profile changes the name for good', async ({ page, request }) => {
    const name = `E2E Admin ${Date.now()}`;
    try {
      await expect(page.getByTestId('profile-email')).toHaveText(demoAdmin.email);
      await expect(page.getByTestId('profile-name')).toHaveText(SEEDED_NAME);
      // The seeded admin owns the site (docs/product-rules.md#roles).
      await expect(page.getByText('Role: Owner')).toBeVisible();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.getByLabel('Name').fill('   ');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Please enter your name')).toBeVisible();
      await dialog.getByLabel('Name').fill(`  ${name} `);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      await expect(page.getByTestId('profile-name')).toHaveText(name);
      // The stored auth user follows, so the shell shows the new name without a new sign-in.
      expect(await page.evaluate(() => localStorage.getItem('persist:root') ?? '')).toContain(name);

      await page.reload();
      await expect(page.getByTestId('profile-name')).toHaveText(name);
    } finally {
      const token = await tokenFor(request, demoAdmin.password);
      await request.put(`${apiUrl}/admin/me`, { headers: { Authorization: `Bearer ${token}` }, data: { name: SEEDED_NAME } });
    }
  });

  test('Security checks the fields, and the server checks the current password without signing out', async ({ page }) => {
    await page.getByRole('tab', { name: 'Security' }).click();
    const current = page.getByLabel(/^Current Password/);
    const fresh = page.getByLabel(/^New Password/);
    const confirm = page.getByLabel(/^Confirm New Password/);
    const submit = page.getByRole('button', { name: 'Update Password' });

    await expect(current).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show current password' }).click();
    await expect(current).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide current password' }).click();
    await expect(current).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Show new password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show confirm new password' })).toBeVisible();

    await submit.click();
    // The toasts, beside the same words under the fields (docs/conventions.md#form-errors).
    await expect(toast(page, 'Please fill in all fields')).toBeVisible();
    await current.fill(demoAdmin.password);
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expect(toast(page, 'New password and confirmation do not match')).toBeVisible();

    await current.fill('not-the-password');
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(toast(page, 'Current password is incorrect')).toBeVisible();
    // Still signed in, on the tab it was on.
    await expect(page).toHaveURL(/\/admin\/settings\?tab=security$/);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('changing the password', () => {
    // Every other test signs in with the demo password: put it back whatever happened in the test
    // (a hook, so it runs after a failure or a time-out too).
    test.afterEach(async ({ request }) => {
      const token = await tokenFor(request, NEW_PASSWORD);
      if (token) {
        const restored = await request.post(`${apiUrl}/admin/password`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { currentPassword: NEW_PASSWORD, newPassword: demoAdmin.password, confirmPassword: demoAdmin.password },
        });
        expect(restored.status()).toBe(200);
      }
      expect(await tokenFor(request, demoAdmin.password)).not.toBeNull();
    });

    test('a password change ends the other sessions, keeps this one, and works at the next sign-in while the old password stops working', async ({
      page,
      browser,
      request,
    }) => {
      // Another device, signed in before the change.
      const elsewhere = await browser.newPage();
      await signIn(elsewhere);
      const oldToken = await tokenFor(request, demoAdmin.password);

      await page.getByRole('tab', { name: 'Security' }).click();
      await page.getByLabel(/^Current Password/).fill(demoAdmin.password);
      await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Password updated successfully')).toBeVisible();
      await expect(page.getByLabel(/^New Password/)).toHaveValue('');

      // This session goes on, across a reload, with the token the change answered.
      await page.reload();
      await page.getByRole('link', { name: 'Event Hub' }).click();
      await expect(page).toHaveURL(/\/admin\/events$/);
      const me = await request.get(`${apiUrl}/admin/me`, { headers: { Authorization: `Bearer ${oldToken}` } });
      expect(me.status()).toBe(401);
      // The other device's next call is refused and it lands on the login page.
      await elsewhere.goto('/admin/payments');
      await expect(elsewhere).toHaveURL(/\/admin\/login$/);
      await elsewhere.close();

      await signOut(page);
      await loginWith(page, demoAdmin.password);
      await expect(toast(page, 'Invalid email or password')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await loginWith(page, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });
  });

  test('no serious accessibility violation on either tab, and nothing scrolls sideways at 375 px', async ({ page }) => {
    await expect(page.getByTestId('profile-name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Security' }).click();
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 375, height: 740 });
    for (const tab of ['Profile', 'Security']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await scrollsSideways(page), tab).toBe(false);
    }
  });
});
