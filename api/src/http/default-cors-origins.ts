// Who may call the API from a browser when CORS_ORIGINS is not set: the site itself, and every
// remote where `npm start` serves it (the shell's port plus the remote's port offset in apps.ts).
import { remotes } from '../../../apps';

/** The highest shell port that leaves room for every remote after it. */
export const MAX_SHELL_PORT = 65535 - Math.max(...remotes.map((remote) => remote.portOffset));

export function defaultCorsOrigins(publicUrl: string, shellPort: number, apps: readonly { portOffset: number }[] = remotes): string[] {
  const remoteOrigins = apps.map((app) => `http://localhost:${shellPort + app.portOffset}`);
  return [...new Set([new URL(publicUrl).origin, ...remoteOrigins])];
}
