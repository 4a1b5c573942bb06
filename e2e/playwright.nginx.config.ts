import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The deployment suite: the built apps behind Debian's nginx with docker/nginx's config.
const shellPort = Number(process.env.NGINX_SHELL_PORT ?? 3700);
const apiPort = Number(process.env.NGINX_API_PORT ?? 4700);
process.env.NGINX_SITE_DIR ??= join(tmpdir(), `events-nginx-e2e-${shellPort}`);

export default defineConfig({
  ...base,
  testDir: './nginx',
  use: { ...base.use, baseURL: `http://localhost:${shellPort}` },
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../scripts/serve-nginx.ts',
    url: `http://localhost:${shellPort}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      // Request logs would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // nginx connects to the API from 127.0.0.1; whatever the developer's shell has set, only it is believed.
      TRUST_PROXY: '127.0.0.1',
      NGINX_SHELL_PORT: String(shellPort),
      API_PORT: String(apiPort),
      NGINX_SITE_DIR: process.env.NGINX_SITE_DIR,
      DATA_DIR: join(process.env.NGINX_SITE_DIR, '..', `events-nginx-e2e-data-${shellPort}-${Date.now()}`),
      // The deployment tests read the demo catalogue through nginx.
      SEED_DEMO: '1',
    },
  },
});
