import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium';

/**
 * What a suite that starts a system of its own (the e2e, reliability and dev-loop suites) shares:
 * one test at a time on two cores, Debian's Chromium, a trace of each failure.
 */
export function ownSystemSuite(shellPort: number | string): Pick<PlaywrightTestConfig, 'workers' | 'fullyParallel' | 'expect' | 'use'> {
  return {
    workers: 1,
    fullyParallel: false,
    expect: { timeout: 10_000 },
    use: {
      baseURL: `http://localhost:${shellPort}`,
      trace: 'retain-on-failure',
      launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    },
  };
}

/**
 * The environment of that system's servers: its ports and data folder, the demo shop (the specs
 * read its catalogue and sales; a developer's SEED_DEMO=0 must not empty it), and request logs
 * left out of the test report (warnings and errors still show).
 */
export function ownSystemEnv(shellPort: number | string, apiPort: number | string, dataDir: string): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    PORT: String(shellPort),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    BRAND_NAME: 'Evently',
    SEED_DEMO: '1',
  };
}
