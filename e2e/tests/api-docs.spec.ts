import { expect, test } from '@playwright/test';

test('/api/docs renders every operation of the OpenAPI document, with the security headers in force', async ({ page, request }) => {
  const document = await (await request.get('/api/docs/json')).json();
  const operations = Object.values(document.paths as Record<string, Record<string, unknown>>).reduce(
    (sum, methods) => sum + Object.keys(methods).length,
    0,
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.locator('.opblock')).toHaveCount(operations);
  expect(operations).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});
