import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ownSystemEnv, ownSystemSuite } from './support/own-system';

// `npm run test:dev`: the daily loop (`npm run dev -- storefront`) on a system of its own, on ports
// no other suite uses: the storefront from its dev server with Fast Refresh, everything else as
// `npm start` runs it. The spec edits the storefront's source, so it runs alone.
const shellPort = process.env.DEV_E2E_SHELL_PORT ?? '3900';
const apiPort = process.env.DEV_E2E_API_PORT ?? '4900';
const dataDir = process.env.DEV_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'events-dev-e2e-'));

export default defineConfig({
  testDir: './dev-tests',
  ...ownSystemSuite(shellPort),
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  webServer: {
    command: 'npm run dev -- storefront',
    cwd: '..',
    // The shell's dev server answers its page once its first compilation is done, after the API
    // and the built apps are up (scripts/dev.ts).
    url: `http://localhost:${shellPort}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: ownSystemEnv(shellPort, apiPort, dataDir),
  },
});
