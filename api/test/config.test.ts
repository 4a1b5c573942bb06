import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from '../src/config';
import { TEST_TICKET_SIGNING_KEY } from './helpers';

const publicKeyOf = (config: ReturnType<typeof loadConfig>) => createPublicKey(config.ticketSigningKey()).export({ format: 'jwk' }).x;

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const secret = 'a-secret-that-is-at-least-32-characters!!';

  it('has defaults that run the demo', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(config).toMatchObject({
      production: false,
      apiPort: 4000,
      dataDir,
      uploadsDir: join(dataDir, 'uploads'),
      database: { driver: 'pglite', dataDir: join(dataDir, 'pglite') },
      jwt: { secret, ttlSeconds: 12 * 3600 },
      admin: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
      brandName: 'Evently',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
    });
  });

  it('keeps the default data folder in the repository root, whatever the working directory', () => {
    const config = loadConfig({ JWT_SECRET: secret });
    expect(config.dataDir).toBe(resolve(__dirname, '../../data'));
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'some/where', JWT_SECRET: secret }).dataDir).toBe(resolve(process.cwd(), 'some/where'));
  });

  it('generates a development JWT secret once and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwt.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwt.secret).toBe(first);
  });

  it.each([
    ['postgres://user@db:5432/events', { driver: 'postgres', url: 'postgres://user@db:5432/events' }],
    ['postgresql://db/events', { driver: 'postgres', url: 'postgresql://db/events' }],
    ['memory://', { driver: 'pglite', dataDir: undefined }],
  ])('reads DATABASE_URL=%s', (url, database) => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, DATABASE_URL: url }).database).toEqual(database);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, API_PORT: '', DATABASE_URL: '', BRAND_NAME: '' });
    expect(config.apiPort).toBe(4000);
    expect(config.database.driver).toBe('pglite');
    expect(config.brandName).toBe('Evently');
  });

  it('reads the other variables', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      API_PORT: '4100',
      JWT_TTL: '30m',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'a-long-password',
      BRAND_NAME: 'Owambe Tickets',
      PUBLIC_URL: 'https://tickets.example.com/',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      apiPort: 4100,
      jwt: { ttlSeconds: 1800 },
      admin: { email: 'boss@example.com', password: 'a-long-password' },
      brandName: 'Owambe Tickets',
      publicUrl: 'https://tickets.example.com',
      trustProxy: 1,
    });
  });

  describe('TRUST_PROXY', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, TRUST_PROXY }).trustProxy;

    it('trusts no proxy by default or with false or 0', () => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).trustProxy).toBe(false);
      expect(trust('false')).toBe(false);
      expect(trust('0')).toBe(false);
    });

    it('takes a hop count or a list of addresses and CIDR ranges', () => {
      expect(trust('2')).toBe(2);
      expect(trust('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,uniquelocal')).toEqual([
        '127.0.0.1',
        '10.0.0.0/8',
        '::1',
        'fd00::/8',
        'uniquelocal',
      ]);
    });

    it('refuses true, which would believe any X-Forwarded-For a client makes up, and says what to give instead', () => {
      expect(() => trust('true')).toThrow(
        /TRUST_PROXY: "true" would trust any X-Forwarded-For a client makes up; give the number of proxies in front of the API \(e\.g\. 1\) or their addresses/,
      );
    });

    it.each(['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', 'nginx', ','])('refuses %j', (value) => {
      expect(() => trust(value)).toThrow(
        /TRUST_PROXY: must be a number of proxies or a comma-separated list of IP addresses or CIDR ranges/,
      );
    });
  });

  it('defaults CORS to the site and its seven remotes, uploads to 5 MB on disk, no Redis', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, PUBLIC_URL: 'https://tickets.example.com/', PORT: '5000' });
    expect(config.corsOrigins).toEqual([
      'https://tickets.example.com',
      'http://localhost:5001',
      'http://localhost:5002',
      'http://localhost:5003',
      'http://localhost:5004',
      'http://localhost:5005',
      'http://localhost:5006',
      'http://localhost:5007',
    ]);
    expect(config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(config.redis).toBeUndefined();
    expect(config.cloudinary).toBeUndefined();
  });

  it('reads CORS_ORIGINS, REDIS_URL, UPLOAD_MAX_BYTES and CLOUDINARY_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      CORS_ORIGINS: 'https://a.example.com/, https://b.example.com:8443',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_KEY_PREFIX: 'tickets:',
      UPLOAD_MAX_BYTES: '2048',
      CLOUDINARY_URL: 'cloudinary://key:se%2Fcret@my-cloud',
      CLOUDINARY_API_BASE: 'http://127.0.0.1:9999/',
    });
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com:8443']);
    expect(config.redis).toEqual({ url: 'redis://cache:6379/2', keyPrefix: 'tickets:' });
    expect(config.uploadMaxBytes).toBe(2048);
    expect(config.cloudinary).toEqual({
      apiKey: 'key',
      apiSecret: 'se/cret',
      cloudName: 'my-cloud',
      apiBase: 'http://127.0.0.1:9999',
      deliveryPrefix: 'https://res.cloudinary.com/my-cloud/',
    });
  });

  it('refuses malformed Redis, Cloudinary, CORS and upload settings', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        REDIS_URL: 'localhost:6379',
        CLOUDINARY_URL: 'https://cloudinary.com',
        CORS_ORIGINS: 'not a url',
        UPLOAD_MAX_BYTES: '10',
      }),
    ).toThrow(/CORS_ORIGINS[\s\S]*REDIS_URL[\s\S]*UPLOAD_MAX_BYTES[\s\S]*CLOUDINARY_URL/);
  });

  it('names every invalid variable', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, API_PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', JWT_TTL: '12 hours' }),
    ).toThrow(/API_PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*JWT_TTL/);
  });

  describe('with NODE_ENV=production', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-written' };

    it('refuses to start without JWT_SECRET or with the demo admin', () => {
      expect(() => loadConfig(production)).toThrow(/JWT_SECRET must be set/);
      expect(() => loadConfig({ ...production, JWT_SECRET: secret, ADMIN_EMAIL: 'boss@example.com' })).toThrow(
        /ADMIN_PASSWORD must not be the demo password/,
      );
      expect(() => loadConfig({ ...production, JWT_SECRET: secret, ADMIN_PASSWORD: 'a-long-password' })).toThrow(
        /ADMIN_EMAIL must not be the demo address/,
      );
    });

    const ready = {
      ...production,
      JWT_SECRET: secret,
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-long-password',
      TICKET_SIGNING_KEY: TEST_TICKET_SIGNING_KEY,
    };

    it('refuses to start without TICKET_SIGNING_KEY: every API process must sign tickets with the same key', () => {
      const { TICKET_SIGNING_KEY: _, ...withoutKey } = ready;
      expect(() => loadConfig({ ...withoutKey, PAYMENTS_MODE: 'sandbox' })).toThrow(
        /TICKET_SIGNING_KEY must be set \(an Ed25519 private key in PKCS#8 PEM, the same for every API process\)/,
      );
    });

    it('signs with TICKET_SIGNING_KEY, written with line breaks or on one line with \\n', () => {
      const expected = createPublicKey(TEST_TICKET_SIGNING_KEY).export({ format: 'jwk' }).x;
      expect(publicKeyOf(loadConfig({ ...ready, PAYMENTS_MODE: 'sandbox' }))).toBe(expected);
      const oneLine = TEST_TICKET_SIGNING_KEY.replace(/\n/g, '\\n');
      expect(oneLine).not.toContain('\n');
      expect(publicKeyOf(loadConfig({ ...ready, PAYMENTS_MODE: 'sandbox', TICKET_SIGNING_KEY: oneLine }))).toBe(expected);
    });

    it('starts with its own secret and admin', () => {
      const config = loadConfig({ ...ready, PAYMENTS_MODE: 'sandbox' });
      expect(config.production).toBe(true);
      expect(config.jwt.secret).toBe(secret);
    });

    it('refuses to start without an explicit PAYMENTS_MODE: the sandbox would give tickets away', () => {
      expect(() => loadConfig(ready)).toThrow(/PAYMENTS_MODE: must be set when NODE_ENV=production/);
    });

    it('takes an explicit sandbox (a staging site) and an explicit live mode with its keys', () => {
      expect(loadConfig({ ...ready, PAYMENTS_MODE: 'sandbox' }).orders.paymentsMode).toBe('sandbox');
      const keys = {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
      };
      expect(loadConfig({ ...ready, PAYMENTS_MODE: 'live', ...keys }).orders.paymentsMode).toBe('live');
    });
  });

  it('reads PAYPAL_WEBHOOK_ID in live mode, where PayPal webhooks are received only with it', () => {
    const live = {
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      PAYMENTS_MODE: 'live',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig({ ...live, PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA' }).orders.paypal?.webhookId).toBe(
      '8PT597110X687430LKGECATA',
    );
    expect(loadConfig(live).orders.paypal?.webhookId).toBeUndefined();
    expect(loadConfig({ ...live, PAYPAL_WEBHOOK_ID: '' }).orders.paypal?.webhookId).toBeUndefined();
  });

  it('refuses a TICKET_SIGNING_KEY that is not an Ed25519 private key in PEM', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const ed25519Public = createPublicKey(TEST_TICKET_SIGNING_KEY).export({ type: 'spki', format: 'pem' }) as string;
    for (const key of ['not a key', rsa, ed25519Public]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, TICKET_SIGNING_KEY: key })).toThrow(
        'TICKET_SIGNING_KEY: must be an Ed25519 private key in PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)',
      );
    }
  });

  it('outside production, makes a ticket signing key on first use and keeps it in DATA_DIR, so a restart signs alike', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(await readdir(dataDir)).toEqual([]); // loading the configuration writes nothing
    const first = publicKeyOf(config);
    const file = join(dataDir, 'ticket-signing-key.pem');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(await readdir(dataDir)).toEqual(['ticket-signing-key.pem']);
    expect(publicKeyOf(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }))).toBe(first);
    // Another folder, another key.
    const other = await mkdtemp(join(tmpdir(), 'api-config-'));
    try {
      expect(publicKeyOf(loadConfig({ DATA_DIR: other, JWT_SECRET: secret }))).not.toBe(first);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('refuses to sign with a damaged key file rather than quietly making another', async () => {
    await writeFile(join(dataDir, 'ticket-signing-key.pem'), 'damaged');
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).ticketSigningKey()).toThrow(
      /ticket-signing-key.pem is not an Ed25519 private key: delete it to have a new one made/,
    );
  });

  it('falls back to the sandbox outside production', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).orders.paymentsMode).toBe('sandbox');
  });
});
