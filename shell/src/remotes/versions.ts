// Which build of each remote this page runs, as its mf-manifest.json says (metaData.buildInfo
// .buildVersion: MF_BUILD_VERSION at build time, else the remote's package.json version), for
// error reports: the Module Federation runtime hands every manifest it reads to this plugin, so
// nothing is fetched twice.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface Build {
  version: string;
  /** Where the remote's chunks load from when its manifest names an absolute publicPath (a CDN). */
  publicPath?: string;
}

const builds = new Map<string, Build>();

export const versionsPlugin: ModuleFederationRuntimePlugin = {
  name: 'remote-versions',
  loadRemoteSnapshot(args) {
    // The snapshot is the runtime's reading of the manifest: buildVersion is metaData.buildInfo's.
    const snapshot = args.remoteSnapshot;
    const publicPath = 'publicPath' in snapshot && /^https?:/.test(snapshot.publicPath) ? snapshot.publicPath : undefined;
    if (snapshot.buildVersion) builds.set(args.moduleInfo.name, { version: snapshot.buildVersion, publicPath });
    return args;
  },
};

/**
 * The remote's version from its manifest. When the manifest was never read (the load failed
 * before it), the manifest URL's folder stands in if it looks like a version ('1.1' in
 * https://cdn.example/checkout/1.1/mf-manifest.json), else 'unknown'.
 */
export function remoteVersion(remote: string, entry: string | undefined): string {
  const known = builds.get(remote)?.version;
  if (known) return known;
  const folder = entry?.split('/').slice(-2, -1)[0];
  return folder && /^v?\d+(\.\d+)*$/.test(folder) ? folder : 'unknown';
}

/** The remote's absolute publicPath from its manifest, if it has one. */
export function remotePublicPath(remote: string): string | undefined {
  return builds.get(remote)?.publicPath;
}
