import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, signIn } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiUrl } from '../support/ports';
import { adminViewports, scrollsSideways } from '../support/viewports';

// A real 2x2 PNG, so the API's image check and the browser both accept it.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP438AARAwQCgAt7gX9iz9uhAAAAABJRU5ErkJggg==', 'base64');

interface Item {
  id: number;
  title: string;
  price: number;
  variants: string[];
}

async function createItem(request: APIRequestContext, fields: { title: string; image?: string }): Promise<Item> {
  const response = await request.post(`${apiUrl}/merchandise`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { price: 2500, description: 'Made by the end-to-end tests.', variants: ['Orange'], ...fields },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

async function deleteItem(request: APIRequestContext, id: number): Promise<void> {
  await request.delete(`${apiUrl}/merchandise/${id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test.describe('merchandise', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('create with an uploaded image, edit and delete, each persisting across a reload', async ({ page }) => {
    const title = `E2E Festival Tee ${Date.now()}`;
    await page.goto('/admin/merchandise');
    await page.getByRole('link', { name: 'Add Merchandise' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Merchandise' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Price').fill('12.5');
    await page.getByLabel('Description').fill('Organic cotton, printed with the line-up.');
    const variants = page.getByLabel('Variants');
    for (const typed of ['Orange', '  Large  ', 'orange']) {
      await variants.fill(typed);
      await variants.press('Enter');
    }
    await expect(page.locator('.MuiChip-root')).toHaveText(['Orange', 'Large']);
    await page.getByLabel('Upload image').setInputFiles({ name: 'tee.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('img', { name: 'Merchandise image' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]+\.png$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page.getByText('Merchandise published successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/merchandise$/);
    await page.reload();
    await expect(card(page, title)).toContainText('£12.50');
    await expect(card(page, title)).toContainText('Orange · Large');
    await expect(card(page, title).locator('img')).toHaveAttribute('src', /^\/uploads\//);

    await card(page, title)
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Merchandise' })).toBeVisible();
    await expect(page.getByLabel('Price')).toHaveValue('12.50');
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByLabel('Price').fill('15.99');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Merchandise updated successfully')).toBeVisible();
    await page.reload();
    await expect(card(page, `${title} v2`)).toContainText('£15.99');

    await card(page, `${title} v2`)
      .getByRole('button', { name: `Actions for ${title} v2` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Merchandise' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${title} v2?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Merchandise deleted successfully')).toBeVisible();
    await expect(card(page, `${title} v2`)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(card(page, `${title} v2`)).toHaveCount(0);
  });

  test('the filters really filter by variant and sort by price and upload date', async ({ page, request }) => {
    const all = ((await (await request.get(`${apiUrl}/merchandise`)).json()) as { data: Item[] }).data;
    const titles = (items: Item[]) => items.map((item) => item.title);
    const hasVariant = (item: Item, wanted: string) => item.variants.some((v) => v.toLowerCase() === wanted.toLowerCase());
    await page.goto('/admin/merchandise');
    const headings = page.getByRole('region', { name: 'Merchandise items' }).getByRole('heading');
    await expect(headings).toHaveText(titles(all));

    await choose(page, 'Colour', 'Camo');
    await expect(headings).toHaveText(titles(all.filter((item) => hasVariant(item, 'Camo'))));
    await choose(page, 'Size', 'Large');
    await expect(headings).toHaveText(titles(all.filter((item) => hasVariant(item, 'Camo') && hasVariant(item, 'Large'))));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await choose(page, 'Colour', 'Orange');
    await expect(headings).toHaveText(titles(all.filter((item) => hasVariant(item, 'Orange'))));
    await choose(page, 'Colour', 'All');

    await choose(page, 'Price', 'High');
    await expect(headings).toHaveText(titles([...all].sort((a, b) => b.price - a.price || a.id - b.id)));
    await choose(page, 'Price', 'Low');
    await expect(headings).toHaveText(titles([...all].sort((a, b) => a.price - b.price || a.id - b.id)));
    await choose(page, 'Price', 'All');
    await choose(page, 'Upload date', 'Newest');
    await expect(headings).toHaveText(titles([...all].sort((a, b) => b.id - a.id)));
  });

  test('a card opens the details side panel', async ({ page, request }) => {
    const [first] = ((await (await request.get(`${apiUrl}/merchandise`)).json()) as { data: Item[] }).data;
    await page.goto('/admin/merchandise');
    await card(page, first.title)
      .getByRole('button', { name: new RegExp(`^${first.title}`) })
      .click();
    const panel = page.getByRole('dialog', { name: 'Item Details' });
    await expect(panel.getByRole('heading', { name: first.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/merchandise/edit/${first.id}$`));
  });

  for (const route of ['/admin/merchandise/item-details', '/admin/merchandise']) {
    test(`${route}/{id} opens the item details dialog; Edit Item, Delete Item and 'Item not found'`, async ({ page, request }) => {
      const item = await createItem(request, { title: `E2E Linked Cap ${Date.now()}` });
      try {
        await page.goto(`${route}/${item.id}`);
        const dialog = page.getByRole('dialog', { name: 'Item Details' });
        await expect(dialog.getByRole('heading', { name: item.title })).toBeVisible();
        await expect(dialog).toContainText('£25.00');
        await expectNoSeriousA11yViolations(page);
        await dialog.getByRole('button', { name: 'Edit Item' }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/merchandise/edit/${item.id}$`));
        await expect(page.getByLabel('Title')).toHaveValue(item.title);

        await page.goto(`${route}/${item.id}`);
        await dialog.getByRole('button', { name: 'Delete Item' }).click();
        await page.getByRole('dialog', { name: 'Delete Merchandise' }).getByRole('button', { name: 'Delete' }).click();
        await expect(page).toHaveURL(/\/admin\/merchandise$/);
        await expect(page.getByText('Merchandise deleted successfully')).toBeVisible();
        expect((await request.get(`${apiUrl}/merchandise/${item.id}`)).status()).toBe(404);

        await page.goto(`${route}/${item.id}`);
        await expect(dialog.getByText('Item not found')).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Edit Item' })).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(page).toHaveURL(/\/admin\/merchandise$/);
      } finally {
        await deleteItem(request, item.id);
      }
    });
  }

  test('an image that fails to load shows the placeholder', async ({ page, request }) => {
    const item = await createItem(request, { title: `E2E Broken Image ${Date.now()}`, image: '/uploads/no-such-image.png' });
    try {
      await page.goto('/admin/merchandise');
      await expect(card(page, item.title).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
      await expect
        .poll(() =>
          card(page, item.title)
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
    } finally {
      await deleteItem(request, item.id);
    }
  });

  test('orders: status filter, 10 a page, Order Details, and confirming a Pending order persists', async ({ page }) => {
    await page.goto('/admin/merchandise/orders');
    const rows = page.locator('[data-testid^="order-row-"]');
    await expect(rows).toHaveCount(10);
    const firstPage = await rows.first().getAttribute('data-testid');
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first()).not.toHaveAttribute('data-testid', firstPage!);
    await expect(rows).toHaveCount(10);

    for (const status of ['Delivered', 'Confirmed', 'Pending']) {
      await page.getByRole('button', { name: status, exact: true }).click();
      await expect.poll(async () => [...new Set(await rows.locator('td:last-child').allTextContents())]).toEqual([status]);
    }
    const row = rows.first();
    const id = (await row.getAttribute('data-testid'))!.replace('order-row-', '');
    await row.click();
    const panel = page.getByRole('dialog', { name: 'Order Details' });
    await expect(panel).toContainText(`#${id}`);
    await expect(panel).toContainText(/@example\.com/);
    await expect(panel).toContainText(/Total amount£[\d,]+\.\d\d/);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Confirm Order' }).click();
    const question = page.getByRole('dialog', { name: 'Confirm Order' });
    await expect(question).toContainText('Are you sure you want to confirm this order?');
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Order confirmed successfully')).toBeVisible();
    await expect(page.getByTestId(`order-row-${id}`)).toHaveCount(0);

    await page.reload();
    await page.getByRole('button', { name: 'Confirmed', exact: true }).click();
    const confirmed = page.getByTestId(`order-row-${id}`);
    await expect(confirmed).toContainText('Confirmed');
    await confirmed.click();
    await expect(page.getByRole('dialog', { name: 'Order Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Order' })).toHaveCount(0);
    const saved = await page.request.get(`${apiUrl}/merchandise-orders/${id}`, {
      headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
    });
    expect(((await saved.json()) as { status: string }).status).toBe('Confirmed');
  });

  test('no serious accessibility violation on the grid, the form and the orders', async ({ page }) => {
    for (const path of ['/admin/merchandise', '/admin/merchandise/create', '/admin/merchandise/orders']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('on a 375 px phone nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize(adminViewports[1].size);
    for (const path of [
      '/admin/merchandise',
      '/admin/merchandise/create',
      '/admin/merchandise/orders',
      '/admin/merchandise/item-details/1',
    ]) {
      await page.goto(path);
      // includeHidden: on the item-details path the dialog makes the page behind it inert.
      await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toBeAttached();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      expect(await scrollsSideways(page), path).toBe(false);
    }
  });
});
