// The front-end apps and where `npm start` serves them, read from the manifest (apps.ts at the
// repository root). Remote ports follow the shell's port so a second copy of the system (e.g. the
// end-to-end run) can live beside a developer's.
import { join } from 'node:path';
import { remotes, shell, type AppEntry } from '../apps';

export const repoRoot = join(import.meta.dirname, '..');

export interface FrontApp {
  /** Federation name (the key in remotes.json); the shell is 'shell'. */
  name: string;
  dir: string;
  /** Offset from the shell's port. */
  portOffset: number;
}

export function frontApp(entry: AppEntry, root = repoRoot): FrontApp {
  return { name: entry.name, dir: join(root, entry.folder), portOffset: entry.portOffset };
}

export const shellApp: FrontApp = frontApp(shell);

export const remoteApps: FrontApp[] = remotes.map((entry) => frontApp(entry));

export const frontApps = [shellApp, ...remoteApps];

/** What a built app must contain to be served. */
export const builtMarker = (app: FrontApp) => join(app.dir, 'dist', app === shellApp ? 'index.html' : 'mf-manifest.json');

/** What is wrong with a list of apps, in words; empty when nothing is. */
export function manifestProblems(apps: readonly AppEntry[]): string[] {
  const problems: string[] = [];
  const repeated = (key: keyof AppEntry) => {
    const seen = new Set<unknown>();
    for (const entry of apps) {
      if (seen.has(entry[key])) problems.push(`${entry.name}: ${key} ${String(entry[key])} is taken by another app`);
      seen.add(entry[key]);
    }
  };
  for (const entry of apps) {
    // The name becomes a REMOTE_<NAME>_URL variable and a JavaScript identifier in the shell's page.
    if (!/^[a-z][a-z0-9_]*$/.test(entry.name)) problems.push(`${entry.name}: a name is lower case letters, digits and underscores`);
    // REMOTE_<NAME>_CANARY_URL is the canary of <name> (docker/nginx/write-remotes-json.sh).
    if (entry.name.endsWith('_canary')) problems.push(`${entry.name}: a name does not end in _canary`);
    if (!Number.isInteger(entry.portOffset) || entry.portOffset < 0)
      problems.push(`${entry.name}: the port offset is a whole number from 0`);
  }
  repeated('name');
  repeated('folder');
  repeated('portOffset');
  return problems;
}
