// Which version each release of a canaried remote is: remotes.json names the two manifests, and
// each manifest's metaData.buildInfo.buildVersion is the version its error reports carry (a build
// takes it from MF_BUILD_VERSION, else its package.json version). The API reads both, so the
// site-health figures can tell the canary's errors from the stable release's
// (docs/architecture.md#canary-error-rates-and-auto-rollback).
import { readFile } from 'node:fs/promises';
import { parseRemotesFile, type AutoRollback } from '@shared/domain/remotes';

/** A manifest is read again after this long: a redeploy at the same URL shows within it. */
const MANIFEST_TTL_MS = 30_000;
const MANIFEST_TIMEOUT_MS = 3_000;

export interface Release {
  /** The manifest's URL as remotes.json gives it. */
  entry: string;
  /** Its buildVersion; null when the manifest could not be read or has none. */
  version: string | null;
  sharePercent: number;
}

export interface CanaryRelease {
  remote: string;
  stable: Release;
  canary: Release;
  autoRollback: AutoRollback | null;
}

export type ReadVersion = (url: string) => Promise<string | null>;

/** A manifest's buildVersion, fetched (with a time limit); null when it cannot be had. */
export async function fetchManifestVersion(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    return null;
  }
}

/** readVersion, remembering each URL's answer for MANIFEST_TTL_MS. */
export function cachedVersions(readVersion: ReadVersion = fetchManifestVersion, now: () => number = Date.now): ReadVersion {
  const known = new Map<string, { at: number; version: Promise<string | null> }>();
  return (url) => {
    const hit = known.get(url);
    if (hit && now() - hit.at < MANIFEST_TTL_MS) return hit.version;
    const version = readVersion(url);
    known.set(url, { at: now(), version });
    return version;
  };
}

/**
 * The remotes of the remotes.json at `path` that have a canary, with both releases' versions. A
 * manifest given as a /path is on the shell's origin, `base`. No file (or no path): none.
 */
export async function readCanaryReleases(path: string | undefined, base: string, readVersion: ReadVersion): Promise<CanaryRelease[]> {
  if (!path) return [];
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const versionOf = (entry: string) => readVersion(new URL(entry, base).href);
  const canaries = Object.entries(parseRemotesFile(parsed).file.remotes).flatMap(([remote, address]) =>
    typeof address === 'string' ? [] : [{ remote, address }],
  );
  return Promise.all(
    canaries.map(async ({ remote, address }) => {
      const [stableVersion, canaryVersion] = await Promise.all([versionOf(address.stable), versionOf(address.canary)]);
      return {
        remote,
        stable: { entry: address.stable, version: stableVersion, sharePercent: 100 - address.canaryPercent },
        canary: { entry: address.canary, version: canaryVersion, sharePercent: address.canaryPercent },
        autoRollback: address.autoRollback ?? null,
      };
    }),
  );
}
