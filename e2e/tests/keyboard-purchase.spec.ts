import { expect, test, type Locator, type Page } from '@playwright/test';
import { payersOf } from '../support/checkout';
import { createExperience } from '../support/events';

// A buyer who cannot use a mouse buys a ticket with Tab, Shift+Tab, the arrow keys, Space and Enter
// (and typing into the fields), seeing where the focus is at every step (WCAG 2.4.7, 2.1.1).

const stamp = Date.now();
let eventId = '';

test.beforeAll(async ({ request }) => {
  eventId = await createExperience(request, { title: `Keyboard Harbour Weekend ${stamp}`, arrivalDate: '2031-08-16T00:00:00.000Z' });
});

/**
 * What the focused control shows of its focus: an outline at least 2px wide (the site's ring is
 * 3px, docs/conventions.md#focus-ring) on the control, or on what is drawn for it when the control
 * itself is hidden (MUI's radios and check boxes are invisible native inputs in a drawn button; its
 * text fields draw the box around the input). A shadow does not count: MUI's contained buttons
 * have one whether focused or not.
 */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    // Past the page's last control the focus leaves for the browser's own controls.
    if (focused === document.body) return { control: 'none', visible: true };
    const drawn = focused.matches('input[type=radio], input[type=checkbox]')
      ? focused.closest('.MuiButtonBase-root')
      : focused.closest('.MuiInputBase-root');
    const style = getComputedStyle(drawn ?? focused);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const name = focused.getAttribute('aria-label') ?? focused.closest('label')?.textContent ?? focused.textContent ?? '';
    return { control: `${focused.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`, visible: outlined };
  });
}

async function expectFocusRing(page: Page) {
  const ring = await focusRing(page);
  expect(ring, `focus ring on ${ring.control}`).toMatchObject({ visible: true });
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, checking the ring of every control on the way. */
async function moveTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(key);
    await expectFocusRing(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, label: string, text: string) {
  await moveTo(page, page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`)));
  await page.keyboard.type(text);
}

test('buys a ticket with the keyboard alone, with a visible focus ring on every control', async ({ page, request }) => {
  test.slow();
  const email = `keyboard-${stamp}@example.com`;
  await page.goto(`/experiences/check-out?event=${eventId}`);
  await expect(page.getByRole('heading', { level: 2, name: `Keyboard Harbour Weekend ${stamp}` })).toBeVisible();

  await moveTo(page, page.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await moveTo(page, page.getByRole('button', { name: 'Get Ticket Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/experiences/confirmation\\?event=${eventId}$`));
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

  // A radio group is one Tab stop; the arrow keys move the choice within it, Space picks a first one.
  const mode = page.getByRole('radiogroup', { name: 'Payment Mode' });
  await moveTo(page, mode.getByRole('radio', { name: 'Stripe (card)' }));
  const option = page.getByRole('radiogroup', { name: 'Payment Option' });
  await moveTo(page, option.getByRole('radio', { name: 'Full Payment' }));
  await page.keyboard.press('ArrowRight');
  await expect(option.getByRole('radio', { name: 'First Instalment' })).toBeChecked();
  await expectFocusRing(page);
  // Back to full payment: Shift+Tab out of the next group and the arrow back.
  const gender = page.getByRole('radiogroup', { name: 'Gender' });
  await moveTo(page, gender.getByRole('radio', { name: 'Male', exact: true }));
  await moveTo(page, option.getByRole('radio', { name: 'First Instalment' }), 'Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(option.getByRole('radio', { name: 'Full Payment' })).toBeChecked();

  await moveTo(page, gender.getByRole('radio', { name: 'Male', exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(gender.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expectFocusRing(page);
  const room = page.getByRole('radiogroup', { name: 'Room' });
  await moveTo(page, room.getByRole('radio', { name: /^2 people shared/ }));
  await page.keyboard.press('Space');
  await expect(room.getByRole('radio', { name: /^2 people shared/ })).toBeChecked();

  await typeInto(page, 'First name', 'Ada');
  await typeInto(page, 'Last name', 'Lovelace');
  await typeInto(page, 'Email', email);
  await typeInto(page, 'Phone number', '07400 123456');
  await typeInto(page, 'Address', '1 Analytical Row, London');
  // The first ticket is the buyer's ('Same as buyer'); the second's attendee is named.
  await typeInto(page, 'Attendee 2 name', 'Charles Babbage');
  const grandTotal = (await page.getByTestId('summary-grand-total').textContent())!;
  expect(grandTotal).toMatch(/^£[\d,]+\.\d{2}$/);

  await moveTo(page, page.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/sandbox\//);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(grandTotal);
  await moveTo(page, page.getByRole('button', { name: 'Complete test payment' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(modal).toBeVisible({ timeout: 10_000 });
  // The dialog takes the focus, so the keyboard carries on inside it.
  await expect.poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  expect((await payersOf(request, 'experiences', eventId)).filter((payer) => payer.payerEmail === email)).toEqual([
    expect.objectContaining({ quantity: 2 }),
  ]);
});
