// The event page a card opens (the checkout's check-out route) starts the checkout remote with the
// page itself: index.html asks for its manifest, entry and App chunks, and the page's own code is
// part of App, so nothing of the remote waits for the shell's code to run
// (docs/architecture.md#the-event-page-on-a-phone).
import { expect, test } from '@playwright/test';
import { remoteApps } from '../../scripts/apps';
import { openEvents } from '../support/events';
import { e2ePorts } from '../support/ports';

const checkoutPort = String(e2ePorts.shell + remoteApps.find((app) => app.name === 'checkout')!.portOffset);

test("an event page asks for all of the checkout remote's code before the shell's own code has arrived, and uses every early answer", async ({
  page,
  request,
}) => {
  const [event] = await openEvents(request, 'experiences');
  // The shell's startup code is held back: whatever of the remote is asked for meanwhile, the page
  // itself asked for.
  let shellArrived = false;
  await page.route(new RegExp(`:${e2ePorts.shell}/main\\.[0-9a-f]+\\.js$`), async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    shellArrived = true;
    await route.fulfill({ response });
  });
  const early: string[] = [];
  const late: string[] = [];
  page.on('request', (asked) => {
    const url = new URL(asked.url());
    if (url.port === checkoutPort) (shellArrived ? late : early).push(url.pathname);
  });

  await page.goto(`/experiences/check-out?event=${event.id}`);
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(early).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  expect(early.some((path) => path.startsWith('/__federation_expose_App.'))).toBe(true);
  // The event page is not a chunk of its own fetched once App renders.
  expect(late.filter((path) => path.endsWith('.js'))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window.__early ?? {}))).toEqual([]);
});
