// Which of MUI's own module files are shared between apps, by the file they resolve to (see
// rspack.shared.ts). MUI's components import each other by relative path ('../ButtonBase/index.mjs'),
// which no package name in `shared` can match, so every app carried its own copy of the same
// modules: in one admin tour, 185 KB (gzip) of @mui/material came two to five times over
// (docs/architecture.md#mui-modules-shared-by-file). A file listed here is one shared module
// whichever way it is imported, and brings what it imports from the app that provided it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of an installed package. */
export function packageRoot(pkg: string): string {
  return dirname(require.resolve(`${pkg}/package.json`));
}

/** A module file of one of MUI's packages, by its path inside the package. */
export interface MuiFile {
  pkg: '@mui/material' | '@mui/utils';
  file: string;
}

/**
 * Shared by every app that uses MUI: the theme builder. MUI's styled() and Box build a default
 * theme with it, so each app carried the whole builder (7 KB gzip) although the shell's MUI frame,
 * around every MUI page, has loaded it already.
 */
export const everyAppFiles: MuiFile[] = [{ pkg: '@mui/material', file: 'styles/createTheme.mjs' }];

/**
 * Shared by the shell and the admin remotes: what the shell's back-office frame has loaded on every
 * signed-in page (its bar, side panel, buttons and sign-out dialog), so a remote uses the shell's
 * and downloads none of its own. `signIn` are those the sign-in page shows too: the shell keeps them
 * in a chunk of their own ('mui-sign-in'), the rest in 'mui-admin-frame', which only the signed-in
 * frame loads. A component the shell's frame does not show stays each app's own: shared between the
 * remotes alone, each would be a file of its own on a first visit, with its own copy of MUI's
 * helpers (measured: the events page went from 288 to 327 KB). Public remotes share none of these:
 * a visitor's page has no back-office frame to take them from.
 */
export const adminFrameFiles: { signIn: string[]; signedIn: string[] } = {
  signIn: [
    'Button/Button.mjs',
    'ButtonBase/ButtonBase.mjs',
    'CircularProgress/CircularProgress.mjs',
    'IconButton/IconButton.mjs',
    'Paper/Paper.mjs',
    'Skeleton/Skeleton.mjs',
    'SvgIcon/SvgIcon.mjs',
    'Typography/Typography.mjs',
  ],
  signedIn: ['Dialog/Dialog.mjs', 'Drawer/Drawer.mjs', 'Modal/Modal.mjs', 'internal/Transition.mjs'],
};

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']/g;

/** The module file an import inside a MUI package names, if it is in @mui/material or @mui/utils. */
function resolveImport(from: string, request: string): string | undefined {
  let path: string | undefined;
  if (request.startsWith('.')) path = join(dirname(from), request);
  else {
    const pkg = (['@mui/material', '@mui/utils'] as const).find((name) => request === name || request.startsWith(`${name}/`));
    if (pkg) path = join(packageRoot(pkg), request.slice(pkg.length));
  }
  if (!path) return undefined;
  for (const candidate of [path, `${path}.mjs`, join(path, 'index.mjs')]) {
    if (candidate.endsWith('.mjs') && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * MUI's helpers, which the shell keeps with its frame rather than in each chunk that uses them:
 * those of the theme and styled() (in 'mui-frame', loaded on every MUI page, the checkout's too)
 * and the components' hooks and transitions (in 'mui-sign-in', on the back office's pages only).
 */
export const FRAME_HELPERS = /[\\/]@mui[\\/](utils|material[\\/](styles|zero-styled|DefaultPropsProvider|className|colors))[\\/]/;
export const COMPONENT_HELPERS = /[\\/]@mui[\\/]material[\\/](utils|transitions)[\\/]/;
const isHelper = (file: string) => FRAME_HELPERS.test(file) || COMPONENT_HELPERS.test(file);

/**
 * Indexes that re-export a whole package or all of its helpers: an importer uses one or two of the
 * names, so walking them would count the whole package as imported.
 */
const BARRELS = /[\\/]@mui[\\/](utils|material([\\/](styles|utils))?)[\\/]index\.mjs$/;

/**
 * Every module file `roots` import, directly or not, within @mui/material and @mui/utils: what an
 * app providing them brings to the page. Without `helpers`, the walk stops at MUI's helpers: the
 * components' own files.
 */
export function importedFiles(roots: string[], { helpers }: { helpers: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || BARRELS.test(file) || (!helpers && isHelper(file))) continue;
    seen.add(file);
    for (const [, request] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, request);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return seen;
}

function asMuiFile(path: string): MuiFile {
  for (const pkg of ['@mui/material', '@mui/utils'] as const) {
    const inside = relative(packageRoot(pkg), path);
    if (!inside.startsWith('..')) return { pkg, file: inside };
  }
  throw new Error(`${path} is not in @mui/material or @mui/utils`);
}

/** The absolute path of a MUI module file. */
export function pathOf({ pkg, file }: MuiFile): string {
  return join(packageRoot(pkg), file);
}

/**
 * The admin frame's files and every React context they import (a ButtonGroup's, a Dialog's...).
 * A provider and its consumers must hold the same context object: a shared Button inside a
 * remote's own ButtonGroup would not see its group unless the group's context is shared too.
 * Found by reading the installed package, so an upgrade that adds a context shares it.
 */
export function adminFrameShared(): MuiFile[] {
  const roots = [...adminFrameFiles.signIn, ...adminFrameFiles.signedIn].map((file) => pathOf({ pkg: '@mui/material', file }));
  const contexts = [...importedFiles(roots, { helpers: true })].filter((path) =>
    /\bReact\.createContext\(/.test(readFileSync(path, 'utf8')),
  );
  return [...new Set([...roots, ...contexts])].sort().map(asMuiFile);
}
