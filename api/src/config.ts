import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PASSWORD_MAX } from '@shared/domain';
import type { DatabaseConfig } from './db/connect';
import type { ApiDocsAccess } from './http/api-docs';
import { defaultCorsOrigins, MAX_SHELL_PORT } from './http/default-cors-origins';
import { TrustProxySetting, type TrustedProxies } from './http/trusted-proxies';
import { loadOrdersConfig, type OrdersConfig } from './orders/config';
import { DEFAULT_PDF_TIMEOUT_MS, defaultPdfWorkers, type PdfWorkersConfig } from './tickets/ticket-pdf-pool';
import { loadWalletConfig, type WalletConfig } from './tickets/wallet/config';
import type { CloudinaryConfig } from './uploads/store';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_ADMIN_PASSWORD = 'Admin123!';
/** Why production writes no demo data, whoever asks for it. */
export const DEMO_DATA_REFUSED = 'a live site must not sell demo events or count invented revenue';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

const DURATION_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/.+|memory:\/\/)$/, 'must be postgres://..., postgresql://... or memory://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Ed25519, PKCS#8 PEM. Written on one line with literal \n, as env files and compose take it.
  TICKET_SIGNING_KEY: z
    .string()
    .transform((pem, ctx) => {
      const key = ed25519PrivateKey(pem.replace(/\\n/g, '\n'));
      if (key) return key;
      ctx.issues.push({
        code: 'custom',
        input: pem,
        message: 'must be an Ed25519 private key in PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)',
      });
      return z.NEVER;
    })
    .optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 45s, 30m, 12h or 7d')
    .default('12h')
    .transform((ttl) => Number(ttl.slice(0, -1)) * DURATION_SECONDS[ttl.at(-1) as keyof typeof DURATION_SECONDS]),
  ADMIN_EMAIL: z.email().default(DEMO_ADMIN_EMAIL),
  // At most what the login form takes, or the admin could never sign in.
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
    .default(DEMO_ADMIN_PASSWORD),
  BRAND_NAME: z.string().default('Evently'),
  // Where buyers' questions and replies to the e-mails go (their Reply-To); unset, the MAIL_FROM address.
  SUPPORT_EMAIL: z.email().optional(),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  // The shell's remotes.json, which `npm run release` edits: set, the API compares each canary's
  // error rate with its stable release's and rolls back one with autoRollback set
  // (docs/architecture.md#canary-error-rates-and-auto-rollback).
  REMOTES_JSON_PATH: z.string().min(1).optional(),
  // Only the proxies in front of the API may name the client; anyone else's X-Forwarded-For would
  // let a client pick its own address and walk around the login limits.
  TRUST_PROXY: TrustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The shell's port; the remotes are on the ports after it (apps.ts). Only used for the default CORS origins.
  PORT: z.coerce.number().int().min(1).max(MAX_SHELL_PORT).default(3000),
  CORS_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((url) => new URL(url).origin)))
    .optional(),
  // Set, the login limits are shared by every API instance using this Redis.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be redis://... or rediss://...')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('evently:'),
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  // Width times height: a small file can declare a canvas big enough to exhaust a visitor's memory.
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).max(1_000_000_000).default(40_000_000),
  CLOUDINARY_URL: z
    .string()
    .regex(/^cloudinary:\/\/[^:@/]+:[^@/]+@[^/?#]+$/, 'must be cloudinary://<key>:<secret>@<cloud name>')
    .optional(),
  CLOUDINARY_API_BASE: z.url().default('https://api.cloudinary.com'),
  // Ticket PDFs are laid out on worker threads; one taking longer is stopped and its e-mail retried later.
  PDF_WORKERS: z.coerce.number().int().min(1).max(32).default(defaultPdfWorkers),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_PDF_TIMEOUT_MS),
  // Who may read /api/docs; unset: admin in production, public elsewhere.
  API_DOCS: z.enum(['public', 'admin', 'off']).optional(),
  // 1: the demo events, merchandise, orders and sales history are written on start (`npm start` sets it).
  SEED_DEMO: z
    .enum(['0', '1', 'false', 'true'], { error: 'must be 1 (write the demo data) or 0' })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});

export interface Config {
  production: boolean;
  apiPort: number;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  jwt: { secret: string; ttlSeconds: number };
  /**
   * The Ed25519 key that signs the tickets' QR codes (tickets/ticket-qr.ts): TICKET_SIGNING_KEY, or
   * outside production one generated into dataDir the first time it is asked for.
   */
  ticketSigningKey: () => KeyObject;
  admin: { email: string; password: string };
  brandName: string;
  /** The address the e-mails give for questions and send replies to; undefined: their From address. */
  supportEmail: string | undefined;
  publicUrl: string;
  /** The environment's remotes.json, whose canaries the site-health figures compare; undefined: none. */
  remotesJsonPath: string | undefined;
  /** The proxies whose X-Forwarded-For is believed (false: none, the socket's peer is the client). */
  trustProxy: TrustedProxies;
  logLevel: string;
  /** Browser origins allowed to call the API (the shell and the remotes). */
  corsOrigins: string[];
  redis: { url: string; keyPrefix: string } | undefined;
  uploadMaxBytes: number;
  /** The most pixels (width x height) an uploaded image may declare. */
  uploadMaxPixels: number;
  /** How long one instance answers the public event lists from memory (0: always fresh). */
  listCacheMs: number;
  /** Set, uploads go to the image host instead of uploadsDir. */
  cloudinary: CloudinaryConfig | undefined;
  /** Holds, payment providers and e-mail. */
  orders: OrdersConfig;
  /** The worker threads that lay out ticket PDFs. */
  pdfWorkers: PdfWorkersConfig;
  /** Apple Wallet and Google Wallet passes; each undefined when not configured. */
  wallet: WalletConfig;
  /** Who may read the API explorer and its OpenAPI document: anyone, signed-in admins, or nobody. */
  apiDocs: ApiDocsAccess;
  /** Write the demo catalogue and sales history on start; never true in production. */
  seedDemo: boolean;
}

/** Reads the environment; throws an Error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `FOO=` in a shell or .env file means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';

  // The default lives in the repo root whatever the working directory; an explicit relative path
  // means what it means in a shell: relative to where the process was started.
  const dataDir = vars.DATA_DIR === undefined ? join(REPO_ROOT, 'data') : resolve(vars.DATA_DIR);

  if (production) {
    const missing = [
      !vars.JWT_SECRET && 'JWT_SECRET must be set',
      // Every API process must sign with the same key, or one's tickets would be forgeries to another.
      !vars.TICKET_SIGNING_KEY && 'TICKET_SIGNING_KEY must be set (an Ed25519 private key in PKCS#8 PEM, the same for every API process)',
      vars.ADMIN_EMAIL === DEMO_ADMIN_EMAIL && 'ADMIN_EMAIL must not be the demo address',
      vars.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD && 'ADMIN_PASSWORD must not be the demo password',
      // Refused rather than ignored: demo events would be on sale and the dashboard would count
      // invented revenue, and whoever set it should learn that at once, not from a customer.
      vars.SEED_DEMO && `SEED_DEMO=1 is refused: ${DEMO_DATA_REFUSED}`,
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(`Invalid configuration for NODE_ENV=production:\n  ${missing.join('\n  ')}`);
    }
  }

  return {
    production,
    apiPort: vars.API_PORT,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    database: databaseConfig(vars.DATABASE_URL, dataDir),
    jwt: { secret: vars.JWT_SECRET ?? devJwtSecret(dataDir), ttlSeconds: vars.JWT_TTL },
    ticketSigningKey: once(() => vars.TICKET_SIGNING_KEY ?? devTicketSigningKey(dataDir)),
    admin: { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD },
    brandName: vars.BRAND_NAME,
    supportEmail: vars.SUPPORT_EMAIL,
    publicUrl: vars.PUBLIC_URL.replace(/\/+$/, ''),
    remotesJsonPath: vars.REMOTES_JSON_PATH,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    corsOrigins: vars.CORS_ORIGINS ?? defaultCorsOrigins(vars.PUBLIC_URL, vars.PORT),
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX } : undefined,
    uploadMaxBytes: vars.UPLOAD_MAX_BYTES,
    uploadMaxPixels: vars.UPLOAD_MAX_PIXELS,
    listCacheMs: vars.LIST_CACHE_MS,
    cloudinary: vars.CLOUDINARY_URL ? cloudinaryConfig(vars.CLOUDINARY_URL, vars.CLOUDINARY_API_BASE) : undefined,
    orders: loadOrdersConfig(present, { dataDir, brandName: vars.BRAND_NAME, production }),
    pdfWorkers: { workers: vars.PDF_WORKERS, timeoutMs: vars.PDF_TIMEOUT_MS },
    wallet: loadWalletConfig(present),
    // The document lists every admin route and what it takes: a map for whoever probes the site.
    apiDocs: vars.API_DOCS ?? (production ? 'admin' : 'public'),
    seedDemo: vars.SEED_DEMO,
  };
}

function cloudinaryConfig(url: string, apiBase: string): CloudinaryConfig {
  const parsed = new URL(url);
  const cloudName = parsed.hostname;
  return {
    apiKey: decodeURIComponent(parsed.username),
    apiSecret: decodeURIComponent(parsed.password),
    cloudName,
    apiBase: apiBase.replace(/\/+$/, ''),
    deliveryPrefix: `https://res.cloudinary.com/${cloudName}/`,
  };
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { driver: 'pglite', dataDir: join(dataDir, 'pglite') };
  if (url === 'memory://') return { driver: 'pglite', dataDir: undefined };
  return { driver: 'postgres', url };
}

// Generated once and kept beside the data, so a development restart keeps everyone signed in.
function devJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  const stored = readIfExists(file)?.trim();
  if (stored && stored.length >= 32) return stored;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The key when `pem` is an Ed25519 private key, else undefined. */
function ed25519PrivateKey(pem: string): KeyObject | undefined {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    return key.asymmetricKeyType === 'ed25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

// Like the JWT secret, kept beside the data, so the QR codes of tickets already sent still pass
// the door after a restart. Made on first use rather than here: loading a configuration writes nothing.
function devTicketSigningKey(dataDir: string): KeyObject {
  const file = join(dataDir, 'ticket-signing-key.pem');
  const stored = readIfExists(file);
  const key = stored === undefined ? undefined : ed25519PrivateKey(stored);
  if (key) return key;
  if (stored !== undefined) throw new Error(`${file} is not an Ed25519 private key: delete it to have a new one made`);
  mkdirSync(dataDir, { recursive: true });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  // Written whole under another name, then linked into place: another process on the same folder
  // never reads half a key, and the one that links second signs with the first one's.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, pem, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return devTicketSigningKey(dataDir);
    throw error;
  } finally {
    unlinkSync(draft);
  }
  return createPrivateKey(pem);
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
