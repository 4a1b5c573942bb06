import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../scripts/apps';
import { remotesEnv } from '../../scripts/remotes-file';
import { e2ePorts } from '../support/ports';
import { buildWithNewRemote } from '../support/scratch-remote';
import { startStatic } from '../support/servers';

// What a team adding a remote writes: one entry in apps.ts and the remote's folder. Nothing else
// in the repository is edited, yet the shell routes to it, names it on its retry card, and leaves
// its path to the shell in index.html's early requests.
const scratchArea = {
  entry: {
    name: 'scratch_area',
    folder: 'remotes/scratch-area',
    portOffset: 8,
    access: 'public',
    routes: ['/scratch-page'],
    label: 'scratch area',
    muiFree: true,
    exposes: { './App': './src/App.tsx' },
  },
  files: {
    'package.json': JSON.stringify({
      name: 'scratch-area',
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: { build: 'rspack build' },
    }),
    'tsconfig.json': JSON.stringify({ extends: '../../tsconfig.json', include: ['src', 'rspack.config.ts', '../../types'] }),
    'rspack.config.ts':
      "import { createConfig } from '../../rspack.shared';\n\nexport default createConfig({ dir: import.meta.dirname });\n",
    'src/App.tsx': 'export default function App() {\n  return <h1>Scratch area</h1>;\n}\n',
  },
} as const;

test('a remote added with one entry in the list of apps and its folder is loaded by the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const system = buildWithNewRemote(scratchArea);
  const remote = await startStatic({ root: system.remoteDist });
  // The shell's remotes.json as its nginx image writes it: the new remote's variable beside the others'.
  const remotesFile = join(system.dir, 'remotes.json');
  execFileSync('sh', [join(repoRoot, 'docker/nginx/write-remotes-json.sh')], {
    env: {
      PATH: process.env.PATH,
      ...remotesEnv(e2ePorts.shell, 'localhost', {}),
      REMOTE_SCRATCH_AREA_URL: `http://127.0.0.1:${remote.port}/mf-manifest.json`,
      REMOTES_JSON_PATH: remotesFile,
    },
    stdio: 'ignore',
  });
  const shell = await startStatic({
    root: system.shellDist,
    spaFallback: true,
    apiOrigin: `http://127.0.0.1:${e2ePorts.api}`,
    files: { '/remotes.json': remotesFile },
  });
  const site = `http://127.0.0.1:${shell.port}`;
  const storefrontOrigin = `http://localhost:${e2ePorts.shell + 1}`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  let remoteUp = true;

  try {
    await page.goto(`${site}/scratch-page`);
    await expect(page.getByRole('heading', { name: 'Scratch area' })).toBeVisible();
    expect(requested).toContain(`http://127.0.0.1:${remote.port}/remoteEntry.js`);
    // index.html knows the path is not the storefront's: none of the storefront's files were asked for.
    expect(requested.filter((url) => url.startsWith(storefrontOrigin))).toEqual([]);

    // The rest of the site is as it was.
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Effortless Event Discovery');

    // Its label from the list is the one the retry card names.
    await remote.stop();
    remoteUp = false;
    await page.goto(`${site}/scratch-page`);
    await expect(page.getByText('This part of the site could not be loaded')).toBeVisible();
    await expect(page.getByText(/The scratch area section is temporarily unavailable/)).toBeVisible();
  } finally {
    await Promise.all([remoteUp ? remote.stop() : undefined, shell.stop()]);
    system.cleanup();
  }
});
