// The route pattern a concrete path matches ('/admin/orders/:id' for '/admin/orders/42'), so an
// error report names the page without the ids or tokens in its address. The remotes' <Route path>
// tables are built from @shared/domain's `paths`, so the patterns are made from it the same way:
// an event kind is a literal in the path, an id is ':id', a token ':token'.
import { paths, type EventKind } from '@shared/domain';

type Paths = typeof paths;
type Admin = Paths['admin'];
type FunctionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? K : never }[keyof T];

const kinds: EventKind[] = ['experiences', 'parties'];

// One entry per route function: adding a function to `paths` fails the typecheck until it is here.
const publicPatterns: Record<FunctionKeys<Paths>, (kind: EventKind) => string> = {
  checkOut: (kind) => paths.checkOut(kind),
  confirmation: (kind) => paths.confirmation(kind),
  redirect: (kind) => paths.redirect(kind),
  paymentSuccess: (kind) => paths.paymentSuccess(kind),
  booking: () => paths.booking(':token'),
};
const adminPatterns: Record<FunctionKeys<Admin>, (kind: EventKind) => string> = {
  eventPreview: (kind) => paths.admin.eventPreview(kind, ':id'),
  eventTickets: (kind) => paths.admin.eventTickets(kind, ':id'),
  eventWaitingList: (kind) => paths.admin.eventWaitingList(kind, ':id'),
  order: () => paths.admin.order(':id'),
  merchandiseEdit: () => paths.admin.merchandiseEdit(':id'),
  merchandiseDetails: () => paths.admin.merchandiseDetails(':id'),
  merchandiseItem: () => paths.admin.merchandiseItem(':id'),
  invitation: () => paths.admin.invitation(':token'),
};

let patterns: string[][] | undefined;

function allPatterns(): string[][] {
  patterns ??= [
    ...new Set([
      ...[...Object.values(paths), ...Object.values(paths.admin)].filter((value) => typeof value === 'string'),
      ...[...Object.values(publicPatterns), ...Object.values(adminPatterns)].flatMap((pattern) => kinds.map(pattern)),
    ]),
  ]
    .map((pattern) => pattern.split('/'))
    // A literal beats a parameter: '/admin/merchandise/orders' is not '/admin/merchandise/:id'.
    .sort((a, b) => a.filter((part) => part.startsWith(':')).length - b.filter((part) => part.startsWith(':')).length);
  return patterns;
}

/** A path's route pattern and the concrete values of its parameters; '*' for a path no route names. */
export function matchRoute(pathname: string): { template: string; values: string[] } {
  const parts = pathname.replace(/(.)\/$/, '$1').split('/');
  const pattern = allPatterns().find(
    (pattern) =>
      pattern.length === parts.length && pattern.every((part, i) => part === parts[i] || (part.startsWith(':') && parts[i] !== '')),
  );
  // Off the map, a long segment with a digit in it may be a mistyped token: it is scrubbed too.
  if (!pattern) return { template: '*', values: parts.filter((part) => part.length >= 8 && /\d/.test(part)) };
  return { template: pattern.join('/'), values: parts.filter((_, i) => pattern[i].startsWith(':')) };
}
