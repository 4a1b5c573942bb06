// Runtime remote discovery (docs/architecture.md#the-shell-and-the-remotes): /remotes.json names
// where each remote lives, so a remote can move or be redeployed without rebuilding the shell. A
// remote may have a canary release beside its stable one; the visitor's bucket picks which one
// this page loads (docs/architecture.md#canary-releases). A signed-in member may override one in
// their own browser (docs/architecture.md#remote-override).
import { getInstance, loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyAnswer } from '@shared/api/early';
import type { RemoteName } from '../areas';
import { visitorBucket } from './bucket';
import type { AreaComponents } from './contracts';
import { hasCanary, parseRemotesFile, pickEntry, type PickedRelease, type RemotesFile } from '@shared/domain/remotes';
import { skewGuard } from './skew';
import { versionsPlugin } from './versions';

export type { RemotesFile } from '@shared/domain/remotes';

/** The release registered for each remote: its channel and manifest URL. */
let releases: Record<string, PickedRelease> = {};

export async function fetchRemotesFile(): Promise<RemotesFile> {
  // index.html asked for it with the page; the server marks it no-cache, so only that answer is free.
  const response = (await takeEarlyAnswer('/remotes.json')) ?? (await fetch('/remotes.json'));
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const { file, problems } = parseRemotesFile(await response.json());
  // A remote with a bad address is left out: its area shows its retry card, the others load.
  if (problems.length > 0) console.error(`remotes.json has problems:\n- ${problems.join('\n- ')}`);
  return file;
}

/**
 * Registers each remote's release for this visitor: a member's allowed override (memberOverrides
 * of overrideStorage.ts), else the canary or the stable release. The bucket is read (and, the
 * first time, drawn into its cookie) only when some remote has a canary.
 */
export function registerAll({ remotes }: RemotesFile, overrides: Record<string, string> = {}, bucket: () => number = visitorBucket): void {
  const visitor = hasCanary(remotes) ? bucket() : 0;
  releases = Object.fromEntries(
    Object.entries(remotes).map(([name, address]) => {
      const override = overrides[name];
      const release: PickedRelease = override ? { channel: 'override', entry: override } : pickEntry(address, visitor);
      return [name, release];
    }),
  );
  // A manifest index.html already fetched is read from that answer, not asked for a second time.
  // The versions plugin comes before the skew guard, so a refused remote's report has its version.
  registerPlugins([
    { name: 'early-manifests', fetch: (url) => takeEarlyAnswer(url)?.then((answer) => answer ?? fetch(url)) },
    versionsPlugin,
    skewGuard(getInstance),
  ]);
  registerRemotes(Object.entries(releases).map(([name, { entry }]) => ({ name, entry })));
}

/** Which release of a remote this page loads ('stable', 'canary' or 'override', and its manifest URL), for error reports. */
export function remoteRelease(remote: string): PickedRelease | undefined {
  return releases[remote];
}

/** The remotes this page loads from a member's override, and the manifest each loads instead, for its banner. */
export function overriddenRemotes(): { remote: string; entry: string }[] {
  return Object.entries(releases).flatMap(([remote, { channel, entry }]) => (channel === 'override' ? [{ remote, entry }] : []));
}

/** The remotes registered on this page. */
export function registeredRemotes(): string[] {
  return Object.keys(releases);
}

/**
 * Starts downloading a remote's manifest, entry and the chunks of its App without running any of
 * it (its shared libraries are left to the shell's), so they arrive while the shell still loads.
 * A failure here is reported by loadArea, which fetches again.
 */
export function warmArea(remote: string): void {
  if (!releases[remote]) return;
  preloadRemote([{ nameOrAlias: remote, exposes: ['./App'], resourceCategory: 'sync', share: false }]).catch(() => undefined);
}

/** Loads a remote's area component; nothing is fetched before the first call for that remote. */
export async function loadArea<R extends RemoteName>(remote: R): Promise<{ default: AreaComponents[R] }> {
  if (!releases[remote]) throw new Error(`No address for the ${remote} remote in remotes.json`);
  const module = await loadRemote<{ default: AreaComponents[R] }>(`${remote}/App`);
  if (!module?.default) throw new Error(`The ${remote} remote did not provide its App`);
  return module;
}

/** After a failed load, register the remote again so the next attempt fetches its entry anew. */
export function forgetArea(remote: string): void {
  const release = releases[remote];
  if (release) registerRemotes([{ name: remote, entry: release.entry }], { force: true });
}
