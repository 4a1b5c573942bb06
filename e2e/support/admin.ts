import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { type AdminUser, paths } from '@shared/domain';
import { demoAdmin } from './ports';

type Session = { token: string; admin: AdminUser };

// The seeded owner's session, made by the API's login once per test worker and again only once it
// has ended (a password change, a sign-out): the login is rate-limited per client address
// (docs/product-rules.md#limits), and every test signing in through it would soon be refused. Asked
// through the site under test (its /api), so it works whichever servers the suite runs against.
let owner: Session | undefined;

/** The seeded owner's session, still good. */
export async function ownerSession(request: APIRequestContext): Promise<Session> {
  if (owner && (await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${owner.token}` } })).ok()) return owner;
  const login = await request.post('/api/admin/login', { data: demoAdmin });
  expect(login.ok(), `the owner's login answered ${login.status()}`).toBe(true);
  owner = (await login.json()) as Session;
  return owner;
}

/** A bearer token of the seeded owner, for the admin API. */
export const adminToken = async (request: APIRequestContext): Promise<string> => (await ownerSession(request)).token;

/**
 * Opens the back office as the member of `session`, as if they had signed in in this browser: the
 * page the login would have stored, once (a later sign-out in the test really signs out).
 */
export async function actAs(page: Page, session: Session): Promise<void> {
  await page.goto(paths.admin.login);
  await page.evaluate(({ token, admin }) => {
    localStorage.setItem('persist:root', JSON.stringify({ auth: { isAuthenticated: true, user: admin, token } }));
    localStorage.setItem('token', token);
  }, session);
}

/** Signs the seeded owner in through the login page itself, and waits for the dashboard. */
export async function logInThroughTheForm(page: Page): Promise<void> {
  await page.goto(paths.admin.login);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Signed in as the seeded owner, on the dashboard. The login page itself is tested on its own
 * (admin-auth.spec.ts); here the session is the one its login answers.
 */
export async function signIn(page: Page): Promise<void> {
  await actAs(page, await ownerSession(page.request));
  await page.goto(paths.admin.dashboard);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The dashboard on screen: the page's router is listening, so a test's next navigation is not lost.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
