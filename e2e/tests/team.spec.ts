// The team (docs/product-rules.md#roles): an owner invites a member of the door, who joins through
// the e-mailed link and sees only what their role may open; the only owner cannot demote
// themself; two-factor sign-in with a code of an app and with a recovery code, once; the audit
// trail shows an event's price as it was and became.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '@shared/domain';
import { adminToken, signIn } from '../support/admin';
import { createExperience } from '../support/events';

import { apiUrl, demoAdmin, e2ePorts } from '../support/ports';
import { authenticator, invitationLink, joinedMember } from '../support/team';

const stamp = Date.now().toString(36);
const baseURL = `http://localhost:${e2ePorts.shell}`;

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto(paths.admin.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page): Promise<void> {
  if (await page.getByRole('button', { name: 'Open menu' }).isVisible()) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

test('an owner invites a member of the door, who joins by the link and sees only the check-in page; the only owner cannot demote themself', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `door.${stamp}@example.com`;
  await signIn(page);
  await page.goto(`${paths.admin.settings}?tab=team`);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite member' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Check-in' }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(email);

  // The invitee, in a browser of their own.
  const door = await freshPage(browser);
  await door.goto(await invitationLink(email));
  await expect(door.getByText(`You are invited as Check-in with ${email}`)).toBeVisible();
  await door.getByLabel('Your name').fill('Dee Door');
  await door.getByLabel('Password', { exact: true }).fill('Door-pass-123');
  await door.getByRole('button', { name: 'Join the team' }).click();
  await expect(door).toHaveURL(/\/admin\/events\/check-in$/);
  const sidebar = door.getByRole('navigation', { name: 'Admin' });
  if (await door.getByRole('button', { name: 'Open menu' }).isVisible()) await door.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar.getByRole('link')).toHaveText(['Check-in', 'Settings']);
  await door.goto(paths.admin.payments);
  await expect(door.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible();
  await expect(door.getByText('Your role (Check-in) cannot open this page.')).toBeVisible();
  // The API says the same, whatever the page shows.
  const token = await door.evaluate(() => localStorage.getItem('token'));
  expect((await door.request.get(`${apiUrl}/transaction/get`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
  await door.getByRole('link', { name: 'Go to your start page' }).click();
  await expect(door).toHaveURL(/\/admin\/events\/check-in$/);
  await door.context().close();

  // The owner sees the new member, and cannot make themself anything but an owner while alone.
  await page.reload();
  const members = page.getByRole('grid', { name: 'Team members' });
  await expect(members).toContainText('Dee Door');
  await page.getByRole('button', { name: /^Change role of Site Admin/ }).click();
  const change = page.getByRole('dialog', { name: 'Change role' });
  await change.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await change.getByRole('button', { name: 'Save role' }).click();
  await expect(change.getByText('The team must keep at least one owner: make someone else an owner first.')).toBeVisible();
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(members.getByRole('row').filter({ hasText: demoAdmin.email })).toContainText('Owner');
});

test('two-factor sign-in: turned on with a code of the app, then sign-in asks for a code; a recovery code works once', async ({
  page,
  request,
}) => {
  test.slow();
  const email = `totp.${stamp}@example.com`;
  const password = 'Totp-pass-123';
  await joinedMember(request, { email, role: 'FINANCE', name: 'Tess Totp', password });
  await signInWith(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`${paths.admin.settings}?tab=security`);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const app = authenticator((await page.getByTestId('two-factor-secret').textContent())!);
  await page.getByLabel('6-digit code').fill('000000' === app.generate() ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('6-digit code').fill(app.generate());
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const [recovery] = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await signOut(page);

  // With a code of the app. A code is good once, so the next sign-in waits for the next one.
  await signInWith(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const first = app.generate();
  await page.getByLabel('Authentication code').fill(first);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);

  // With a recovery code, once; a second time it is refused.
  for (const expected of ['signed in', 'refused'] as const) {
    await signInWith(page, email, password);
    await page.getByLabel('Authentication code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (expected === 'signed in') {
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await signOut(page);
    } else {
      await expect(page.getByLabel('Authentication code')).toHaveAccessibleDescription('Invalid code');
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  }
});

test("Activity shows an event's price as it was and as it became, by whom", async ({ page, request }) => {
  const title = `Audited Dales Walk ${stamp}`;
  const id = await createExperience(request, { title, arrivalDate: '2031-10-02T00:00:00.000Z' });
  const edited = await request.put(`${apiUrl}/experience/edit/${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { updateData: { price: 33300 } },
  });
  expect(edited.ok()).toBe(true);

  await signIn(page);
  await page.goto(`${paths.admin.settings}?tab=activity&entity=event`);
  const grid = page.getByRole('grid', { name: 'Activity' });
  const row = grid.getByRole('row').filter({ hasText: id }).filter({ hasText: 'Updated' }).first();
  await expect(row).toContainText('admin@example.com');
  await row.click();
  const entry = page.getByRole('dialog', { name: 'Activity entry' });
  const price = entry.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'price', exact: true }) });
  await expect(price.locator('th, td')).toHaveText(['price', '12550', '33300']);
});
