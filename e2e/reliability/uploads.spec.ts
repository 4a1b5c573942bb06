// POST /api/uploads under abuse: files that are not what they claim are refused with a readable
// 4xx and leave nothing on disk; a file that passes the check by its first bytes but carries
// HTML or script after them is served back only as an image that cannot run.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiUrl } from '../support/ports';
import { adminLogin, call } from './support/shop';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SCRIPT_HTML = '<!doctype html><html><body><script>window.__xss=1;alert(1)</script><img src=x onerror=alert(2)></body></html>';
const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>window.__xss=1</script></svg>';
/** The API's default UPLOAD_MAX_BYTES, which the suite's system runs with. */
const MAX_BYTES = 5 * 1024 * 1024;

const uploadsDir = () => join(process.env.RELIABILITY_DATA_DIR as string, 'uploads');
const storedFiles = async () => (await readdir(uploadsDir())).filter((name) => name !== 'seed').sort();

function upload(token: string | undefined, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return call<{ message?: string; secure_url?: string }>(`${apiUrl}/uploads`, { method: 'POST', token, body: form });
}

test('files that are not PNG, JPEG or WebP are refused with a readable message and nothing is stored', async () => {
  const token = await adminLogin(apiUrl);
  const refusals = [
    { what: 'text sent as a PNG', bytes: Buffer.from('just text, not a picture\n'), filename: 'notes.png', type: 'image/png' },
    { what: 'HTML sent as a PNG', bytes: Buffer.from(SCRIPT_HTML), filename: 'page.png', type: 'image/png' },
    { what: 'an SVG with a script', bytes: Buffer.from(SCRIPT_SVG), filename: 'logo.svg', type: 'image/svg+xml' },
    { what: 'an SVG with a script sent as a PNG', bytes: Buffer.from(SCRIPT_SVG), filename: 'logo.png', type: 'image/png' },
    { what: 'HTML sent as HTML', bytes: Buffer.from(SCRIPT_HTML), filename: 'page.html', type: 'text/html' },
  ];
  for (const refusal of refusals) {
    const before = await storedFiles();
    const answer = await upload(token, refusal.bytes, refusal.filename, refusal.type);
    expect(answer.status, refusal.what).toBe(415);
    expect(answer.body.message, refusal.what).toBe('Only PNG, JPEG or WebP images can be uploaded');
    expect(await storedFiles(), `${refusal.what}: nothing stored`).toEqual(before);
  }

  const before = await storedFiles();
  const oversize = await upload(token, Buffer.concat([PNG_SIGNATURE, Buffer.alloc(MAX_BYTES, 7)]), 'huge.png', 'image/png');
  expect(oversize.status, 'a PNG over the limit').toBe(413);
  expect(oversize.body.message, 'a readable reason').toMatch(/too large/i);
  expect(await storedFiles(), 'nothing stored for the oversize file').toEqual(before);

  const anonymous = await upload(undefined, Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64)]), 'a.png', 'image/png');
  expect(anonymous.status, 'an upload without a token').toBe(401);
  expect(await storedFiles(), 'nothing stored without a token').toEqual(before);
});

test('a polyglot (PNG or JPEG bytes, then HTML and script) is served only as an image that cannot run', async ({ page }) => {
  const token = await adminLogin(apiUrl);
  const polyglots = [
    { bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from(SCRIPT_HTML)]), filename: 'trick.html', type: 'text/html', served: 'image/png', extension: '.png' },
    { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT_SVG)]), filename: 'trick.svg', type: 'image/svg+xml', served: 'image/jpeg', extension: '.jpg' },
  ];
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  for (const polyglot of polyglots) {
    const before = await storedFiles();
    const answer = await upload(token, polyglot.bytes, polyglot.filename, polyglot.type);
    // Accepted by its first bytes; the name and declared type the client sent count for nothing.
    expect(answer.status).toBe(201);
    const url = answer.body.secure_url as string;
    expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\${polyglot.extension}$`));
    expect((await storedFiles()).length).toBe(before.length + 1);

    // Served through the site (the shell's origin proxies /uploads to the API).
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe(polyglot.served);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(await served.body(), polyglot.bytes)).toBe(0);

    // Opened directly in the browser, as a victim following a link would: nothing runs.
    await page.goto(url);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('script, img[src="x"]').count(), 'no HTML parsed from the file').toBe(0);
  }
  expect(dialogs).toEqual([]);
});
