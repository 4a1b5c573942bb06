// The system `npm start` runs, in one place: the API and every front-end app served from its build
// (built first if missing). `npm run dev -- <app>` (dev.ts) runs the same system with the apps it
// serves from rspack dev servers left out: those are neither built nor served here.
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { startApi, withDemoData } from './api-process';
import { frontApps, shellApp, type FrontApp } from './apps';
import { buildApps } from './build';
import { writeRunRemotesFile } from './remotes-file';
import { serveStatic } from './static-server';

export interface SystemSettings {
  /** The shell's port; each remote is served on this plus its port offset (apps.ts). */
  port: number;
  apiPort: number;
  /** Where a browser reaches the shell. */
  publicUrl: URL;
}

/** PORT, API_PORT and PUBLIC_URL, as `npm start` and `npm run dev` read them. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): SystemSettings {
  const port = Number(env.PORT ?? 3000);
  return { port, apiPort: Number(env.API_PORT ?? 4000), publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${port}`) };
}

export interface RunningSystem {
  /** This run's remotes.json (every remote on its usual port), for the shell's server to answer. */
  remotesFile: string;
  /** Where the shell's server sends /api and /uploads. */
  apiOrigin: string;
  api: ChildProcess;
  /** Closes the static servers and stops the API. */
  stop: () => void;
}

export async function startSystem(settings: SystemSettings, options: { devApps?: readonly FrontApp[] } = {}): Promise<RunningSystem> {
  const { port, apiPort, publicUrl } = settings;
  const devApps = options.devApps ?? [];
  const servedApps = frontApps.filter((app) => !devApps.includes(app));
  await buildApps(false, 2, servedApps);
  const remotesFile = writeRunRemotesFile(port, publicUrl.hostname);
  const apiOrigin = `http://127.0.0.1:${apiPort}`;

  // The shell's server proxies /api from 127.0.0.1 and names the client in X-Forwarded-For;
  // only that hop is believed (not all of 127.0.0.0/8, nor a client calling the API port itself).
  // The API watches this run's canaries (docs/architecture.md#canary-error-rates-and-auto-rollback).
  const api = await startApi(
    apiPort,
    withDemoData({ TRUST_PROXY: '127.0.0.1', ...process.env, PUBLIC_URL: publicUrl.origin, REMOTES_JSON_PATH: remotesFile }),
  );
  const servers: Server[] = [];
  const closeServers = () => {
    for (const server of servers) server.close();
  };
  api.once('exit', (code) => {
    closeServers();
    process.exitCode = code ?? 0;
  });

  for (const app of servedApps) {
    servers.push(
      await serveStatic({
        root: join(app.dir, 'dist'),
        port: port + app.portOffset,
        spaFallback: app === shellApp,
        apiOrigin: app === shellApp ? apiOrigin : undefined,
        files: app === shellApp ? { '/remotes.json': remotesFile } : undefined,
      }),
    );
  }
  return {
    remotesFile,
    apiOrigin,
    api,
    stop: () => {
      closeServers();
      api.kill('SIGTERM');
    },
  };
}

/** Ctrl-C (and a SIGTERM) runs `stop` once. */
export function stopOnSignals(stop: () => void): void {
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function readyMessage(publicUrl: URL): string {
  return `
  The site is ready at ${publicUrl.origin}
  Admin: ${publicUrl.origin}/admin/login  (${process.env.ADMIN_EMAIL ?? 'admin@example.com'} / ${process.env.ADMIN_PASSWORD ? '<ADMIN_PASSWORD>' : 'Admin123!'})
  API docs: ${publicUrl.origin}/api/docs
  Press Ctrl-C to stop.
`;
}
