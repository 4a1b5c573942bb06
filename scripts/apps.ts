// The front-end apps and where `npm start` serves them. Remote ports follow the shell's port so
// a second copy of the system (e.g. the end-to-end run) can live beside a developer's.
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..');

export interface FrontApp {
  /** Federation name (the key in remotes.json); the shell is 'shell'. */
  name: string;
  dir: string;
  /** Offset from the shell's port. */
  portOffset: number;
}

export const shellApp: FrontApp = { name: 'shell', dir: join(repoRoot, 'shell'), portOffset: 0 };

export const remoteApps: FrontApp[] = [
  { name: 'storefront', dir: join(repoRoot, 'remotes/storefront'), portOffset: 1 },
  { name: 'checkout', dir: join(repoRoot, 'remotes/checkout'), portOffset: 2 },
  { name: 'event_hub', dir: join(repoRoot, 'remotes/event-hub'), portOffset: 3 },
  { name: 'merchandise', dir: join(repoRoot, 'remotes/merchandise'), portOffset: 4 },
  { name: 'payments', dir: join(repoRoot, 'remotes/payments'), portOffset: 5 },
  { name: 'settings', dir: join(repoRoot, 'remotes/settings'), portOffset: 6 },
];

export const frontApps = [shellApp, ...remoteApps];

/** What a built app must contain to be served. */
export const builtMarker = (app: FrontApp) => join(app.dir, 'dist', app === shellApp ? 'index.html' : 'mf-manifest.json');
