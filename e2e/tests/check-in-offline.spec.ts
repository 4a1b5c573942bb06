// Checking in without a connection (docs/product-rules.md#offline-check-in): two doors download an
// event's tickets, lose the connection, keep letting people in against their own copy of the list,
// and sync when it is back; the server keeps the first scan of each ticket and tells the other door.
// The page, once loaded, also loads again without a connection (its service worker).
import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { generateKeyPairSync, sign } from 'node:crypto';
import { paths, signedTicketQr, ticketQrPayload, type DoorList } from '@shared/domain';
import { actAs, adminToken, ownerSession } from '../support/admin';
import { createExperience } from '../support/events';
import { apiUrl, e2ePorts } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { joinedMember } from '../support/team';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const baseURL = `http://localhost:${e2ePorts.shell}`;
const guests = ['Ada', 'Bola', 'Chidi', 'Dayo'].map((firstName) => ({
  firstName,
  lastName: `Door${stamp}`,
  email: `${firstName.toLowerCase()}.${stamp}@example.com`,
}));

let eventId: string;
let title: string;
/** Each guest's ticket code, by first name. */
const codes: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  title = `Door Night ${stamp}`;
  eventId = await createExperience(request, { title, arrivalDate: '2031-12-05T00:00:00.000Z' });
  for (const guest of guests) await buyThroughSandbox(request, { kind: 'experiences', id: eventId }, guest);
  const list = await request.get(`${apiUrl}/check-in/events/${eventId}/tickets`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(list.status()).toBe(200);
  for (const ticket of ((await list.json()) as DoorList).tickets) codes[ticket.attendeeName.split(' ')[0]] = ticket.code;
  expect(Object.keys(codes).sort()).toEqual(['Ada', 'Bola', 'Chidi', 'Dayo']);
});

/** A door: a browser of its own on the check-in page, named, with the event's tickets downloaded. */
async function openDoor(browser: Browser, device: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await actAs(page, await ownerSession(page.request));
  await page.goto(paths.admin.eventCheckIn);
  await page.getByLabel('Device name').fill(device);
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await page.getByRole('button', { name: 'Download tickets' }).click();
  await expect(page.getByText(`Checking in ${title}`)).toBeVisible();
  return page;
}

const cut = (route: Route) => route.abort('internetdisconnected');

/**
 * Takes the door's browser off the network and back. setOffline alone leaves the requests the
 * service worker makes, and those of a page it controls that it lets through, on the network
 * (Chromium): those are cut too.
 */
async function setOffline(page: Page, offline: boolean) {
  if (offline) {
    await page.context().setOffline(true);
    await page.context().route('**/*', cut);
  } else {
    // The network first, then the browser's online event: the door sends its scans on that event,
    // and a send still cut would wait for the next try, 15 s later (SYNC_SECONDS).
    await page.context().unroute('**/*', cut);
    await page.context().setOffline(false);
  }
}

/** Types a code as a USB scanner does: the characters, then Enter. */
async function scan(page: Page, code: string) {
  const field = page.getByLabel('Ticket code');
  await field.fill(code);
  await field.press('Enter');
}

const verdict = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByText(/^(Valid|Already|Unknown|Cancelled|Balance|Test|Forged)/) });

/** A ticket QR as the site draws it, but signed with a key of someone else's. */
function forgedQr(code: string, attendeeName: string): string {
  const payload = ticketQrPayload({ code, eventId, attendeeName });
  return signedTicketQr(payload, sign(null, Buffer.from(payload, 'utf8'), generateKeyPairSync('ed25519').privateKey));
}

test('two doors check in offline, and after the sync the second is told who let its guest in first', async ({ browser }) => {
  test.slow();
  const door1 = await openDoor(browser, 'Door 1');
  const door2 = await openDoor(browser, 'Door 2');
  for (const door of [door1, door2]) await expect(door.getByLabel('Gate counter')).toHaveText('Checked in 0 / 4 expected');
  await setOffline(door1, true);
  await setOffline(door2, true);
  await expect(door1.getByText('Offline: 0 scans waiting to sync')).toBeVisible();

  // Door 2 lets Ada in while offline.
  await scan(door2, codes.Ada);
  await expect(verdict(door2)).toContainText('Valid: let them in');
  await expect(door2.getByText('Offline: 1 scan waiting to sync')).toBeVisible();

  // Door 1, offline too: two guests in, an unknown code, a forged QR and a repeat refused.
  await scan(door1, codes.Ada.toLowerCase().replace(/-/g, ' '));
  await expect(verdict(door1)).toContainText('Valid: let them in');
  await expect(verdict(door1)).toContainText(`Ada Door${stamp}`);
  await scan(door1, codes.Bola);
  await expect(verdict(door1)).toContainText(`Bola Door${stamp}`);
  await scan(door1, '7K3M-Q9TX-2HDR-5WNA');
  await expect(verdict(door1)).toContainText('Unknown ticket');
  // A real guest's ticket, forged: the door's downloaded key refuses its signature without the server.
  await scan(door1, forgedQr(codes.Chidi, `Chidi Door${stamp}`));
  await expect(verdict(door1)).toContainText('Forged ticket');
  await scan(door1, codes.Ada);
  await expect(verdict(door1)).toContainText('Already checked in');
  await expect(verdict(door1)).toContainText('by Door 1');
  await expect(door1.getByText('Offline: 2 scans waiting to sync')).toBeVisible();
  await expect(door1.getByLabel('Gate counter')).toHaveText('Checked in 2 / 4 expected');

  // Door 1 is back first: its scans are the first the server hears of.
  await setOffline(door1, false);
  await expect(door1.getByText('Online', { exact: true })).toBeVisible();
  await expect(door1.getByRole('alert', { name: 'After the sync' })).toHaveCount(0);
  await expect(door1.getByLabel('Gate counter')).toHaveText('Checked in 2 / 4 expected');

  // Door 2 syncs later: Ada was already let in by Door 1.
  await setOffline(door2, false);
  const report = door2.getByRole('alert', { name: 'After the sync' });
  await expect(report).toContainText(new RegExp(`Ada Door${stamp} was already checked in at \\d\\d:\\d\\d by Door 1\\.`));
  await expect(door2.getByText('Online', { exact: true })).toBeVisible();
  await expect(door2.getByLabel('Gate counter')).toHaveText('Checked in 2 / 4 expected');

  // Back online, a door asks the server again: Chidi comes in, and the other door's counter follows.
  await scan(door2, codes.Chidi);
  await expect(verdict(door2)).toContainText('Valid: let them in');
  await expect(door1.getByLabel('Gate counter')).toHaveText('Checked in 3 / 4 expected', { timeout: 20_000 });
  await door1.context().close();
  await door2.context().close();
});

test('the door API: 401 without a session; a member of the door (Check-in role only) can use it', async ({ request }) => {
  const member = await joinedMember(request, {
    email: `door.${stamp}@example.com`,
    role: 'CHECK_IN',
    name: 'Dee Door',
    password: 'Door-pass-123',
  });
  const calls = [
    ['GET', `${apiUrl}/check-in/events`],
    ['GET', `${apiUrl}/check-in/events/${eventId}/tickets`],
    ['GET', `${apiUrl}/check-in/events/${eventId}/counts`],
    [
      'POST',
      `${apiUrl}/check-in/sync`,
      { eventId, device: 'Door 3', scans: [{ code: '7K3M-Q9TX-2HDR-5WNA', scannedAt: new Date().toISOString() }] },
    ],
    ['POST', `${apiUrl}/tickets/check-in`, { code: '7K3M-Q9TX-2HDR-5WNA', device: 'Door 3', eventId }],
  ] as const;
  for (const [method, url, data] of calls) {
    expect((await request.fetch(url, { method, data })).status(), `${method} ${url}`).toBe(401);
    const answer = await request.fetch(url, { method, data, headers: { Authorization: `Bearer ${member.token}` } });
    expect(answer.status(), `${method} ${url}`).toBe(200);
  }
});

test('the check-in page, once loaded, loads again without a connection and keeps checking in', async ({ browser }) => {
  const page = await openDoor(browser, 'Door 4');
  // The service worker has taken the page and kept every file it loaded (the API's answers excepted).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return -1;
          const cache = await caches.open('check-in-v1');
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => !new URL(name).pathname.startsWith('/api/'));
          return (await Promise.all(files.map((name) => cache.match(name)))).filter((kept) => !kept).length;
        }),
      { timeout: 30_000 },
    )
    .toBe(0);
  expect(await page.evaluate(async () => (await (await caches.open('check-in-v1')).keys()).some(({ url }) => url.includes('/api/')))).toBe(
    false,
  );
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/check-in.manifest.json');

  await setOffline(page, true);
  await page.reload();
  await expect(page.getByText(`Checking in ${title}`)).toBeVisible({ timeout: 30_000 });
  // Truly offline, and the API's answers were not kept: the page came from the worker's copies.
  expect(
    await page.evaluate(() =>
      fetch('/api/site').then(
        () => 'answered',
        () => 'no connection',
      ),
    ),
  ).toBe('no connection');
  await expect(page.getByText('Offline: 0 scans waiting to sync')).toBeVisible();
  await scan(page, codes.Dayo);
  await expect(verdict(page)).toContainText('Valid: let them in');
  await expect(page.getByText('Offline: 1 scan waiting to sync')).toBeVisible();

  await setOffline(page, false);
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  const dayo = async () => {
    const list = await page.request.get(`${apiUrl}/check-in/events/${eventId}/tickets`, {
      headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
    });
    return ((await list.json()) as DoorList).tickets.find(({ code }) => code === codes.Dayo)?.checkedInBy;
  };
  await expect.poll(dayo).toBe('Door 4');
  await page.context().close();
});
