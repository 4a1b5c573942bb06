// `npm start -w <app>`: serves one built app alone on its usual port (the shell also writes
// remotes.json and proxies the API), for working on or deploying a single remote.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { frontApps, shellApp, builtMarker } from './apps';
import { writeRunRemotesFile } from './remotes-file';
import { serveStatic } from './static-server';

const app = frontApps.find((candidate) => candidate.dir === process.cwd());
if (!app) throw new Error(`${process.cwd()} is not one of the front-end apps`);
if (!existsSync(builtMarker(app))) throw new Error(`Build it first: npm run build -w ${app.dir}`);

const shellPort = Number(process.env.PORT ?? 3000);
const port = shellPort + app.portOffset;
const remotesFile =
  app === shellApp && writeRunRemotesFile(shellPort, new URL(process.env.PUBLIC_URL ?? `http://localhost:${shellPort}`).hostname);
await serveStatic({
  root: join(app.dir, 'dist'),
  port,
  spaFallback: app === shellApp,
  apiOrigin: app === shellApp ? `http://127.0.0.1:${process.env.API_PORT ?? 4000}` : undefined,
  files: remotesFile ? { '/remotes.json': remotesFile } : undefined,
});
console.log(`${app.name} served on http://localhost:${port}`);
