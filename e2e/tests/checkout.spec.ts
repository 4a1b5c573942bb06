import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { boughtCount, choose, contactOf, createParty, fillContact, formField, payersOf, ticketEmail, toast } from '../support/checkout';
import { createExperience, type Kind } from '../support/events';
import { buyThroughSandbox } from '../support/purchase';
import { scrollsSideways, viewports } from '../support/viewports';

const kinds: Kind[] = ['experiences', 'parties'];
const providers = [
  { mode: 'Stripe (card)', name: 'Stripe' },
  { mode: 'PayPal', name: 'PayPal' },
] as const;
const options = ['Full Payment', 'First Instalment'] as const;

const stamp = Date.now();
/** The experiences' room prices, for the parties too: the checkout asks for a room of both kinds. */
const rooms = { single: 8000, shared: 5000 };
const events: Record<Kind, string> = { experiences: '', parties: '' };
const titles: Record<Kind, string> = { experiences: `Checkout Seaside Weekend ${stamp}`, parties: `Checkout Rooftop Night ${stamp}` };

test.beforeAll(async ({ request }) => {
  events.experiences = await createExperience(request, { title: titles.experiences, arrivalDate: '2031-05-17T00:00:00.000Z' });
  events.parties = await createParty(request, { title: titles.parties, date: '2031-06-07T00:00:00.000Z', rooms });
});

const checkOutUrl = (kind: Kind) => `/${kind}/check-out?event=${events[kind]}`;
const confirmationUrl = (kind: Kind) => `/${kind}/confirmation?event=${events[kind]}`;

async function readyForm(page: Page, kind: Kind, email: string) {
  await page.goto(confirmationUrl(kind));
  await fillContact(page, contactOf(email));
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Room', /^Single not shared/);
}

for (const kind of kinds) {
  for (const provider of providers) {
    for (const option of options) {
      test(`${kind}: buys 2 tickets by ${provider.name}, ${option}, through the sandbox payment page`, async ({ page, request }) => {
        const id = events[kind];
        const email = `buyer-${kind}-${provider.name}-${option.replace(' ', '')}-${stamp}@example.com`.toLowerCase();
        const before = await boughtCount(page, kind, id);

        await page.goto(checkOutUrl(kind));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Your Order & Checkout');
        await expect(
          page.getByText(/^Drop 25% of the total payment today and make other instalments on\/before \d+(st|nd|rd|th) \w+, \d{4}$/),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Increase quantity' }).click();
        await expect(page.getByTestId('quantity')).toHaveText('2');
        await page.getByRole('button', { name: 'Get Ticket Now' }).click();

        await expect(page).toHaveURL(new RegExp(`/${kind}/confirmation\\?event=${id}$`));
        await choose(page, 'Payment Mode', provider.mode);
        await choose(page, 'Payment Option', option);
        await choose(page, 'Gender', 'Female');
        await choose(page, 'Room', /^2 people shared/);
        await fillContact(page, contactOf(email));
        const grandTotal = (await page.getByTestId('summary-grand-total').textContent())!;
        expect(grandTotal).toMatch(/^£[\d,]+\.\d{2}$/);

        await page.getByRole('button', { name: 'Pay Now' }).click();
        await expect(page).toHaveURL(/\/api\/sandbox\//);
        await expect(page.getByText(`${provider.name} test checkout`)).toBeVisible();
        await expect(page.getByTestId('sandbox-amount')).toHaveText(grandTotal);
        await page.getByRole('button', { name: 'Complete test payment' }).click();

        // Under the kind bought: a party returns under /parties.
        await expect(page).toHaveURL(new RegExp(`/${kind}/payment-success\\?order=`));
        await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${kind}/confirmation\\?event=${id}$`), { timeout: 10_000 });
        const modal = page.getByRole('dialog', { name: 'Payment Successful' });
        await expect(modal).toBeVisible();
        await modal.getByRole('button', { name: 'Back Home' }).click();
        await expect(page).toHaveURL(/\/$/);

        const message = await ticketEmail(email, 2);
        expect(message.pdfs.every((name) => /^ticket-\d-[\w-]+\.pdf$/.test(name))).toBe(true);
        expect((await payersOf(request, kind, id)).filter((payer) => payer.payerEmail === email)).toEqual([
          expect.objectContaining({ quantity: 2 }),
        ]);
        expect(await boughtCount(page, kind, id)).toBe(before + 2);
      });
    }
  }
}

test('every checkout message: Preview and Pay Now refuse what is missing or invalid, in order', async ({ page }) => {
  await page.goto(confirmationUrl('parties'));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(toast(page, 'Please fill in all contact information fields')).toBeVisible();

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toast(page, 'Please fill in all required contact information')).toBeVisible();

  await fillContact(page, contactOf('messages@example.com'));
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toast(page, 'Please select a gender.')).toBeVisible();

  await choose(page, 'Gender', 'Male');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toast(page, 'Please select a room type.')).toBeVisible();

  await choose(page, 'Room', /^2 people shared/);
  await formField(page, 'Email').fill('messages@');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toast(page, 'Please enter a valid email address')).toBeVisible();

  await formField(page, 'Email').fill('messages@example.com');
  await formField(page, 'Phone number').fill('12345');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toast(page, 'Please enter a valid phone number')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/parties/confirmation\\?event=${events.parties}$`));

  // A raw international number instead of a code from the list.
  await page.getByRole('checkbox', { name: "Can't see your country code?" }).check();
  await expect(page.getByLabel(/^Country code/)).toHaveCount(0);
  await formField(page, 'Phone number with country code').fill('+234 803 123 4567');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview')).toContainText('Phone+234 803 123 4567');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await expect(formField(page, 'First name')).toHaveValue('Grace');
});

test('the country code list comes from the dataset with +44 chosen', async ({ page }) => {
  await page.goto(confirmationUrl('experiences'));
  const codes = page.getByLabel(/^Country code/);
  await expect(codes.locator('option:checked')).toHaveText(/United Kingdom \(\+44\)$/);
  await expect.poll(() => codes.locator('option').count()).toBeGreaterThan(200);
  await codes.selectOption({ label: '🇳🇬 Nigeria (+234)' });
  await expect(codes.locator('option:checked')).toHaveText(/Nigeria \(\+234\)$/);
});

test('cancelling on the payment page comes back to the checkout with the failure banner and the details kept', async ({ page }) => {
  await readyForm(page, 'experiences', 'cancel@example.com');
  await choose(page, 'Payment Mode', 'PayPal');
  // The provider's page first answers 204 (the browser stays put), so the redirect screen can be read.
  let sandboxUrl = '';
  await page.route('**/api/sandbox/*', (route) => {
    sandboxUrl = route.request().url();
    return route.fulfill({ status: 204 });
  });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/experiences/redirect\\?event=${events.experiences}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Processing');
  await expect(page.getByText('Redirecting you to PayPal for payment...')).toBeVisible();
  await expect(page.getByText('Please do not close this window.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('paymentSuccessType'))).toBe('experience');
  expect(await page.evaluate(() => localStorage.getItem('paymentSuccessImage'))).toMatch(/^\/uploads\//);
  expect(sandboxUrl).toMatch(/\/api\/sandbox\//);
  await page.unroute('**/api/sandbox/*');
  await page.goto(sandboxUrl);
  await expect(page.getByText('PayPal test checkout')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/experiences/confirmation\\?event=${events.experiences}&payment=cancelled$`));
  await expect(page.getByTestId('payment-error')).toHaveText('Failed to process payment. Please try again.');
  await expect(formField(page, 'Email')).toHaveValue('cancel@example.com');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a party that cannot take the order shows the server reason in the banner', async ({ page, request }) => {
  const id = await createParty(request, { title: `Checkout Tiny Party ${stamp}`, date: '2031-07-05T00:00:00.000Z', capacity: 2, rooms });
  await page.goto(`/parties/check-out?event=${id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Get Ticket Now' }).click();
  await fillContact(page, contactOf('late@example.com'));
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Room', /^Single not shared/);
  // Someone else buys one of the two tickets meanwhile.
  await buyThroughSandbox(request, { kind: 'parties', id }, { firstName: 'Early', lastName: 'Bird', email: 'early@example.com' });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toast(page, 'Failed to create order. Please check details and try again.')).toBeVisible();
  await expect(page.getByTestId('payment-error')).toHaveText('Only 1 ticket left.');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

  await buyThroughSandbox(request, { kind: 'parties', id }, { firstName: 'Last', lastName: 'One', email: 'last@example.com' });
  await page.goto(`/parties/check-out?event=${id}`);
  await expect(page.getByText('This event is sold out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Ticket Now' })).toBeDisabled();
});

test('every checkout route works on reload', async ({ page }) => {
  for (const kind of kinds) {
    await page.goto(checkOutUrl(kind));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: titles[kind] })).toBeVisible();

    await page.goto(confirmationUrl(kind));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
    await expect(page.getByText(titles[kind])).toBeVisible();

    // Nothing left to pay for: back to the event's checkout rather than a blank screen.
    await page.goto(`/${kind}/redirect?event=${events[kind]}`);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/${kind}/confirmation\\?event=${events[kind]}$`));
  }
  await page.goto('/experiences/payment-success');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible({ timeout: 10_000 });
});

test('a checkout with no event says "Loading checkout details" and goes to /experiences', async ({ page }) => {
  for (const path of ['/parties/check-out', '/experiences/confirmation', '/parties/redirect']) {
    await page.goto(path);
    await expect(page.getByText('Loading checkout details')).toBeVisible();
    await expect(page).toHaveURL(/\/experiences$/);
  }
});

for (const viewport of viewports) {
  test.describe(`checkout on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const kind of kinds) {
      test(`${kind}: check-out, form and preview fit the screen with no serious accessibility violation`, async ({ page }) => {
        test.slow();
        await page.goto(checkOutUrl(kind));
        await expect(page.getByTestId('bought-count')).toBeVisible();
        expect(await scrollsSideways(page)).toBe(false);
        await expectNoSeriousA11yViolations(page);

        await readyForm(page, kind, 'axe@example.com');
        expect(await scrollsSideways(page)).toBe(false);
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('button', { name: 'Preview' }).click();
        await expect(page.getByTestId('preview')).toBeVisible();
        expect(await scrollsSideways(page)).toBe(false);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the failure banner, payment success and its modal fit the screen with no serious accessibility violation', async ({ page }) => {
      test.slow();
      await page.goto(`${confirmationUrl('experiences')}&payment=cancelled`);
      await expect(page.getByTestId('payment-error')).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/experiences/payment-success');
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible({ timeout: 10_000 });
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
