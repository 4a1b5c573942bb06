// The shell's route areas, derived from the manifest (apps.ts) when the shell is built
// (rspack.config.ts): only what the shell needs (which remote renders which paths, its label, its
// frame) goes into the page, as __APP_AREAS__; folders, ports and exposes stay out of it.
// The same table gives index.html's early requests the paths that are not the home remote's.
import { adminRoot, type RemoteEntry } from '../apps';

export interface Area<Name extends string = string> {
  remote: Name;
  label: string;
  prefixes: readonly string[];
  /** The area is built without MUI, so the shell loads no theme frame around it. */
  withoutMui?: true;
}

export interface AreaTable<Name extends string = string> {
  admin: readonly Area<Name>[];
  /** Public areas other than the home one. */
  public: readonly Area<Name>[];
  /** The public area owning '/': every public path no other area owns (the storefront). */
  home: Area<Name>;
}

const routeShape = /^\/$|^(\/[a-z0-9._~-]+)+$/;

/** As isUnder of @shared/domain, which the shell uses (this file runs in the build, without it). */
function isUnderRoute(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix === '/' ? prefix : `${prefix}/`);
}

/** Checks the remotes' routes and sorts them into the shell's areas; throws naming what is wrong. */
export function areaTable<Entry extends RemoteEntry>(remotes: readonly Entry[]): AreaTable<Entry['name']> {
  const problems: string[] = [];
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (!routeShape.test(route))
        problems.push(`${remote.name}: route '${route}' is not a path like /a/b (lower case, no trailing slash)`);
      if (isUnderRoute(route, adminRoot) !== (remote.access === 'admin')) {
        problems.push(
          `${remote.name}: route '${route}' is ${remote.access}, so it must ${remote.access === 'admin' ? '' : 'not '}be under ${adminRoot}`,
        );
      }
    }
  }
  // The shell gives a path to the one area owning it; only the home remote's '/' holds others' routes.
  const owned = remotes.flatMap((remote) => remote.routes.filter((route) => route !== '/').map((route) => ({ route, owner: remote.name })));
  for (const [i, a] of owned.entries()) {
    for (const b of owned.slice(i + 1)) {
      if (isUnderRoute(a.route, b.route) || isUnderRoute(b.route, a.route))
        problems.push(`${b.owner}: route '${b.route}' overlaps ${a.owner}'s '${a.route}'`);
    }
  }
  const homes = remotes.filter((remote) => remote.access === 'public' && remote.routes.includes('/'));
  if (homes.length !== 1) problems.push(`exactly one public remote owns '/' (found ${homes.length})`);
  if (problems.length > 0) throw new Error(`The list of apps (apps.ts) has problems:\n- ${problems.join('\n- ')}`);

  const area = (remote: Entry): Area<Entry['name']> => ({
    remote: remote.name,
    label: remote.label,
    prefixes: remote.routes,
    ...(remote.muiFree ? { withoutMui: true as const } : {}),
  });
  return {
    admin: remotes.filter((remote) => remote.access === 'admin').map(area),
    public: remotes.filter((remote) => remote.access === 'public' && remote !== homes[0]).map(area),
    home: area(homes[0]),
  };
}

interface Trie {
  /** A prefix ends here: it owns everything below, so nothing below needs naming. */
  end: boolean;
  children: Map<string, Trie>;
}

function insert(trie: Trie, segments: readonly string[]): void {
  if (trie.end) return;
  const [first, ...rest] = segments;
  if (first === undefined) {
    trie.end = true;
    trie.children.clear();
    return;
  }
  let child = trie.children.get(first);
  if (!child) trie.children.set(first, (child = { end: false, children: new Map() }));
  insert(child, rest);
}

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function alternatives(trie: Trie): string {
  const parts = [...trie.children].map(([segment, child]) => escape(segment) + (child.end ? '' : `\\/${alternatives(child)}`));
  return parts.length === 1 ? parts[0] : `(${parts.join('|')})`;
}

/**
 * The source of a regular expression that matches a path exactly when it is one of `prefixes` or
 * below one (isUnder of @shared/domain), written for a `/.../` literal and kept short: prefixes
 * sharing a first segment share it in the pattern.
 */
export function underAnyPattern(prefixes: readonly string[]): string {
  if (prefixes.length === 0) return '(?!)';
  const root: Trie = { end: false, children: new Map() };
  for (const prefix of prefixes) insert(root, prefix.split('/').filter(Boolean));
  return root.end ? '^\\/' : `^\\/${alternatives(root)}(\\/|$)`;
}

/**
 * What index.html's early-request script is built with (HtmlRspackPlugin's templateParameters):
 * the home remote and the pattern of the paths that are not its own, and each other public area
 * as [pattern of its paths, remote], written as a JavaScript array literal.
 */
export function earlyRequestParameters(table: AreaTable): { homeRemote: string; notHomePattern: string; publicAreas: string } {
  return {
    homeRemote: table.home.remote,
    notHomePattern: underAnyPattern([adminRoot, ...table.public.flatMap((area) => area.prefixes)]),
    publicAreas: JSON.stringify(table.public.map((area) => [underAnyPattern(area.prefixes), area.remote])),
  };
}
