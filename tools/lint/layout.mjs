// The parts of the repository the import boundaries know, read from the repository itself: the
// apps from apps.ts (the one list of apps), the shared packages from shared/*. A new remote or
// shared package is covered without editing the lint configuration.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const packageName = (root, folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).name;

/** @returns {Promise<import('./rules/boundaries.mjs').Part[]>} */
export async function readLayout(root) {
  const { remotes, shell } = await tsImport(join(root, 'apps.ts'), import.meta.url);
  const apps = [...remotes.map((remote) => ({ ...remote, kind: 'remote' })), { ...shell, kind: 'shell' }].map(({ folder, kind, name }) => ({
    folder,
    kind,
    names: [...new Set([name, packageName(root, folder)])],
  }));

  // A shared package's entries are the modules at its root (shared/ui/core.ts is '@shared/ui/core');
  // everything under its src/ is private to it.
  const shared = readdirSync(join(root, 'shared'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'shared', entry.name, 'package.json')))
    .map(({ name }) => {
      const folder = `shared/${name}`;
      const entries = readdirSync(join(root, folder))
        .filter((file) => /^[^.]+\.tsx?$/.test(file))
        .map((file) => file.replace(/\.tsx?$/, ''));
      return { folder, kind: 'shared', names: [packageName(root, folder)], entries };
    });

  return [...apps, ...shared, { folder: 'api', kind: 'api', names: [packageName(root, 'api')] }];
}
