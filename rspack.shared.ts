// The one place where build and Module Federation options live. Every app's rspack.config.ts
// calls createConfig() with its folder (its name and what it exposes come from the list of apps,
// apps.ts), so the shell and all remotes agree on shared singletons, output naming and
// cache-friendly file names.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { CopyRspackPlugin, DefinePlugin, EntryPlugin, HtmlRspackPlugin, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { esmRuntimeReplacement, esmRuntimeRule } from './federation/esm-runtime';
import { ExposedTypesPlugin } from './federation/exposed-types';
import {
  adminFrameFiles,
  adminFrameShared,
  COMPONENT_HELPERS,
  everyAppFiles,
  FRAME_HELPERS,
  importedFiles,
  type MuiFile,
  pathOf,
} from './federation/mui-material';
import { StartupPreloadPlugin } from './federation/startup-preload';
import { remotes, shell } from './apps';

const require = createRequire(import.meta.url);
const refreshHook = join(import.meta.dirname, 'federation/refresh-hook.ts');

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts passes import.meta.dirname). */
  dir: string;
  /** Values the code reads as free identifiers, replaced at build time (DefinePlugin). */
  define?: Record<string, unknown>;
  /** Values index.html reads as <%= name %> (the shell's page only). */
  htmlParameters?: Record<string, string>;
}

/** The app's entry in the list of apps (apps.ts), found by its folder. */
function manifestEntry(dir: string) {
  const folder = relative(import.meta.dirname, dir);
  const entry = [shell, ...remotes].find((candidate) => candidate.folder === folder);
  if (!entry) throw new Error(`No app in apps.ts has the folder ${folder}`);
  return entry;
}

/**
 * Libraries that hold page-wide state (React's dispatcher, the router's context, jotai's store,
 * emotion's theme and style cache, MUI's theme/default-props contexts, the toast container, the
 * query client's context) must exist once per page, so they are singletons. The trailing-slash keys
 * share deep imports too ('react/jsx-runtime', 'react-dom/client', '@mui/system/DefaultPropsProvider'...):
 * without them a second copy loads silently and state splits.
 *
 * MUI components are not shared by package name: shared modules cannot be tree-shaken, so each app
 * bundles only the components it uses, and they all read the one theme through the shared
 * @mui/system and emotion contexts. A few of MUI's own files are shared by path instead (the theme
 * builder, and the back-office frame's components between the shell and the admin remotes:
 * federation/mui-material.ts, muiFileEntries below). Public pages use none of it: the shell's public layout and
 * the storefront are plain React with plain CSS, and the theme frame (MUI, emotion, toasts) is
 * a lazy chunk loaded only around the admin and checkout areas. A shared module loads only when
 * imported, so listing MUI's carriers here costs a public page nothing.
 */
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'jotai',
  'jotai/',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@emotion/cache',
  // '@mui/system' itself is shared through a list (curated, below); its deep imports are not.
  '@mui/system/',
  '@mui/styled-engine',
  '@mui/private-theming',
  'react-toastify',
  // The one QueryClient of the page (in @shared/api) lives in react-query's context and cache
  // classes: a second copy would not see it. Only the admin and checkout areas import it.
  '@tanstack/react-query',
  // @mui/x-data-grid is shared through a list (curated, below).
];

/**
 * Our own stateful packages: one jotai store, one auth state, one API client and query cache, one
 * site config for the whole page. '@shared/store' is the page's jotai store on its own, so a public
 * page has it without the auth state. '@shared/ui/core' is the MUI-free part of the ui package (see
 * shared/ui/src/core.ts), its own singleton so a public page does not load MUI; it holds the ui
 * package's only state (the site config). The rest of '@shared/ui' (theme, frame, admin page and
 * side panel, form helpers) is stateless and NOT shared, so each app bundles the parts it uses: as
 * a singleton it came whole, and the event page downloaded the admin's drawer and modal with it
 * (docs/architecture.md#the-event-page-on-a-phone). @shared/domain is not shared either: it is pure
 * code without state, so each app bundles the functions it uses instead of every page downloading
 * all of its schemas. The zod they are built with is shared by the admin remotes (curated, below).
 */
const ownPackages = ['@shared/store', '@shared/auth', '@shared/api', '@shared/ui/core'];

function versionOf(pkg: string): string | undefined {
  try {
    return require(`${pkg}/package.json`).version;
  } catch {
    return undefined; // not installed (e.g. @mui/x-* before the admin remotes need them)
  }
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  import?: string;
  shareKey?: string;
}

/**
 * Packages shared through a list of the names the apps use instead of the package itself, since a
 * shared module keeps every export: the router (its context must be one per page;
 * federation/react-router.ts says why it is a list), the root of @mui/system (federation/mui-system.ts:
 * the names MUI's modules import from it, without its Grid and Container), and for the admin remotes the data grid
 * (federation/mui-x-data-grid.ts: without the locales and features no page uses) and zod
 * (federation/zod.ts), each once per admin page rather than once per remote.
 */
const curated: { pkg: string; keys: string[]; file: string; adminOnly?: true }[] = [
  { pkg: 'react-router', keys: ['react-router', 'react-router-dom'], file: 'federation/react-router.ts' },
  { pkg: '@mui/system', keys: ['@mui/system'], file: 'federation/mui-system.ts' },
  // Listed by the admin remotes only: the shell and the public remotes neither use nor provide
  // these, so their builds (and remote entries) carry nothing of them.
  { pkg: '@mui/x-data-grid', keys: ['@mui/x-data-grid'], file: 'federation/mui-x-data-grid.ts', adminOnly: true },
  { pkg: 'zod', keys: ['zod'], file: 'federation/zod.ts', adminOnly: true },
];

function curatedEntries(dir: string, admin: boolean): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const { pkg, keys, file, adminOnly } of curated) {
    if (adminOnly && !admin) continue;
    const version = versionOf(pkg);
    if (!version) continue;
    const entry: SharedEntry = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      // Relative to the app's folder (every app is a folder or two below the lists): the request is
      // written into the app's runtime, where an absolute one carried the build machine's checkout
      // path to every visitor.
      import: relative(dir, join(import.meta.dirname, file)),
      shareKey: pkg,
    };
    for (const key of keys) shared[key] = entry;
  }
  return shared;
}

/**
 * MUI's module files shared by the file they resolve to (federation/mui-material.ts says which and
 * why): the key is the file's path, so a relative import inside the package matches it too; the
 * share key names it by package path, the same in every app's build. `adminFrame`: the shell and
 * the admin remotes share the back-office frame's components too.
 */
function muiFileEntries(dir: string, adminFrame: boolean): Record<string, SharedEntry> {
  const files: MuiFile[] = [...everyAppFiles, ...(adminFrame ? adminFrameShared() : [])];
  const shared: Record<string, SharedEntry> = {};
  for (const muiFile of files) {
    const version = versionOf(muiFile.pkg)!;
    shared[relative(dir, pathOf(muiFile))] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      shareKey: `${muiFile.pkg}/${muiFile.file.replace(/\.mjs$/, '')}`,
    };
  }
  return shared;
}

/** A test for splitChunks that matches these module files and no other. */
function filesTest(paths: Iterable<string>): RegExp {
  return new RegExp(`^(?:${[...paths].map((path) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
}

function sharedConfig(dir: string, admin: boolean, host: boolean) {
  const shared: Record<string, SharedEntry> = { ...curatedEntries(dir, admin), ...muiFileEntries(dir, admin || host) };
  for (const key of singletons) {
    const version = versionOf(key.endsWith('/') ? key.slice(0, -1) : key);
    if (version) shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Our own packages carry a semantic version that changes with their exported types
  // (scripts/shared-versions.ts checks it): an app requires the version it was built against or
  // a later one of the same major, and the manifest records the requirement, so the shell can
  // refuse to mount a remote the page's copy is too old for (docs/architecture.md#version-skew-guard).
  for (const key of ownPackages) {
    const version = versionOf(key.split('/').slice(0, 2).join('/'))!;
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

interface DevServerSettings {
  port: number;
  /** The host name a browser reaches the dev server by (PUBLIC_URL's). */
  host: string;
  /** Shell only: where /api and /uploads go, and this run's remotes.json. */
  apiOrigin?: string;
  remotesFile?: string;
}

/**
 * Set only when `npm run dev -- <app>` (scripts/dev.ts) runs this app under `rspack serve`; builds
 * never see these variables, so what they build is unchanged by the dev loop.
 */
function devServerSettings(): DevServerSettings | undefined {
  if (!process.env.DEV_SERVER_PORT || process.env.NODE_ENV !== 'development') return undefined;
  return {
    port: Number(process.env.DEV_SERVER_PORT),
    host: process.env.DEV_SERVER_HOST ?? 'localhost',
    apiOrigin: process.env.DEV_API_ORIGIN,
    remotesFile: process.env.DEV_REMOTES_FILE,
  };
}

/**
 * The dev server of `npm run dev -- <app>`, on the port `npm start` serves the app on. A remote's
 * files, hot updates and HMR socket are fetched by the shell's page, another origin: they answer
 * CORS, come from an absolute publicPath (see output below) and the HMR client connects back to
 * this port, not the page's. The shell's server does what scripts/static-server.ts does for the
 * built shell: client routes answer index.html, /api and /uploads go to the API, /remotes.json is
 * this run's.
 */
function devServerConfig(dev: DevServerSettings, host: boolean): NonNullable<Configuration['devServer']> {
  const { remotesFile, apiOrigin } = dev;
  return {
    port: dev.port,
    host: '0.0.0.0',
    hot: true,
    // The page's address is the shell's; a remote is reached from it by host name.
    allowedHosts: 'all',
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { webSocketURL: `ws://${dev.host}:${dev.port}/ws`, overlay: { warnings: false } },
    // Only what the compiler emits; the shell's public/ comes in through CopyRspackPlugin.
    static: false,
    ...(host
      ? {
          historyApiFallback: true,
          proxy: apiOrigin ? [{ context: ['/api', '/uploads'], target: apiOrigin, xfwd: true }] : [],
          setupMiddlewares: (middlewares) => [
            {
              name: 'remotes.json',
              path: '/remotes.json',
              middleware: (_req: IncomingMessage, res: ServerResponse) => {
                res.setHeader('content-type', 'application/json; charset=utf-8');
                res.setHeader('cache-control', 'no-cache');
                res.end(remotesFile ? readFileSync(remotesFile) : '{"remotes":{}}');
              },
            },
            ...middlewares,
          ],
        }
      : {}),
  };
}

/**
 * The shell's chunks of the back-office frame's MUI components (federation/mui-material.ts): what
 * the sign-in page shows too, and what only the signed-in frame does. Worked out for the shell's
 * build only: it reads MUI's files, which a remote's build has no use for.
 */
const adminFrameTests = () => ({
  // With the shared contexts: tiny, and each would otherwise be a file of its own.
  signIn: filesTest([
    ...importedFiles(
      adminFrameFiles.signIn.map((file) => pathOf({ pkg: '@mui/material', file })),
      { helpers: false },
    ),
    ...adminFrameShared()
      .filter(({ file }) => /Context\.mjs$/.test(file))
      .map(pathOf),
  ]),
  signedIn: filesTest(
    importedFiles(
      adminFrameFiles.signedIn.map((file) => pathOf({ pkg: '@mui/material', file })),
      { helpers: false },
    ),
  ),
});

export function createConfig({ dir, define = {}, htmlParameters = {} }: AppOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const dev = devServerSettings();
  const entry = manifestEntry(dir);
  const name = entry.name;
  // The shell is the only host: it has an HTML page, an absolute publicPath and no exposes.
  const host = entry === shell;
  const frameTests = host ? adminFrameTests() : undefined;
  const exposes: Record<string, string> = 'exposes' in entry ? { ...entry.exposes } : {};
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: host ? { main: './src/index.ts' } : {},
    output: {
      path: join(dir, 'dist'),
      // A remote's dev server is reached from the shell's page: its chunks and hot updates by address.
      publicPath: host ? '/' : dev ? `http://${dev.host}:${dev.port}/` : 'auto',
      uniqueName: name,
      // Hot updates replace modules, not files: content hashes only matter to caches in production.
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      // An import a module lacks fails the build, not the page. (Names imported through a shared
      // module are not seen here: scripts/test/federation-lists.test.ts checks those.)
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: Boolean(dev) } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset' },
        esmRuntimeRule,
        // @shared/domain is pure (no React, no I/O): an app keeps only the modules it calls into.
        { test: /[\\/]shared[\\/]domain[\\/]src[\\/]/, sideEffects: false },
        // The theme is one pure createTheme call: an app that does not read it (the checkout) drops it.
        { test: /[\\/]shared[\\/]ui[\\/]src[\\/]theme\.ts$/, sideEffects: false },
        // @shared/ui's index only re-exports: a chunk that imports one of its parts carries that part,
        // not every part another chunk uses (the checkout's MUI frame would carry the login's inputs).
        { test: /[\\/]shared[\\/]ui[\\/]src[\\/]index\.ts$/, sideEffects: false },
      ],
    },
    plugins: [
      esmRuntimeReplacement(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // Remotes are registered at runtime from /remotes.json, never baked into a build.
        remotes: {},
        shared: sharedConfig(dir, 'access' in entry && entry.access === 'admin', host),
        // The default strategy loads every remote entry at start: one remote down would blank the site.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        // No type-sync servers or live reload: builds here are deployable artefacts.
        dev: false,
        // Remotes publish the types of what they expose with ExposedTypesPlugin below instead:
        // the same dist/@mf-types.zip, declared beside the bundling rather than after it.
        dts: false,
        experiments: {
          // One federation runtime per page (35 KB gzip): the shell provides it, remotes use it.
          ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      // The shell provides MUI's shared files without consuming them: its own pages use its own
      // copies as bundled (no wait on the share scope, nothing in its entry to map them), and a
      // remote asking for one gets the very module the shell has run (federation/mui-material.ts).
      // The types of what a remote exposes (dist/@mf-types.zip); the shell's typecheck consumes them
      // (scripts/remote-types.ts), so an incompatible change fails before deploy. Not in the dev loop.
      ...(host || dev ? [] : [new ExposedTypesPlugin({ exposes, tsconfig: join(dir, 'tsconfig.json'), rootDir: import.meta.dirname })]),
      ...(host ? [new HtmlRspackPlugin({ template: './index.html', templateParameters: htmlParameters }), new StartupPreloadPlugin()] : []),
      // The shell's files served as they are, at the site's root: the check-in page's service worker
      // and web app manifest (their addresses are what browsers know them by, so never hashed).
      ...(host ? [new CopyRspackPlugin({ patterns: [{ from: 'public' }] })] : []),
      // Fast Refresh in the dev loop. Each app's refresh runtime is its own (namespaced by uniqueName)
      // and drives the page's one React, the shell's shared singleton. federation/refresh-hook.ts
      // comes first in every entry (remoteEntry.js included) so that a remote's runtime, arriving
      // after React has loaded, still finds its renderer.
      ...(dev
        ? [
            new EntryPlugin(dir, refreshHook, { name: undefined }),
            new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, refreshHook] }),
          ]
        : []),
      ...(Object.keys(define).length > 0
        ? [new DefinePlugin(Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])))]
        : []),
    ],
    performance: false,
    ...(dev
      ? {
          devServer: devServerConfig(dev, host),
          // Compiled up front: a chunk compiled on first request is a new build, which the shell's
          // entry cannot accept as a hot update (a reload), and a remote's chunks are requested by
          // another origin's page.
          lazyCompilation: false,
        }
      : {}),
    // Fewer, larger files for a first visit (budget: 15 JavaScript files for /): the shell keeps
    // React and its renderer in one chunk instead of one per entry point, and the shared modules
    // under the MUI frame (MUI's system and utils, emotion) in one 'mui-frame' chunk: as a chunk per
    // shared module (deep imports included) they were 20 files fetched in waves, one shared module
    // asking for the next, with @mui/utils and @emotion/serialize copied into several of them. The
    // query cache is one 'api-client' chunk beside it, not in it: the login page has the MUI frame
    // and signs in without it. The back-office frame's shared MUI components are two chunks, one the
    // sign-in page needs as well ('mui-sign-in') and one only signed-in pages do ('mui-admin-frame').
    // A remote keeps its npm code inside the chunks that use it instead of separate vendor chunks.
    optimization: {
      splitChunks: host
        ? {
            chunks: 'async',
            cacheGroups: {
              react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async', enforce: true },
              // A shared list (federation/*.ts) in the chunk of the package it lists from, and the page's
              // store with jotai: each was a file of its own on every page, a few hundred bytes apiece.
              router: {
                test: /[\\/](node_modules[\\/]react-router|federation[\\/]react-router\.ts$)/,
                name: 'router',
                chunks: 'async',
                enforce: true,
              },
              store: { test: /[\\/](node_modules[\\/]jotai|shared[\\/]store)[\\/]/, name: 'store', chunks: 'async', enforce: true },
              muiFrame: {
                test: /[\\/](node_modules[\\/](@mui[\\/](system|styled-engine|private-theming)|@emotion|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime|react-toastify|clsx)[\\/]|federation[\\/]mui-system\.ts$)/,
                name: 'mui-frame',
                chunks: 'async',
                enforce: true,
              },
              // MUI's helpers every component uses, with the frame rather than in each chunk that uses them.
              muiFrameHelpers: { test: FRAME_HELPERS, name: 'mui-frame', chunks: 'async', enforce: true, priority: 2 },
              muiComponentHelpers: { test: COMPONENT_HELPERS, name: 'mui-sign-in', chunks: 'async', enforce: true, priority: 2 },
              ...(frameTests && {
                muiSignIn: { test: frameTests.signIn, name: 'mui-sign-in', chunks: 'async', enforce: true, priority: 1 },
                muiAdminFrame: { test: frameTests.signedIn, name: 'mui-admin-frame', chunks: 'async', enforce: true },
              }),
              apiClient: { test: /[\\/]node_modules[\\/]@tanstack[\\/]/, name: 'api-client', chunks: 'async', enforce: true },
            },
          }
        : { cacheGroups: { defaultVendors: false } },
    },
  };
}
