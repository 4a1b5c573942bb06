// WCAG 2.2 AA (docs/conventions.md#accessibility-checks): axe finds no violation of any impact on
// every public and admin route and every dialog, on a desktop and on a phone. Each screen is one
// test, so a run names every screen that fails, not only the first.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BOOKING_LOOKUP_ANSWER, paths } from '@shared/domain';
import { simpleParser } from 'mailparser';
import { comingSoonPages } from '../../remotes/storefront/src/comingSoonPages';
import { actAs, ownerSession, signIn } from '../support/admin';
import { expectNoA11yViolations } from '../support/axe';
import { contactOf, createParty, fillContact, formField, ticketEmail } from '../support/checkout';
import { formReady } from '../support/event-hub';
import { createExperience } from '../support/events';
import { apiUrl } from '../support/ports';
import { buyThroughSandbox } from '../support/purchase';
import { orderPayload } from '../support/order-payload';
import { invite, joinedMember, withTwoFactor } from '../support/team';
import { viewports } from '../support/viewports';

/** The desktop of the other specs and the most common phone today (390 x 844). */
const sizes = [viewports[0], { name: 'phone', size: { width: 390, height: 844 } }] as const;
type SizeName = (typeof sizes)[number]['name'];

/**
 * Violations reported to the area that owns the screen and not fixed yet: screen name => axe rule
 * ids the check tolerates there, at both sizes. Deleting an entry is the test of its fix. None now.
 */
const knownViolations: Readonly<Record<string, readonly string[]>> = {};

interface Fixture {
  experience: string;
  party: string;
  orderId: string;
  reference: string;
  bookingPath: string;
  merchandiseId: number;
  /** A party order made and not paid: its tickets held, as after a cancelled payment. */
  heldOrderId: string;
  /** The e-mailed link of an invitation not accepted. */
  invitationPath: string;
  /** A sold-out party with one person on its waiting list. */
  soldOutParty: string;
}

interface Screen {
  /** The key of knownViolations, and the test's title. */
  name: string;
  path: (f: Fixture) => string;
  /** The back office: signs in first. */
  admin?: boolean;
  /** Only at this size (a menu that exists only on a phone). */
  only?: SizeName;
  /** What to wait for beyond the page's level-1 heading, or to do (open a dialog) before axe looks. */
  then?: (page: Page, f: Fixture) => Promise<void>;
}

const stamp = Date.now().toString(36);
const fixture: Fixture = {
  experience: '',
  party: '',
  orderId: '',
  reference: '',
  bookingPath: '',
  merchandiseId: 0,
  heldOrderId: '',
  invitationPath: '',
  soldOutParty: '',
};

/** The booking page's address, from the ticket e-mail the buyer was sent. */
async function bookingPathOf(email: string): Promise<string> {
  const { source } = await ticketEmail(email, 1);
  const text = (await simpleParser(source)).text ?? '';
  const path = /https?:\/\/[^/\s]+(\/booking\/[\w-]+)/.exec(text)?.[1];
  if (!path) throw new Error(`The ticket e-mail to ${email} has no booking link`);
  return path;
}

async function firstMerchandiseId(request: APIRequestContext): Promise<number> {
  const { data } = (await (await request.get(`${apiUrl}/merchandise`)).json()) as { data: { id: number }[] };
  return data[0].id;
}

test.beforeAll(async ({ request }) => {
  // Far enough ahead that the booking can still be cancelled online (its dialog is checked too).
  fixture.experience = await createExperience(request, { title: `Axe Coastal Weekend ${stamp}`, arrivalDate: '2031-08-15T00:00:00.000Z' });
  fixture.party = await createParty(request, { title: `Axe Rooftop Night ${stamp}`, date: '2031-08-22T00:00:00.000Z' });
  const email = `axe.${stamp}@example.com`;
  const { orderId, reference } = await buyThroughSandbox(
    request,
    { kind: 'experiences', id: fixture.experience },
    { firstName: 'Ada', lastName: 'Axe', email },
  );
  const held = await request.post(`${apiUrl}/order/create`, {
    data: orderPayload({ kind: 'parties', id: fixture.party }, { firstName: 'Ada', lastName: 'Axe', email: `held.${email}` }),
  });
  expect(held.ok()).toBe(true);
  Object.assign(fixture, {
    orderId,
    reference,
    heldOrderId: ((await held.json()) as { id: string }).id,
    bookingPath: await bookingPathOf(email),
    merchandiseId: await firstMerchandiseId(request),
    invitationPath: await invite(request, `axe.invited.${stamp}@example.com`, 'FINANCE'),
  });
  fixture.soldOutParty = await createParty(request, { title: `Axe Sold Out ${stamp}`, date: '2031-08-29T00:00:00.000Z', capacity: 1 });
  await buyThroughSandbox(
    request,
    { kind: 'parties', id: fixture.soldOutParty },
    { firstName: 'Ada', lastName: 'Axe', email: `last.${email}` },
  );
  const joined = await request.post(`${apiUrl}/waiting-list/${fixture.soldOutParty}`, { data: { email: `waits.${email}`, quantity: 1 } });
  expect(joined.status()).toBe(201);
});

/** A data grid with its rows there. */
const grid = (page: Page, name: string) => expect(page.getByRole('grid', { name }).getByRole('row').nth(1)).toBeVisible();
const noLoading = (page: Page) => expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
const clickButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).click();
const dialog = (page: Page, name: string | RegExp) => expect(page.getByRole('dialog', { name })).toBeVisible();
/** A form that refused what it was sent: a field marked in error, or at least the message saying why. */
const refused = (page: Page) => expect(page.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();

const publicScreens: Screen[] = [
  { name: 'home', path: () => paths.home, then: (page) => expect(page.getByTestId('upcoming-event').first()).toBeVisible() },
  ...(['experiences', 'parties'] as const).map((kind) => ({
    name: `${kind} list`,
    path: () => paths[kind],
    then: (page: Page) => expect(page.getByTestId('event-card').first()).toBeVisible(),
  })),
  ...comingSoonPages.map(({ path }) => ({ name: path, path: () => path })),
  {
    name: 'phone menu',
    only: 'phone',
    path: () => paths.home,
    then: async (page) => {
      await clickButton(page, 'Open menu');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    },
  },
  ...(['experiences', 'parties'] as const).flatMap((kind): Screen[] => {
    const event = (f: Fixture) => (kind === 'experiences' ? f.experience : f.party);
    const confirmation = (f: Fixture) => `${paths.confirmation(kind)}?event=${event(f)}`;
    return [
      {
        name: `${kind} event page`,
        path: (f) => `${paths.checkOut(kind)}?event=${event(f)}`,
        then: (page) => expect(page.getByTestId('bought-count')).toBeVisible(),
      },
      { name: `${kind} confirmation form`, path: confirmation, then: (page) => expect(formField(page, 'First name')).toBeVisible() },
      {
        name: `${kind} confirmation form with its errors`,
        path: confirmation,
        then: async (page) => {
          await clickButton(page, 'Preview');
          await refused(page);
        },
      },
      {
        name: `${kind} confirmation preview`,
        path: confirmation,
        then: async (page) => {
          await fillContact(page, contactOf(`axe.preview.${stamp}@example.com`));
          await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Female', exact: true }).check();
          const room = page.getByRole('radiogroup', { name: 'Room' });
          if (await room.isVisible()) await room.getByRole('radio').first().check();
          await clickButton(page, 'Preview');
          await expect(page.getByTestId('preview')).toBeVisible();
        },
      },
      {
        name: `${kind} confirmation with a refused promo code`,
        path: confirmation,
        then: async (page) => {
          await page.getByRole('textbox', { name: 'Promo code' }).fill('NO-SUCH-CODE');
          await clickButton(page, 'Apply');
          await expect(page.getByRole('alert').filter({ hasText: 'This promo code does not exist.' }).first()).toBeVisible();
        },
      },
    ];
  }),
  {
    name: 'sold-out event page: join the waiting list',
    path: (f) => `${paths.checkOut('parties')}?event=${f.soldOutParty}`,
    then: (page) => expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeVisible(),
  },
  {
    name: 'sold-out event page: the waiting list form with its errors',
    path: (f) => `${paths.checkOut('parties')}?event=${f.soldOutParty}`,
    then: async (page) => {
      await clickButton(page, 'Join the waiting list');
      await refused(page);
    },
  },
  {
    name: 'payment failed',
    path: (f) => `${paths.confirmation('experiences')}?event=${f.experience}&payment=failed`,
    then: (page) => expect(page.getByTestId('payment-error')).toBeVisible(),
  },
  {
    name: 'payment cancelled, tickets held',
    path: (f) => `${paths.confirmation('parties')}?event=${f.party}&order=${f.heldOrderId}&payment=cancelled`,
    then: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
  },
  {
    name: 'payment success dialog with its receipt',
    path: (f) => `${paths.paymentSuccess('experiences')}?order=${f.orderId}`,
    then: (page) =>
      expect(page.getByRole('dialog', { name: 'Payment Successful' }).getByTestId('order-receipt')).toBeVisible({ timeout: 10_000 }),
  },
  {
    name: 'unknown event',
    path: () => `${paths.checkOut('experiences')}?event=00000000-0000-4000-8000-000000000000`,
    // Wherever the page ends up: its own notice, or the list it sends the visitor back to.
    then: (page) => expect(page.getByText('This event is no longer available').or(page.getByTestId('event-card').first())).toBeVisible(),
  },
  { name: 'not found', path: () => '/no-such-page-at-all' },
  { name: 'invitation', path: (f) => f.invitationPath, then: (page) => expect(page.getByLabel('Your name')).toBeVisible() },
  {
    name: 'invitation with its errors',
    path: (f) => f.invitationPath,
    then: async (page) => {
      await clickButton(page, 'Join the team');
      await refused(page);
    },
  },
  { name: 'find my booking', path: () => paths.findBooking },
  {
    name: 'find my booking: link sent',
    path: () => paths.findBooking,
    then: async (page, f) => {
      await page.getByRole('textbox', { name: /^Email/ }).fill(`axe.${stamp}@example.com`);
      await page.getByRole('textbox', { name: /^Order reference/ }).fill(f.reference);
      await clickButton(page, 'Email me the link');
      await expect(page.getByRole('status').filter({ hasText: BOOKING_LOOKUP_ANSWER })).toBeVisible();
    },
  },
  {
    name: 'find my booking with its errors',
    path: () => paths.findBooking,
    then: async (page) => {
      await clickButton(page, 'Email me the link');
      await refused(page);
    },
  },
  { name: 'booking page', path: (f) => f.bookingPath, then: (page) => expect(page.getByTestId('booking-status')).toBeVisible() },
  {
    name: 'booking cancel dialog',
    path: (f) => f.bookingPath,
    then: async (page) => {
      await clickButton(page, 'Cancel booking');
      await dialog(page, 'Cancel this booking?');
    },
  },
  {
    name: 'booking not found',
    path: () => paths.booking('no-such-booking-token-at-all'),
    then: (page) => expect(page.getByRole('heading', { name: 'We could not find that booking' })).toBeVisible(),
  },
];

const eventForm = (name: string, path: (f: Fixture) => string): Screen => ({ name, admin: true, path, then: formReady });
/** An empty new event's form, sent: every required field in error. */
const refusedEventForm = (name: string, path: () => string): Screen => ({
  name: `${name} with its errors`,
  admin: true,
  path,
  then: async (page) => {
    await formReady(page);
    await clickButton(page, /^Publish( Event)?$/);
    await refused(page);
  },
});

const orderDialog = (button: string, title: (f: Fixture) => string | RegExp): Screen => ({
  name: `order page: ${button} dialog`,
  admin: true,
  path: (f) => paths.admin.order(f.orderId),
  then: async (page, f) => {
    await clickButton(page, button);
    await dialog(page, title(f));
  },
});

const adminScreens: Screen[] = [
  { name: 'login', path: () => paths.admin.login },
  {
    name: 'login with its errors',
    path: () => paths.admin.login,
    then: async (page) => {
      await clickButton(page, 'Login');
      await refused(page);
    },
  },
  { name: 'dashboard', admin: true, path: () => paths.admin.dashboard },
  {
    name: 'dashboard chart tooltip',
    admin: true,
    path: () => paths.admin.dashboard,
    then: async (page) => {
      await page.getByRole('img', { name: /: £/ }).first().focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
    },
  },
  {
    name: 'admin phone menu',
    admin: true,
    only: 'phone',
    path: () => paths.admin.dashboard,
    then: async (page) => {
      await clickButton(page, 'Open menu');
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    },
  },
  {
    name: 'sign out dialog',
    admin: true,
    path: () => paths.admin.dashboard,
    then: async (page) => {
      if (await page.getByRole('button', { name: 'Open menu' }).isVisible()) await clickButton(page, 'Open menu');
      await clickButton(page, 'Sign out');
      await dialog(page, 'Sign Out');
    },
  },
  { name: 'event hub: experiences', admin: true, path: () => paths.admin.events },
  { name: 'event hub: parties', admin: true, path: () => `${paths.admin.events}?tab=parties` },
  {
    name: 'event hub: actions menu',
    admin: true,
    path: () => paths.admin.events,
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  eventForm('create experience', () => paths.admin.createExperience),
  refusedEventForm('create experience', () => paths.admin.createExperience),
  eventForm('create party', () => paths.admin.createParty),
  refusedEventForm('create party', () => paths.admin.createParty),
  eventForm('edit experience', (f) => `${paths.admin.createExperience}?mode=edit&id=${f.experience}`),
  eventForm('edit party', (f) => `${paths.admin.createParty}?mode=edit&id=${f.party}`),
  { name: 'check-in', admin: true, path: () => paths.admin.eventCheckIn },
  { name: 'promotions', admin: true, path: () => paths.admin.promoCodes },
  {
    name: 'promotions: create dialog refused',
    admin: true,
    path: () => paths.admin.promoCodes,
    then: async (page) => {
      await page.getByRole('button', { name: '+ Create promo code' }).click();
      await dialog(page, 'Create promo code');
      await page.getByRole('button', { name: 'Create code' }).click();
      await expect(page.getByText('Please enter a promo code')).toBeVisible();
    },
  },
  { name: 'experience preview', admin: true, path: (f) => paths.admin.eventPreview('experiences', f.experience) },
  { name: 'party preview', admin: true, path: (f) => paths.admin.eventPreview('parties', f.party) },
  { name: 'experience tickets', admin: true, path: (f) => paths.admin.eventTickets('experiences', f.experience) },
  {
    name: 'experience tickets: export menu',
    admin: true,
    path: (f) => paths.admin.eventTickets('experiences', f.experience),
    then: async (page) => {
      await page.getByRole('grid', { name: 'Ticket List' }).getByRole('gridcell').first().waitFor();
      await clickButton(page, 'Export');
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'party tickets', admin: true, path: (f) => paths.admin.eventTickets('parties', f.party) },
  {
    name: 'waiting list',
    admin: true,
    path: (f) => paths.admin.eventWaitingList('parties', f.soldOutParty),
    then: (page) => grid(page, 'Waiting List'),
  },
  {
    name: 'waiting list: offer dialog',
    admin: true,
    path: (f) => paths.admin.eventWaitingList('parties', f.soldOutParty),
    then: async (page) => {
      await page.getByRole('button', { name: /^Offer now to / }).click();
      await dialog(page, 'Offer tickets now');
    },
  },
  { name: 'payment tracking', admin: true, path: () => paths.admin.payments },
  {
    name: 'payment tracking: details dialog',
    admin: true,
    path: () => paths.admin.payments,
    then: async (page) => {
      await page.getByRole('grid', { name: 'Payments' }).getByRole('gridcell', { name: 'Ada Axe', exact: true }).first().click();
      await dialog(page, 'Payment Details');
    },
  },
  {
    name: 'payment tracking: export menu',
    admin: true,
    path: () => paths.admin.payments,
    then: async (page) => {
      await clickButton(page, 'Export');
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'order page', admin: true, path: (f) => paths.admin.order(f.orderId) },
  orderDialog('Refund', (f) => `Refund order ${f.reference}`),
  {
    name: 'order page: Refund question',
    admin: true,
    path: (f) => paths.admin.order(f.orderId),
    then: async (page, f) => {
      await clickButton(page, 'Refund');
      const refund = page.getByRole('dialog', { name: `Refund order ${f.reference}` });
      await refund.getByRole('textbox', { name: 'Amount' }).fill('1');
      await refund.getByRole('textbox', { name: 'Reason' }).fill('Checked by axe');
      await refund.getByRole('button', { name: 'Continue' }).click();
      await expect(refund.getByRole('button', { name: 'Refund £1.00' })).toBeVisible();
    },
  },
  orderDialog('Cancel order', (f) => `Cancel order ${f.reference}`),
  orderDialog('Resend tickets', () => /^Resend/),
  orderDialog('Change buyer', (f) => `Change the buyer of ${f.reference}`),
  { name: 'merchandise', admin: true, path: () => paths.admin.merchandise },
  {
    name: 'merchandise: item details panel',
    admin: true,
    path: () => paths.admin.merchandise,
    then: async (page) => {
      // A card's own button (the one named by its title, not its actions menu).
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(?!Actions for )/ })
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .first()
        .click();
      await dialog(page, 'Item Details');
    },
  },
  {
    name: 'merchandise: actions menu',
    admin: true,
    path: () => paths.admin.merchandise,
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'merchandise create', admin: true, path: () => paths.admin.merchandiseCreate },
  { name: 'merchandise edit', admin: true, path: (f) => paths.admin.merchandiseEdit(f.merchandiseId) },
  {
    name: 'merchandise item details dialog',
    admin: true,
    path: (f) => paths.admin.merchandiseDetails(f.merchandiseId),
    then: (page) => dialog(page, 'Item Details'),
  },
  {
    name: 'merchandise delete dialog',
    admin: true,
    path: (f) => paths.admin.merchandiseItem(f.merchandiseId),
    then: async (page) => {
      await page.getByRole('dialog', { name: 'Item Details' }).getByRole('button', { name: 'Delete Item' }).click();
      await dialog(page, 'Delete Merchandise');
    },
  },
  { name: 'merchandise orders', admin: true, path: () => paths.admin.merchandiseOrders },
  {
    name: 'merchandise orders: details and confirm dialogs',
    admin: true,
    path: () => paths.admin.merchandiseOrders,
    then: async (page) => {
      await clickButton(page, 'Pending');
      await page.locator('[data-testid^="order-row-"]').first().click();
      await page.getByRole('dialog', { name: 'Order Details' }).getByRole('button', { name: 'Confirm Order' }).click();
      await dialog(page, 'Confirm Order');
    },
  },
  {
    name: 'merchandise orders: details dialog',
    admin: true,
    path: () => paths.admin.merchandiseOrders,
    then: async (page) => {
      await page.locator('[data-testid^="order-row-"]').first().click();
      await dialog(page, 'Order Details');
    },
  },
  { name: 'settings: profile', admin: true, path: () => paths.admin.settings },
  { name: 'settings: team', admin: true, path: () => `${paths.admin.settings}?tab=team`, then: (page) => grid(page, 'Team members') },
  {
    name: 'settings: invite dialog with its errors',
    admin: true,
    path: () => `${paths.admin.settings}?tab=team`,
    then: async (page) => {
      await clickButton(page, 'Invite member');
      await page.getByRole('dialog', { name: 'Invite member' }).getByRole('button', { name: 'Send invitation' }).click();
      await refused(page);
    },
  },
  {
    name: 'settings: change role dialog',
    admin: true,
    path: () => `${paths.admin.settings}?tab=team`,
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Change role of / })
        .first()
        .click();
      await dialog(page, 'Change role');
    },
  },
  {
    name: 'settings: remove member dialog',
    admin: true,
    path: () => `${paths.admin.settings}?tab=team`,
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await dialog(page, 'Remove member');
    },
  },
  {
    name: 'settings: two-factor set-up',
    admin: true,
    path: () => `${paths.admin.settings}?tab=security`,
    then: async (page) => {
      await clickButton(page, 'Turn on');
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    },
  },
  { name: 'settings: activity', admin: true, path: () => `${paths.admin.settings}?tab=activity`, then: (page) => grid(page, 'Activity') },
  {
    name: 'settings: activity entry panel',
    admin: true,
    path: () => `${paths.admin.settings}?tab=activity`,
    then: async (page) => {
      await page.getByRole('grid', { name: 'Activity' }).getByRole('row').nth(1).click();
      await dialog(page, 'Activity entry');
    },
  },
  {
    name: 'settings: buyer data, a buyer found and the erase dialog',
    admin: true,
    path: () => `${paths.admin.settings}?tab=buyers`,
    then: async (page) => {
      await page.getByLabel("Buyer's e-mail address").fill(`axe.${stamp}@example.com`);
      await clickButton(page, 'Find');
      await clickButton(page, 'Erase buyer');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'settings: edit profile dialog',
    admin: true,
    path: () => paths.admin.settings,
    then: async (page) => {
      await clickButton(page, 'Edit Profile');
      await dialog(page, 'Edit Profile');
    },
  },
  {
    name: 'settings: edit profile with its error',
    admin: true,
    path: () => paths.admin.settings,
    then: async (page) => {
      await clickButton(page, 'Edit Profile');
      const edit = page.getByRole('dialog', { name: 'Edit Profile' });
      await edit.getByLabel('Name').fill(' ');
      await edit.getByRole('button', { name: 'Save' }).click();
      await refused(page);
    },
  },
  {
    name: 'settings: security with its errors',
    admin: true,
    path: () => paths.admin.settings,
    then: async (page) => {
      await page.getByRole('tab', { name: 'Security' }).click();
      await clickButton(page, 'Update Password');
      await refused(page);
    },
  },
];

/**
 * Opens the screen at its first size and checks it, then brings the same page to the phone's size and
 * checks it again: a layout (the grid's phone columns, the stacked forms) follows the window's width.
 */
async function checkScreen(page: Page, screen: Screen): Promise<void> {
  const [first, ...then] = sizes.filter((size) => !screen.only || screen.only === size.name);
  await page.setViewportSize(first.size);
  await page.goto(screen.path(fixture));
  // A page may still move on (an unknown event goes back to its list) once its data answers.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeAttached();
  await noLoading(page);
  await screen.then?.(page, fixture);
  await test.step(`on a ${first.name}`, () => expectNoA11yViolations(page, knownViolations[screen.name]));
  for (const size of then) {
    await page.setViewportSize(size.size);
    await test.step(`on a ${size.name}`, () => expectNoA11yViolations(page, knownViolations[screen.name]));
  }
}

test.describe('accessibility', () => {
  for (const screen of [...publicScreens, ...adminScreens].filter((s) => !s.admin)) {
    test(`${screen.name}: axe finds no violation on a desktop and a phone`, ({ page }) => checkScreen(page, screen));
  }

  test.describe('signed in', () => {
    for (const screen of adminScreens.filter((s) => s.admin)) {
      test(`${screen.name}: axe finds no violation on a desktop and a phone`, async ({ page }) => {
        await actAs(page, await ownerSession(page.request));
        await checkScreen(page, screen);
      });
    }
  });
});

/** Forms whose refused fields say why under them; each `send` submits it with its first field in error. */
const refusedForms: { name: string; admin?: boolean; path: string; send: (page: Page) => Promise<void> }[] = [
  { name: 'login', path: paths.admin.login, send: (page) => clickButton(page, 'Login') },
  { name: 'find my booking', path: paths.findBooking, send: (page) => clickButton(page, 'Email me the link') },
  {
    name: 'settings: security',
    admin: true,
    path: paths.admin.settings,
    send: async (page) => {
      await page.getByRole('tab', { name: 'Security' }).click();
      await clickButton(page, 'Update Password');
    },
  },
  {
    name: 'settings: edit profile',
    admin: true,
    path: paths.admin.settings,
    send: async (page) => {
      await clickButton(page, 'Edit Profile');
      const edit = page.getByRole('dialog', { name: 'Edit Profile' });
      await edit.getByLabel('Name').fill(' ');
      await edit.getByRole('button', { name: 'Save' }).click();
    },
  },
];

test.describe('errors where they happen', () => {
  for (const form of refusedForms) {
    test(`${form.name}: the first field in error has the focus, is marked, and is described by its message, read out as it appears`, async ({
      page,
    }) => {
      if (form.admin) await signIn(page);
      await page.goto(form.path);
      await noLoading(page);
      await form.send(page);
      const field = page.locator(':focus');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const message = page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
      await expect(message).toHaveAttribute('role', 'alert');
      await expect(field).toHaveAccessibleDescription((await message.textContent())!);
    });
  }
});

test.describe('accessibility of other members', () => {
  test('a member of the door at a page they may not open: axe finds no violation on a desktop and a phone', async ({ page, request }) => {
    const door = await joinedMember(request, {
      email: `axe.door.${stamp}@example.com`,
      role: 'CHECK_IN',
      name: 'Axe Door',
      password: 'Door-pass-123',
    });
    await actAs(page, door);
    await checkScreen(page, {
      name: 'no access',
      path: () => paths.admin.payments,
      then: (screen) => expect(screen.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible(),
    });
  });

  test('the login asking for the second factor: axe finds no violation on a desktop and a phone', async ({ page, request }) => {
    const email = `axe.totp.${stamp}@example.com`;
    const password = 'Totp-pass-123';
    await withTwoFactor(request, (await joinedMember(request, { email, role: 'FINANCE', name: 'Axe Totp', password })).token);
    await checkScreen(page, {
      name: 'login: second factor',
      path: () => paths.admin.login,
      then: async (screen) => {
        await screen.getByLabel('Email').fill(email);
        await screen.getByLabel('Password', { exact: true }).fill(password);
        await clickButton(screen, 'Login');
        await expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
      },
    });
  });
});
