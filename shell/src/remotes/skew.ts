// The version-skew guard (docs/architecture.md#version-skew-guard): a remote built against a newer
// @shared/* than the page runs is not mounted. Our packages are singletons, one copy per page, so
// such a remote would otherwise run on the page's older copy (Module Federation only warns) and
// fail in ways nobody sees coming. Its manifest records what it requires (`shared[].requiredVersion`,
// ^<the version it was built against>, rspack.shared.ts); this runtime plugin compares that with
// the page's copy when the runtime reads the manifest, before the remote's entry is loaded.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Only our own packages are held to their range; third-party singletons keep Module Federation's warning. */
export const guarded = (name: string) => name.startsWith('@shared/');

export interface SharedRequirement {
  name: string;
  requiredVersion?: string | false;
}

/** A requirement with a range: what a remote asks of the page. */
export type Requirement = { name: string; requiredVersion: string };

/** A copy of a shared package on the page: its version and the app that provided it. */
export interface PageCopy {
  version: string;
  from: string;
}

/** What the guard reads of the runtime's share scope (the runtime's ShareScopeMap). */
type ShareScopes = Record<
  string,
  Record<string, Record<string, { version: string; from: string; loaded?: boolean; lib?: unknown; loading?: unknown }>>
>;

/** The runtime instance of the page, as far as the guard reads it. */
export interface PageRuntime {
  name: string;
  shareScopeMap: ShareScopes;
}

export class VersionSkewError extends Error {
  override name = 'VersionSkewError';

  constructor(
    readonly remote: string,
    readonly requirement: Requirement,
    readonly copy: PageCopy,
  ) {
    super(
      `The ${remote} remote needs ${requirement.name} ${requirement.requiredVersion}; this page has ${copy.version} (from ${copy.from})`,
    );
  }
}

/**
 * The copy of `name` the remote would run on: one already loaded (or loading), which a singleton
 * keeps for the whole page, else the host's own. A newer copy the remote brings does not count:
 * the host's code, built against the host's copy, would then run on it.
 */
export function pageCopy(runtime: PageRuntime, name: string): PageCopy | undefined {
  const copies = Object.values(runtime.shareScopeMap.default?.[name] ?? {});
  const copy =
    copies.find((candidate) => candidate.loaded || candidate.lib || candidate.loading) ??
    copies.find((candidate) => candidate.from === runtime.name);
  return copy && { version: copy.version, from: copy.from };
}

/** The first of a manifest's @shared/* requirements that the page's copy does not meet. */
export function unmetRequirement(
  shared: readonly SharedRequirement[],
  copyOf: (name: string) => PageCopy | undefined,
): { requirement: Requirement; copy: PageCopy } | undefined {
  for (const { name, requiredVersion } of shared) {
    if (!guarded(name) || !requiredVersion) continue;
    const copy = copyOf(name);
    if (copy && !satisfy(copy.version, requiredVersion)) return { requirement: { name, requiredVersion }, copy };
  }
  return undefined;
}

/**
 * The runtime plugin. Throwing from this hook fails the remote's load before its entry is fetched;
 * the area's boundary shows the reload card for this error (RemoteArea) and the load failure is
 * reported with the remote's version (versions.ts, which must run first).
 */
export function skewGuard(runtime: () => PageRuntime | null | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'version-skew-guard',
    loadRemoteSnapshot(args) {
      const page = runtime();
      const unmet = page && args.manifestJson && unmetRequirement(args.manifestJson.shared, (name) => pageCopy(page, name));
      if (unmet) throw new VersionSkewError(args.moduleInfo.name, unmet.requirement, unmet.copy);
      return args;
    },
  };
}
