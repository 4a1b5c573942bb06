// `npm start`: builds what is missing, starts the API, serves the shell and the remotes,
// and prints where to go. Ctrl-C stops everything.
import type { Server } from 'node:http';
import { join } from 'node:path';
import { startApi, withDemoData } from './api-process';
import { frontApps, shellApp } from './apps';
import { buildApps } from './build';
import { writeRunRemotesFile } from './remotes-file';
import { serveStatic } from './static-server';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const publicUrl = new URL(process.env.PUBLIC_URL ?? `http://localhost:${port}`);

async function main() {
  await buildApps(false);
  const remotesFile = writeRunRemotesFile(port, publicUrl.hostname);

  // The shell's server below proxies /api from 127.0.0.1 and names the client in X-Forwarded-For;
  // only that hop is believed (not all of 127.0.0.0/8, nor a client calling the API port itself).
  const api = await startApi(apiPort, withDemoData({ TRUST_PROXY: '127.0.0.1', ...process.env, PUBLIC_URL: publicUrl.origin }));
  const servers: Server[] = [];
  const stop = () => {
    for (const server of servers) server.close();
    api.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  api.once('exit', (code) => {
    for (const server of servers) server.close();
    process.exitCode = code ?? 0;
  });

  for (const app of frontApps) {
    servers.push(
      await serveStatic({
        root: join(app.dir, 'dist'),
        port: port + app.portOffset,
        spaFallback: app === shellApp,
        apiOrigin: app === shellApp ? `http://127.0.0.1:${apiPort}` : undefined,
        files: app === shellApp ? { '/remotes.json': remotesFile } : undefined,
      }),
    );
  }
  console.log(`
  The site is ready at ${publicUrl.origin}
  Admin: ${publicUrl.origin}/admin/login  (${process.env.ADMIN_EMAIL ?? 'admin@example.com'} / ${process.env.ADMIN_PASSWORD ? '<ADMIN_PASSWORD>' : 'Admin123!'})
  API docs: ${publicUrl.origin}/api/docs
  Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
