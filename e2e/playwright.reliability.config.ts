import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ownSystemEnv, ownSystemSuite } from './support/own-system';

// `npm run test:reliability`: the system's invariants under abuse. The browser specs (XSS) and the
// API abuse specs use one full system of their own, on ports no other suite uses; the specs that
// kill or reconfigure the API start their own API processes on 4810-4819.
const shellPort = process.env.RELIABILITY_SHELL_PORT ?? '3800';
const apiPort = process.env.RELIABILITY_API_PORT ?? '4800';
// The shared e2e helpers (support/ports.ts) read these; workers inherit the runner's environment.
process.env.E2E_SHELL_PORT = shellPort;
process.env.E2E_API_PORT = apiPort;
const dataDir = process.env.RELIABILITY_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'events-reliability-'));
// Specs read the system's DATA_DIR (uploads, outbox) from here.
process.env.RELIABILITY_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './reliability',
  // Two cores, and specs that start and kill API processes: one test at a time.
  ...ownSystemSuite(shellPort),
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../scripts/start.ts',
    url: `http://localhost:${shellPort}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The suite's system is the demo shop, as in the end-to-end run.
    env: ownSystemEnv(shellPort, apiPort, dataDir),
  },
});
