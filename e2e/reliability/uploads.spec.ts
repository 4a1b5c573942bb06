// POST /api/uploads under abuse: files that are not what they claim, images declaring more pixels
// than a browser should decode, and forms cut off part-way are refused with a readable 4xx and
// leave nothing on disk; a file that passes the check by its first bytes but carries HTML or
// script after them is served back only as an image that cannot run.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { jpeg, png } from '../../api/test/image-fixtures';
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

test('a small file declaring a huge canvas is refused with 413, one whose size cannot be read with 400; nothing is stored', async () => {
  const token = await adminLogin(apiUrl);
  const before = await storedFiles();
  // About 97 KB on disk, 2.5 gigapixels for every visitor's browser to allocate.
  const bomb = await upload(token, png(50_000, 50_000, 97 * 1024), 'bomb.png', 'image/png');
  expect(bomb.status, 'a 50000x50000 PNG').toBe(413);
  expect(bomb.body.message).toBe('This image is 50000x50000 pixels (2500 megapixels); images may have at most 40 megapixels');

  const headless = await upload(token, Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 9)]), 'broken.png', 'image/png');
  expect(headless.status, 'a PNG without its header').toBe(400);
  expect(headless.body.message).toBe('This PNG file is damaged or incomplete: its width and height cannot be read');
  expect(await storedFiles(), 'nothing stored for either').toEqual(before);

  const fine = await upload(token, png(1600, 900), 'fine.png', 'image/png');
  expect(fine.status, 'an ordinary picture is still taken').toBe(201);
});

test('a multipart body cut off part-way is refused with 400 and a readable message, never a 500; nothing is stored', async () => {
  const token = await adminLogin(apiUrl);
  const boundary = '----reliability-cut-7f3a';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  const whole = Buffer.concat([Buffer.from(head), png(400, 300, 8192), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const before = await storedFiles();
  // Each body is complete as HTTP (its Content-Length is what is sent) but ends mid-form.
  for (const [what, body] of [
    ['cut inside the file', whole.subarray(0, whole.length - 200)],
    ['without the closing boundary', whole.subarray(0, whole.length - boundary.length - 8)],
    ['cut inside the part headers', whole.subarray(0, 50)],
  ] as const) {
    const answer = await call<{ message?: string }>(`${apiUrl}/uploads`, {
      method: 'POST',
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: new Uint8Array(body),
    });
    expect(answer.status, what).toBe(400);
    expect(answer.body.message, what).toBe('The upload arrived cut short or malformed; please choose the image and try again');
  }
  expect(await storedFiles(), 'nothing stored').toEqual(before);
  expect((await call(`${apiUrl}/health`)).status, 'the API is still answering').toBe(200);
});

test('a polyglot (PNG or JPEG bytes, then HTML and script) is served only as an image that cannot run', async ({ page }) => {
  const token = await adminLogin(apiUrl);
  const polyglots = [
    {
      bytes: Buffer.concat([png(2, 2), Buffer.from(SCRIPT_HTML)]),
      filename: 'trick.html',
      type: 'text/html',
      served: 'image/png',
      extension: '.png',
    },
    {
      bytes: Buffer.concat([jpeg(2, 2), Buffer.from(SCRIPT_SVG)]),
      filename: 'trick.svg',
      type: 'image/svg+xml',
      served: 'image/jpeg',
      extension: '.jpg',
    },
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
