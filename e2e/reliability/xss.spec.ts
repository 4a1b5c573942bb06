// Script in every text field an admin can type, shown on every page that renders those fields:
// it must stay text. No dialog opens, no injected script runs, no injected element reaches the
// DOM, and the payload reads on the page as the characters the admin typed.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { signIn } from '../support/admin';
import { apiUrl } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { adminLogin, call, createExperience, createParty, daysAhead } from './support/shop';

const payload = {
  img: '<img src=x onerror=alert(1)>',
  script: '<script>window.__xss=1</script>',
  url: 'javascript:alert(1)',
  svg: '"><svg onload=alert(1)>',
};
const all = Object.values(payload).join(' ');

// Each field carries a payload and a word that tells it apart, so a page showing the wrong field
// (or none) fails just as a page running the script does.
const experience = {
  title: `Xss Voyage ${payload.script}${payload.img}`,
  description: `${payload.img} Describe ${all}`,
  address: `${payload.svg} Harbour ${payload.url}`,
  eventPackage: [`Pack ${payload.img}`, `Link ${payload.url}`, `Quote ${payload.svg}`],
};
const party = {
  title: `Xss Party ${payload.svg}${payload.img}`,
  description: `${payload.script} Dance ${all}`,
  address: `${payload.url} Club ${payload.img}`,
};
const merchandise = {
  title: `Xss Shirt ${payload.script}`,
  description: `Cotton ${all}`,
  variants: [`Small ${payload.img}`, `Large ${payload.svg}`, payload.url],
};
const adminName = `Ada ${payload.img}`;

/** Injected elements that would mean the payload became markup. */
const INJECTED = 'img[src="x"], svg[onload], [onerror], script:not([src])';

function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return {
    /** Opens `path`, waits for each text, then checks that nothing ran or was injected. */
    async visit(path: string, texts: string[]) {
      await page.goto(path);
      await expectInert(page, texts, dialogs);
    },
    /** The same checks on what the page shows now (after a click). */
    check: (texts: string[]) => expectInert(page, texts, dialogs),
  };
}

async function expectInert(page: Page, texts: string[], dialogs: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first(), `"${text}" shown as text`).toBeVisible();
  expect(dialogs, 'dialogs opened').toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), 'window.__xss').toBeUndefined();
  // Inline scripts of the app itself are allowed only if they are not ours: none contains __xss.
  const injected = await page
    .locator(INJECTED)
    .evaluateAll((nodes) =>
      nodes.filter((node) => node.tagName !== 'SCRIPT' || (node.textContent ?? '').includes('__xss')).map((node) => node.outerHTML),
    );
  expect(injected, 'elements injected by a payload').toEqual([]);
  const links = await page.locator('a[href^="javascript:" i]').count();
  expect(links, 'javascript: links').toBe(0);
}

test('script typed into admin fields stays text on the public and admin pages', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await adminLogin(apiUrl);
  // Tomorrow: earlier than every other open event, so the home page's "Next ..." cards show them.
  const experienceId = await createExperience(apiUrl, token, { ...experience, arrivalDate: daysAhead(1), capacity: 20 });
  const partyId = await createParty(apiUrl, token, { ...party, date: daysAhead(1) });
  const item = await call<{ id: number; title: string }>(`${apiUrl}/merchandise`, { token, json: { ...merchandise, price: 1500 } });
  expect(item.status).toBe(201);
  const previousName = (await call<{ name: string }>(`${apiUrl}/admin/me`, { token })).body.name;
  expect((await call(`${apiUrl}/admin/me`, { method: 'PUT', token, json: { name: adminName } })).status).toBe(200);

  try {
    const site = guard(page);
    const experienceLead = `${payload.img} Describe`;
    const partyLead = `${payload.script} Dance`;
    await site.visit('/', [experience.title, experienceLead, party.title, partyLead]);
    await site.visit('/experiences', [experience.title, experienceLead, experience.address]);
    await site.visit('/parties', [party.title, partyLead, party.address]);
    await site.visit(`/experiences/check-out?event=${experienceId}`, [
      experience.title,
      experienceLead,
      experience.address,
      ...experience.eventPackage,
    ]);
    await site.visit(`/parties/check-out?event=${partyId}`, [party.title, partyLead, party.address]);

    await signIn(page);
    await site.visit('/admin/events', [experience.title]);
    await page.getByRole('tab', { name: /^Parties/ }).click();
    await site.check([party.title]);
    await site.visit(`/admin/events/experiences/preview/${experienceId}`, [
      experience.title,
      experience.description,
      experience.address,
      ...experience.eventPackage,
    ]);
    await site.visit(`/admin/events/parties/preview/${partyId}`, [party.title, party.description, party.address]);
    await site.visit('/admin/merchandise', [merchandise.title, ...merchandise.variants]);
    await site.visit(`/admin/merchandise/item-details/${item.body.id}`, [
      merchandise.title,
      merchandise.description,
      ...merchandise.variants,
    ]);
    await site.visit('/admin/settings', [adminName]);
  } finally {
    await call(`${apiUrl}/admin/me`, { method: 'PUT', token, json: { name: previousName } });
    await call(`${apiUrl}/merchandise/${item.body.id}`, { method: 'DELETE', token });
  }
});

test('the ticket e-mail escapes admin-typed text', async ({ page, request }) => {
  const token = await adminLogin(apiUrl);
  const eventId = await createExperience(apiUrl, token, { ...experience, capacity: 5 });
  const { reference } = await buyThroughSandbox(
    request,
    { kind: 'experiences', id: eventId },
    {
      firstName: 'Mallory',
      lastName: 'Mail',
      email: 'mallory@example.com',
    },
  );

  const outbox = join(process.env.RELIABILITY_DATA_DIR as string, 'outbox');
  const ticketMail = async () => {
    for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(join(outbox, name)));
      if ((mail.text ?? '').includes(`Order: ${reference}`)) return mail;
    }
    return undefined;
  };
  await expect.poll(ticketMail, { timeout: 20_000, message: 'the ticket e-mail of the order' }).toBeDefined();
  const mail = (await ticketMail())!;
  const html = String(mail.html);
  expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;');
  expect(html).not.toMatch(/<script|<img src=x|<svg onload/i);

  // Opened the way a mail client renders it: still inert, still readable.
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.setContent(html);
  await expectInert(page, [experience.title, experience.address], dialogs);
});
