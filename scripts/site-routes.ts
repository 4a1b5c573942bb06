// Which addresses are pages of the site, for the servers in front of the shell: a page answers
// index.html with 200, any other address without a file extension answers index.html with 404, so a
// direct load of an unknown address is a real "not found" while the page still shows the site's
// own not-found page (docs/architecture.md#unknown-addresses). Derived, never written out:
// - every path of @shared/domain's `paths` (a path function's arguments become one segment each);
// - every route prefix of a remote other than the home one (apps.ts), with everything below it,
//   because a remote adds pages inside its area without a shell release.
// docker/nginx/app.conf.template carries the same list as a regex; scripts/test/site-routes.test.ts
// checks it against this file.
import { isUnder, paths } from '@shared/domain';
import { remotes } from '../apps';

const param = ':param';

type PathTree = { readonly [key: string]: string | ((...args: string[]) => string) | PathTree };

function pathsOf(tree: PathTree): string[] {
  return Object.values(tree).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [value(...Array.from({ length: value.length }, () => param))];
    return pathsOf(value);
  });
}

/** Route prefixes of the areas other than the home one: each owns itself and everything below. */
export const areaPrefixes: readonly string[] = remotes.flatMap((remote) => remote.routes.filter((route) => route !== '/'));

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const segmentsSource = (path: string) =>
  path
    .split('/')
    .slice(1)
    .map((segment) => `/${segment === param ? '[^/]+' : escape(segment)}`)
    .join('');

/**
 * Whether an area owns a page: it is below one of the area's prefixes, or is one of them with its
 * arguments filled in ('/:param/check-out' is the checkout's '/experiences/check-out').
 */
const ownedByArea = (page: string) =>
  areaPrefixes.some((prefix) => isUnder(page, prefix) || new RegExp(`^${segmentsSource(page)}$`).test(prefix));

/** The pages of `paths` that no area owns, ':param' standing for one segment. */
export const pagePatterns: readonly string[] = [...new Set(pathsOf(paths as unknown as PathTree))].filter((page) => !ownedByArea(page));

/**
 * One regex for every page: 'pages' are matched whole, prefixes with anything below them, and a
 * trailing slash is allowed as the router allows it. The site's root is the empty alternative.
 */
export const siteRouteSource = `^(?:${[
  ...pagePatterns.map((page) => (page === '/' ? '' : segmentsSource(page))),
  ...areaPrefixes.map((prefix) => `${segmentsSource(prefix)}(?:/.*)?`),
].join('|')})/?$`;

const siteRoute = new RegExp(siteRouteSource);

/** True when `pathname` (no query) is one of the site's pages. */
export function isSiteRoute(pathname: string): boolean {
  return siteRoute.test(pathname);
}
