import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { pageCopy, skewGuard, unmetRequirement, VersionSkewError, type PageRuntime } from './skew';

const copy = (version: string, from: string, loaded = false) => ({ version, from, loaded });

/** A page whose shell provides @shared/api 1.4.0 and @shared/store 1.0.0, and nothing is loaded yet. */
const page = (): PageRuntime => ({
  name: 'shell',
  shareScopeMap: {
    default: {
      '@shared/api': { '1.4.0': copy('1.4.0', 'shell') },
      '@shared/store': { '1.0.0': copy('1.0.0', 'shell') },
      react: { '19.3.1': copy('19.3.1', 'shell') },
    },
  },
});

describe('pageCopy', () => {
  it("is the shell's own copy while none is loaded, even when a remote offered a newer one", () => {
    const runtime = page();
    runtime.shareScopeMap.default['@shared/api']['1.6.0'] = copy('1.6.0', 'checkout');
    expect(pageCopy(runtime, '@shared/api')).toEqual({ version: '1.4.0', from: 'shell' });
  });

  it('is the loaded copy once one is, whoever provided it', () => {
    const runtime = page();
    runtime.shareScopeMap.default['@shared/api']['1.6.0'] = copy('1.6.0', 'checkout', true);
    expect(pageCopy(runtime, '@shared/api')).toEqual({ version: '1.6.0', from: 'checkout' });
  });

  it('is none for a package the page does not share', () => {
    expect(pageCopy(page(), '@shared/auth')).toBeUndefined();
  });
});

describe('unmetRequirement', () => {
  const copyOf = (name: string) => pageCopy(page(), name);

  it("passes requirements the page's copies meet, and ignores third-party packages and packages without a range", () => {
    const shared = [
      { name: '@shared/api', requiredVersion: '^1.2.0' },
      { name: '@shared/store', requiredVersion: '^1.0.0' },
      { name: '@shared/auth', requiredVersion: '^1.0.0' },
      // Module Federation's own warning covers third-party singletons.
      { name: 'react', requiredVersion: '^20.0.0' },
      { name: '@shared/store', requiredVersion: false as const },
    ];
    expect(unmetRequirement(shared, copyOf)).toBeUndefined();
  });

  it('names the first @shared/* requirement the page cannot meet: a newer major, or a newer minor', () => {
    expect(unmetRequirement([{ name: '@shared/api', requiredVersion: '^2.0.0' }], copyOf)).toEqual({
      requirement: { name: '@shared/api', requiredVersion: '^2.0.0' },
      copy: { version: '1.4.0', from: 'shell' },
    });
    expect(unmetRequirement([{ name: '@shared/api', requiredVersion: '^1.5.0' }], copyOf)?.requirement.requiredVersion).toBe('^1.5.0');
  });
});

describe('skewGuard', () => {
  type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];
  const args = (shared: { name: string; requiredVersion: string }[]) =>
    ({ moduleInfo: { name: 'settings' }, manifestJson: { shared }, from: 'manifest' }) as unknown as SnapshotArgs;
  const guard = skewGuard(page);

  it('lets a compatible manifest through unchanged', () => {
    const compatible = args([{ name: '@shared/api', requiredVersion: '^1.0.0' }]);
    expect(guard.loadRemoteSnapshot!(compatible)).toBe(compatible);
  });

  it("refuses a remote whose requirement the page's copy does not meet, naming the package and versions", () => {
    const call = () => guard.loadRemoteSnapshot!(args([{ name: '@shared/api', requiredVersion: '^2.0.0' }]));
    expect(call).toThrow(VersionSkewError);
    expect(call).toThrow('The settings remote needs @shared/api ^2.0.0; this page has 1.4.0 (from shell)');
  });

  it('lets the remote load when there is no runtime or no manifest to judge by', () => {
    const outdated = args([{ name: '@shared/api', requiredVersion: '^2.0.0' }]);
    expect(skewGuard(() => undefined).loadRemoteSnapshot!(outdated)).toBe(outdated);
    const fromGlobal = { ...outdated, manifestJson: undefined };
    expect(guard.loadRemoteSnapshot!(fromGlobal)).toBe(fromGlobal);
  });
});
