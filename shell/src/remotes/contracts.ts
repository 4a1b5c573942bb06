// The type contract between the shell and the remotes: what each remote exposes, as the remote
// itself published it (scripts/remote-types.ts unpacks the types into shell/@mf-types and lists
// every remote of apps.ts there, in apps.d.ts). The shell renders every area with no props, so a
// remote whose App starts requiring props, or stops being a component, fails the shell's
// typecheck instead of the page.
import type { ComponentType } from 'react';
import type { PublishedApps } from '../../@mf-types/apps';
import type { RemoteName } from '../areas';

type AreaComponent = ComponentType<Record<string, never>>;
type Contract<T extends Record<RemoteName, AreaComponent>> = T;

export type AreaComponents = Contract<{ [Name in RemoteName]: PublishedApps[Name] }>;
