// Runtime remote discovery (docs/architecture.md#the-shell-and-the-remotes): /remotes.json names
// where each remote lives, so a remote can move or be redeployed without rebuilding the shell.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyAnswer } from '@shared/api/early';
import type { RemoteName } from '../areas';
import type { AreaComponents } from './contracts';

export interface RemotesFile {
  brand?: string;
  remotes: Record<string, string>;
}

let entries: Record<string, string> = {};

export async function fetchRemotesFile(): Promise<RemotesFile> {
  // index.html asked for it with the page; the server marks it no-cache, so only that answer is free.
  const response = (await takeEarlyAnswer('/remotes.json')) ?? (await fetch('/remotes.json'));
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesFile;
}

export function registerAll(remotes: Record<string, string>): void {
  entries = { ...remotes };
  // A manifest index.html already fetched is read from that answer, not asked for a second time.
  registerPlugins([{ name: 'early-manifests', fetch: (url) => takeEarlyAnswer(url)?.then((answer) => answer ?? fetch(url)) }]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/**
 * Starts downloading a remote's manifest, entry and the chunks of its App without running any of
 * it (its shared libraries are left to the shell's), so they arrive while the shell still loads.
 * A failure here is reported by loadArea, which fetches again.
 */
export function warmArea(remote: string): void {
  if (!entries[remote]) return;
  preloadRemote([{ nameOrAlias: remote, exposes: ['./App'], resourceCategory: 'sync', share: false }]).catch(() => undefined);
}

/** Loads a remote's area component; nothing is fetched before the first call for that remote. */
export async function loadArea<R extends RemoteName>(remote: R): Promise<{ default: AreaComponents[R] }> {
  if (!entries[remote]) throw new Error(`No address for the ${remote} remote in remotes.json`);
  const module = await loadRemote<{ default: AreaComponents[R] }>(`${remote}/App`);
  if (!module?.default) throw new Error(`The ${remote} remote did not provide its App`);
  return module;
}

/** After a failed load, register the remote again so the next attempt fetches its entry anew. */
export function forgetArea(remote: string): void {
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
