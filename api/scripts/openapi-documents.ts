import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaymentsMode } from '@shared/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';

/** An OpenAPI document as the API serves it at /api/docs/json. */
export type OpenApiDocument = { paths: Record<string, Record<string, Record<string, unknown>>> } & Record<string, unknown>;

// The providers are never called: only the routes a live site registers are read.
const LIVE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  PAYPAL_CLIENT_ID: 'unused',
  PAYPAL_CLIENT_SECRET: 'unused',
  PAYPAL_WEBHOOK_ID: 'unused',
};

/**
 * The API's OpenAPI document in each payments mode, built on an in-memory database and read
 * through `inject`, as a client would fetch it. There are two because the routes differ: a sandbox
 * site has the test payment page, a live one the providers' webhook and return routes.
 */
export async function openApiDocuments(): Promise<Record<PaymentsMode, OpenApiDocument>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'openapi-'));
  const base = { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: 'memory://', API_DOCS: 'public' };
  const database = await connect(loadConfig(base));
  try {
    const documentOf = async (env: NodeJS.ProcessEnv): Promise<OpenApiDocument> => {
      const app = buildApp({ config: loadConfig({ ...base, ...env }), db: database.db });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
        if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
        return response.json();
      } finally {
        await app.close();
      }
    };
    return {
      sandbox: await documentOf({ PAYMENTS_MODE: 'sandbox' }),
      live: await documentOf({ PAYMENTS_MODE: 'live', ...LIVE_KEYS }),
    };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
