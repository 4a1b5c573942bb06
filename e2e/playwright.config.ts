import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './support/chromium';
import { e2ePorts } from './support/ports';
import { walletEnv, walletKeysDir } from './support/wallet-keys';

// A system of its own beside any developer's `npm start`: other ports, a fresh embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'events-e2e-'));
// Test workers read the system's outbox (DATA_DIR/outbox/*.eml) from the same folder.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  // One system under test and two cores: tests run one at a time, each in a fresh browser context.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${e2ePorts.shell}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../scripts/start.ts',
    url: `http://localhost:${e2ePorts.shell}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      // Request logs would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      PORT: String(e2ePorts.shell),
      API_PORT: String(e2ePorts.api),
      DATA_DIR: dataDir,
      BRAND_NAME: 'Evently',
      // The tests read the demo catalogue and sales history; a developer's SEED_DEMO=0 must not empty it.
      SEED_DEMO: '1',
      // Tickets offer both wallets, with made-up keys (wallet.spec.ts).
      ...walletEnv(walletKeysDir()),
    },
  },
});
