// Which remote renders which routes. The shell owns only these prefixes; each remote owns the
// routes inside its area, so a remote can add a page without a shell release. The table comes
// from the list of apps (apps.ts at the repository root) when the shell is built: see
// ../area-table.ts and rspack.config.ts.
import { isUnder } from '@shared/domain';
import type { RemoteName } from '../../apps';
import type { Area as AreaOf, AreaTable } from '../area-table';

export type { RemoteName };
export type Area = AreaOf<RemoteName>;

declare const __APP_AREAS__: AreaTable<RemoteName>;

const areas = __APP_AREAS__;

/** The area owning `pathname` (routes of different areas never nest: area-table.ts checks). */
function ownerOf(candidates: readonly Area[], pathname: string): Area | undefined {
  return candidates.find((area) => area.prefixes.some((prefix) => isUnder(pathname, prefix)));
}

export function adminAreaFor(pathname: string): Area | undefined {
  return ownerOf(areas.admin, pathname);
}

/** Everything public that no other area owns belongs to the home area (it answers unknown paths too). */
export function publicAreaFor(pathname: string): Area {
  return ownerOf(areas.public, pathname) ?? areas.home;
}
