// The event forms (docs/product-rules.md#event-forms): the same labels on both kinds, errors shown
// where they happen, images in the admin's order with the poster marked, a time zone and an end,
// and Save as draft beside Publish.
import { expect, test, type Page } from '@playwright/test';
import { EXPERIENCE_MESSAGES } from '@shared/domain';
import { signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { formReady, png, toast } from '../support/event-hub';

const unique = () => Date.now().toString(36);
const sharedLabels = [
  'Event title',
  'Ticket price',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Time zone',
  'Event address',
  'Event description',
  'Single accommodation price',
  'Shared accommodation price',
  'Upload event images',
  'Upload poster image',
  'Capacity (tickets)',
  'Instalment deadline',
];

/** The src of the form's event images, in the order shown. */
const imageOrder = (page: Page) =>
  page.getByRole('img', { name: /^Event image \d$/ }).evaluateAll((images) => images.map((image) => image.getAttribute('src')));

test.describe('event forms', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('both kinds label the same fields alike, and offer Save as draft beside Publish', async ({ page }) => {
    for (const path of ['/admin/events/create-experience', '/admin/events/create-party']) {
      await page.goto(path);
      await formReady(page);
      for (const label of sharedLabels) await expect(page.getByLabel(label, { exact: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Save as draft' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish Event' })).toBeVisible();
    }
  });

  test('a field that fails is marked, says why under it and takes the focus, beside the toast', async ({ page }) => {
    await page.goto('/admin/events/create-experience');
    await formReady(page);
    await page.getByRole('button', { name: 'Publish Event' }).click();
    const title = page.getByLabel('Event title');
    await expect(toast(page, EXPERIENCE_MESSAGES.title)).toBeVisible();
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(EXPERIENCE_MESSAGES.title);
    await expectNoSeriousA11yViolations(page);
    await title.fill('Harbour Lights');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Ticket price').fill('100');
    await page.getByRole('button', { name: 'Publish Event' }).click();
    const day = page.getByLabel('Start date');
    await expect(day).toBeFocused();
    await expect(day).toHaveAccessibleDescription(EXPERIENCE_MESSAGES.arrivalDate);
    // One toast at a time.
    await expect(page.locator('.Toastify__toast--error')).toHaveCount(1);
  });

  test('a party saved as a draft keeps its images in the order arranged, its zone and its end', async ({ page }) => {
    test.slow();
    const title = `Midsummer Boat Party ${unique()}`;
    await page.goto('/admin/events/create-party');
    await formReady(page);
    await page.getByLabel('Event title').fill(title);
    await page.getByLabel('Ticket price').fill('40');
    await page.getByLabel('Start date').fill('2031-07-04');
    await page.getByLabel('Start time').fill('19:30');
    await page.getByLabel('End date').fill('2031-07-05');
    await page.getByLabel('End time').fill('02:00');
    await page.getByLabel('Time zone').click();
    await page.getByRole('option', { name: 'Europe/London (GMT/BST)' }).click();
    await page.getByLabel('Event address').fill('Tower Millennium Pier, London');
    await page.getByLabel('Event description').fill('A summer night on the Thames.');

    const files = [png('one.png', [200, 40, 40]), png('two.png', [40, 160, 40]), png('three.png', [40, 40, 200])];
    await page.getByLabel('Upload event images').setInputFiles(files);
    await expect(page.getByRole('img', { name: /^Event image \d$/ })).toHaveCount(3);
    const [first, second, third] = await imageOrder(page);
    // The keyboard moves them too.
    await page.getByRole('button', { name: 'Move event image 3 left' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move event image 1 right' }).click();
    expect(await imageOrder(page)).toEqual([third, first, second]);
    await page.getByLabel('Upload poster image').setInputFiles([png('poster.png', [120, 30, 180], 65, 20)]);
    await expect(page.getByText('Poster', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(toast(page, 'Party created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events\/parties\/preview\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByText('Friday, 4 July 2031, 7:30 PM (BST) – Saturday, 5 July 2031, 2:00 AM (BST)')).toBeVisible();
    const shown = await page
      .getByRole('group', { name: `${title} images` })
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(shown).toEqual([third, first, second]);

    // Rearranged again on the edit, the new order is saved.
    await page.getByRole('link', { name: 'Edit Event' }).click();
    await formReady(page);
    await expect(page.getByLabel('Time zone')).toHaveText('Europe/London (GMT/BST)');
    await page.getByRole('button', { name: 'Move event image 2 left' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Party updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events\/parties\/preview\//);
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: `${title} images` })
          .getByRole('img')
          .evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
      )
      .toEqual([first, third, second]);
  });
});
