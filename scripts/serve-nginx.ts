// `npm run serve:nginx`: the built apps behind Debian's nginx with the production config, plus the
// API, on NGINX_SHELL_PORT (3700; remotes +1, +2, ...) and API_PORT (4700). Ctrl-C stops both.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, withDemoData } from './api-process';
import { buildApps } from './build';
import { startNginx } from './nginx-site';

const shellPort = Number(process.env.NGINX_SHELL_PORT ?? 3700);
const apiPort = Number(process.env.API_PORT ?? 4700);
const dir = process.env.NGINX_SITE_DIR ?? join(tmpdir(), `events-nginx-${shellPort}`);

await buildApps(false);
// nginx reaches the API from 127.0.0.1 and sets X-Forwarded-For to its client: only that hop is believed.
const api = await startApi(
  apiPort,
  withDemoData({ TRUST_PROXY: '127.0.0.1', ...process.env, PUBLIC_URL: `http://localhost:${shellPort}` }),
);
const nginx = startNginx({ dir, shellPort, apiPort });
const stop = () => {
  nginx.kill('SIGQUIT');
  api.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
nginx.once('exit', (code) => {
  api.kill('SIGTERM');
  process.exitCode = code ?? 0;
});
console.log(`nginx serves the site at http://localhost:${shellPort} (site folder ${dir})`);
