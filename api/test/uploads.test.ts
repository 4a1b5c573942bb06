import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UploadedImage } from '@shared/domain';
import { adminSuite, adminToken, bearer, createTestApp, drivers, type TestApp } from './helpers';
import { jpeg, png, webpExtended, webpLossless, webpLossy } from './image-fixtures';

// A real 1x1 PNG, and the headers of the other formats up to their width and height.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = jpeg(1200, 800);
const WEBP = webpLossy(1200, 800);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 3)]);
const TEXT = Buffer.from('just some text, not an image\n');

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----test-boundary-7d1f';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploaded files (the seed's demo pictures live in their own folder and are left out). */
const storedFiles = async (t: TestApp) => (await readdir(t.config.uploadsDir)).filter((name) => name !== 'seed').sort();

describe.each(drivers)('POST /api/uploads on %s', (driver) => {
  const suite = adminSuite(driver);

  const upload = (bytes: Buffer, filename: string, type: string) => {
    const { payload, headers } = multipart(bytes, filename, type);
    return suite.t.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...suite.auth } });
  };

  it('stores a real PNG under a random name and serves it back, cacheable and loadable from other origins', async () => {
    const response = await upload(PNG, 'photo.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const { secure_url } = UploadedImage.parse(response.json());
    expect(secure_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const served = await suite.t.app.inject({ method: 'GET', url: secure_url, headers: { origin: 'http://localhost:3000' } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['JPEG', JPEG, 'jpg'],
    ['WebP', WEBP, 'webp'],
    ['a lossless WebP', webpLossless(4000, 3000), 'webp'],
    ['an extended WebP', webpExtended(8000, 5000), 'webp'],
    ['a PNG of exactly 40 megapixels', png(8000, 5000), 'png'],
  ])('accepts %s, named by what the bytes are', async (_, bytes, extension) => {
    const response = await upload(bytes, 'picture.png', 'image/png');
    expect(response.statusCode).toBe(201);
    expect(response.json().secure_url).toMatch(new RegExp(`\\.${extension}$`));
  });

  it.each([
    ['a text file renamed to .png', TEXT, 'photo.png', 'image/png'],
    ['a GIF', GIF, 'anim.gif', 'image/gif'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_, bytes, filename, type) => {
    const before = await storedFiles(suite.t);
    const response = await upload(bytes, filename, type);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only PNG, JPEG or WebP images can be uploaded');
    expect(await storedFiles(suite.t)).toEqual(before);
  });

  it.each([1, 100, 5 * 1024 * 1024])('refuses a PNG %i bytes over 5 MB with 413 and stores nothing', async (over) => {
    const before = await storedFiles(suite.t);
    const huge = Buffer.concat([png(100, 100), Buffer.alloc(5 * 1024 * 1024 + over - png(100, 100).length, 0)]);
    const response = await upload(huge, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('This file is too large: images may be at most 5 MB');
    expect(await storedFiles(suite.t)).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 over a real connection too, where the parser may cut it off after its last chunk was read', async () => {
    const before = await storedFiles(suite.t);
    const address = await suite.t.app.listen({ host: '127.0.0.1', port: 0 });
    for (const over of [1, 4096, 1024 * 1024]) {
      const form = new FormData();
      form.set(
        'file',
        new Blob([new Uint8Array(Buffer.concat([png(100, 100), Buffer.alloc(5 * 1024 * 1024 + over, 7)]))], { type: 'image/png' }),
        'huge.png',
      );
      const response = await fetch(`${address}/api/uploads`, { method: 'POST', headers: suite.auth, body: form });
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe('This file is too large: images may be at most 5 MB');
    }
    expect(await storedFiles(suite.t)).toEqual(before);
  });

  it.each([
    [
      'a 50000x50000 PNG',
      png(50_000, 50_000, 97 * 1024),
      'This image is 50000x50000 pixels (2500 megapixels); images may have at most 40 megapixels',
    ],
    [
      'a PNG one pixel over the limit',
      png(8001, 5000),
      'This image is 8001x5000 pixels (40 megapixels); images may have at most 40 megapixels',
    ],
    [
      'a 65535x65535 JPEG',
      jpeg(65_535, 65_535),
      'This image is 65535x65535 pixels (4294.8 megapixels); images may have at most 40 megapixels',
    ],
    [
      'a 16384x16384 lossless WebP',
      webpLossless(16_384, 16_384),
      'This image is 16384x16384 pixels (268.4 megapixels); images may have at most 40 megapixels',
    ],
  ])('refuses %s with 413 and stores nothing, however small the file', async (_, bytes, message) => {
    const before = await storedFiles(suite.t);
    const response = await upload(bytes, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(message);
    expect(await storedFiles(suite.t)).toEqual(before);
  });

  it.each([
    ['a PNG signature and nothing else', PNG.subarray(0, 8), 'PNG'],
    ['a PNG cut off inside its header', PNG.subarray(0, 20), 'PNG'],
    ['JPEG first bytes without a frame header', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]), 'JPEG'],
    [
      'a WebP with no image chunk',
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)]),
      'WebP',
    ],
  ])('refuses %s with 400 (its size cannot be read) and stores nothing', async (_, bytes, kind) => {
    const before = await storedFiles(suite.t);
    const response = await upload(bytes, 'photo.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`This ${kind} file is damaged or incomplete: its width and height cannot be read`);
    expect(await storedFiles(suite.t)).toEqual(before);
  });

  it.each([
    ['cut off inside the file', (body: Buffer) => body.subarray(0, body.length - 60)],
    ['without its closing boundary', (body: Buffer) => body.subarray(0, body.length - 30)],
    ['cut off inside the part headers', (body: Buffer) => body.subarray(0, 60)],
  ])('answers 400 with a readable message for a multipart body %s, storing nothing', async (_, cut) => {
    const before = await storedFiles(suite.t);
    const { payload, headers } = multipart(png(200, 100, 4096), 'photo.png', 'image/png');
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: cut(payload),
      headers: { ...headers, ...suite.auth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The upload arrived cut short or malformed; please choose the image and try again');
    expect(await storedFiles(suite.t)).toEqual(before);
  });

  it.each([
    ['a multipart type without a boundary', 'multipart/form-data', 'anything'],
    ['a body that is not in the declared form', 'multipart/form-data; boundary=xyz', 'no boundary line here at all'],
  ])('answers 400 for %s', async (_, type, payload) => {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { 'content-type': type, ...suite.auth },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for a form without a file and 406 for a body that is not multipart', async () => {
    const boundary = 'empty-form';
    const empty = await suite.t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...suite.auth },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please choose an image to upload');
    const json = await suite.t.app.inject({ method: 'POST', url: '/api/uploads', payload: { file: 'x' }, headers: suite.auth });
    expect(json.statusCode).toBe(406);
  });
});

describe('POST /api/uploads with CLOUDINARY_URL', () => {
  let t: TestApp;
  let host: Server;
  let received: { path: string; form: FormData }[];
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    // A stand-in for the image host: records each upload and answers what the test sets.
    host = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      received.push({ path: request.url ?? '', form });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    t = await createTestApp('pglite', {
      CLOUDINARY_URL: 'cloudinary://key123:shh-secret@demo-cloud',
      CLOUDINARY_API_BASE: `http://127.0.0.1:${(host.address() as AddressInfo).port}`,
    });
  });
  beforeEach(() => {
    received = [];
    answer = { status: 200, body: { secure_url: 'https://res.cloudinary.com/demo-cloud/image/upload/v1/abc.png' } };
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => host.close(resolve));
  });

  const upload = async (bytes: Buffer) => {
    const { payload, headers } = multipart(bytes, 'photo.png', 'image/png');
    return t.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...bearer(await adminToken(t)) } });
  };

  it('sends a signed upload to the image host and answers its secure_url, storing nothing locally', async () => {
    const response = await upload(PNG);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ secure_url: 'https://res.cloudinary.com/demo-cloud/image/upload/v1/abc.png' });
    expect(await storedFiles(t)).toEqual([]);

    expect(received).toHaveLength(1);
    const [{ path, form }] = received;
    expect(path).toBe('/v1_1/demo-cloud/image/upload');
    expect(form.get('api_key')).toBe('key123');
    const { createHash } = await import('node:crypto');
    const expected = createHash('sha1')
      .update(`timestamp=${form.get('timestamp')}shh-secret`)
      .digest('hex');
    expect(form.get('signature')).toBe(expected);
    const file = form.get('file') as File;
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('checks the bytes before anything leaves for the host', async () => {
    expect((await upload(GIF)).statusCode).toBe(415);
    expect(received).toEqual([]);
  });

  it("answers 502 with the host's message when it refuses", async () => {
    answer = { status: 401, body: { error: { message: 'Invalid Signature' } } };
    const response = await upload(PNG);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The image host refused the upload: Invalid Signature');
  });

  it('accepts images of that host in event payloads, and still no other https site', async () => {
    const auth = bearer(await adminToken(t));
    const hosted = (name: string) => `https://res.cloudinary.com/demo-cloud/image/upload/v1/${name}.png`;
    const payload = {
      title: 'Hosted',
      price: 1000,
      discount: 0,
      date: '2031-06-01T00:00:00.000Z',
      time: '20:00',
      description: 'd',
      discountFor: '',
      address: 'a',
      partyImages: [hosted('a'), hosted('b'), hosted('c')],
      posterImage: hosted('p'),
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/party/create', headers: auth, payload })).statusCode).toBe(201);
    const foreign = { ...payload, posterImage: 'https://res.cloudinary.com/someone-else/image/upload/p.png' };
    const refused = await t.app.inject({ method: 'POST', url: '/api/party/create', headers: auth, payload: foreign });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Images must be uploaded through the site first');
  });
});
