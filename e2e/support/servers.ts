// Test-owned copies of the static servers, to move, stop and restart one remote during a test.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { remoteApps } from '../../scripts/apps';
import { serveStatic, type StaticOptions } from '../../scripts/static-server';

export interface RunningServer {
  port: number;
  stop: () => Promise<void>;
}

export async function startStatic(options: Omit<StaticOptions, 'port'> & { port?: number }): Promise<RunningServer> {
  const server: Server = await serveStatic({ host: '127.0.0.1', port: 0, ...options });
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function remoteDist(name: string): string {
  const app = remoteApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown remote ${name}`);
  return join(app.dir, 'dist');
}
