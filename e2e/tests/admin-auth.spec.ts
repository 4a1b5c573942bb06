import { expect, test } from '@playwright/test';
import { logInThroughTheForm, signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { toast } from '../support/checkout';
import { demoAdmin } from '../support/ports';

test.describe('admin sign-in', () => {
  test('axe finds no serious or critical violation on the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('validates the form with the documented messages', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Please fill in all fields')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Login' }).click();
    // The toast, beside the same words under the field (docs/conventions.md#form-errors).
    await expect(toast(page, 'Please enter a valid email address')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password shows the server message and stays on the page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('signs in, lands on the dashboard with the toast, survives a reload, and replaces history', async ({ page }) => {
    await page.goto('/');
    await logInThroughTheForm(page);
    await expect(page.getByText('Login successful! Welcome back!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The login page was replaced: going back does not return to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/admin\/login/);
    // Signed in, the login page redirects to the dashboard.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('admin pages need a signed-in state', async ({ page }) => {
    await page.goto('/admin/events');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  });

  test('an unknown admin path goes to the dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/no-such-page');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('sign out asks first, clears local storage and stays signed out after a reload', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('showSuccessModal', 'true'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Out' });
    await expect(dialog.getByText('Are you sure you want to sign out?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the signed-out token is refused by the API', async ({ page, request }) => {
    await signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const me = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test('a 401 from the API lands on the login page', async ({ page }) => {
    await page.goto('/admin/login');
    // A stale session: signed in locally, but the server does not accept the token.
    await page.evaluate(() => {
      const user = { id: 'x', email: 'gone@example.com', name: 'Gone', role: 'ADMIN' };
      localStorage.setItem('persist:root', JSON.stringify({ auth: { isAuthenticated: true, token: 'forged.token.value', user } }));
      localStorage.setItem('token', 'forged.token.value');
    });
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
