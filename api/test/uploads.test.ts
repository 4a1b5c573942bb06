import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UploadedImage } from '@shared/domain';
import { adminSuite, adminToken, bearer, createTestApp, drivers, type TestApp } from './helpers';

// A real 1x1 PNG, and the first bytes of the other formats.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)]);
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

  it('refuses a PNG over 5 MB with 413 and stores nothing', async () => {
    const before = await storedFiles(suite.t);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const response = await upload(huge, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(await storedFiles(suite.t)).toEqual(before);
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
    const expected = createHash('sha1').update(`timestamp=${form.get('timestamp')}shh-secret`).digest('hex');
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
