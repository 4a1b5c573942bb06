// The one place where build and Module Federation options live. Every app's rspack.config.ts
// calls createConfig() with its name and what it exposes, so the shell and all remotes agree on
// shared singletons, output naming and cache-friendly file names.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HtmlRspackPlugin, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts passes import.meta.dirname). */
  dir: string;
  /** Federation name; remotes.json and loadRemote() use it. */
  name: string;
  /** Module path => source file, for remotes. */
  exposes?: Record<string, string>;
  /** The shell is the only host: it has an HTML page, an absolute publicPath and no exposes. */
  host?: boolean;
}

/**
 * Libraries that hold page-wide state (React's dispatcher, the router's context, jotai's store,
 * emotion's theme and style cache, MUI's theme/default-props contexts, the toast container) must
 * exist once per page, so they are singletons. The trailing-slash keys share deep imports too
 * ('react/jsx-runtime', 'react-dom/client', '@mui/system/DefaultPropsProvider'...): without
 * them a second copy loads silently and state splits.
 *
 * MUI components themselves are NOT shared: shared modules cannot be tree-shaken, so each app
 * bundles only the components it uses, and they all read the one theme through the shared
 * @mui/system and emotion contexts.
 */
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/system',
  '@mui/system/',
  '@mui/styled-engine',
  '@mui/private-theming',
  'react-toastify',
  'axios',
  // Admin-only: a public page never imports them, and loaded-first never fetches what is not imported.
  '@mui/x-data-grid',
  '@mui/x-charts',
];

/** Our own packages: one auth store, one API client, one theme for the whole page. */
const ownPackages = ['@shared/auth', '@shared/api', '@shared/domain', '@shared/ui'];

function versionOf(pkg: string): string | undefined {
  try {
    return require(`${pkg}/package.json`).version;
  } catch {
    return undefined; // not installed (e.g. @mui/x-* before the admin remotes need them)
  }
}

function sharedConfig() {
  const shared: Record<string, { singleton: true; requiredVersion: string | false; version?: string }> = {};
  for (const key of [...singletons, ...ownPackages]) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = versionOf(pkg);
    if (!version) continue;
    shared[key] = { singleton: true, requiredVersion: ownPackages.includes(pkg) ? false : `^${version}`, version };
  }
  return shared;
}

export function createConfig({ dir, name, exposes = {}, host = false }: AppOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: host ? { main: './src/index.ts' } : {},
    output: {
      path: join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // Remotes are registered at runtime from /remotes.json, never baked into a build.
        remotes: {},
        shared: sharedConfig(),
        // The default strategy loads every remote entry at start: one remote down would blank the site.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      ...(host ? [new HtmlRspackPlugin({ template: './index.html' })] : []),
    ],
    performance: false,
    optimization: { splitChunks: host ? { chunks: 'async' } : undefined },
  };
}
