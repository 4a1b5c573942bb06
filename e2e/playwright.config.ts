import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ownSystemEnv, ownSystemSuite } from './support/own-system';
import { e2ePorts, overrideOrigin } from './support/ports';
import { walletEnv, walletKeysDir } from './support/wallet-keys';

// A system of its own beside any developer's `npm start`: other ports, a fresh embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'events-e2e-'));
// Test workers read the system's outbox (DATA_DIR/outbox/*.eml) from the same folder.
process.env.E2E_DATA_DIR = dataDir;
// The system's remotes.json, which its shell serves and its API watches; canary.spec.ts edits it.
const remotesJson = process.env.E2E_REMOTES_JSON ?? join(mkdtempSync(join(tmpdir(), 'events-e2e-remotes-')), 'remotes.json');
process.env.E2E_REMOTES_JSON = remotesJson;

const shard = process.env.E2E_SHARD;

export default defineConfig({
  testDir: './tests',
  // One system under test and two cores: tests run one at a time, each in a fresh browser context.
  ...ownSystemSuite(e2ePorts.shell),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A shard of `npm run e2e` (scripts/e2e.ts) keeps its traces and report apart from the others'.
  outputDir: shard ? `test-results/shard-${shard}` : 'test-results',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: shard ? `playwright-report/shard-${shard}` : 'playwright-report' }]],
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../scripts/start.ts',
    url: `http://localhost:${e2ePorts.shell}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      ...ownSystemEnv(e2ePorts.shell, e2ePorts.api, dataDir),
      // A member may point a remote at a build served there (remote-override.spec.ts).
      OVERRIDE_ORIGINS: overrideOrigin,
      REMOTES_JSON_PATH: remotesJson,
      // Tickets offer both wallets, with made-up keys (wallet.spec.ts).
      ...walletEnv(walletKeysDir()),
    },
  },
});
