// The shell's side of the type contracts: every remote publishes the types of what it exposes
// (dist/@mf-types.zip in Module Federation's layout, see federation/exposed-types.ts); this
// unpacks them into shell/@mf-types/, where the shell's typecheck resolves 'storefront/App' and
// the like (tsconfig "paths"), and writes the list of what each remote's App is
// (shell/@mf-types/apps.d.ts, from the list of apps) that shell/src/remotes/contracts.ts checks.
// Remotes without published types are built first.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AdmZip from 'adm-zip';
import { remoteApps, shellApp, type FrontApp } from './apps';
import { buildApps } from './build';

export const typesRoot = join(shellApp.dir, '@mf-types');

const publishedTypes = (app: FrontApp) => join(app.dir, 'dist', '@mf-types.zip');

export function unpackRemoteTypes(app: FrontApp, zip = publishedTypes(app), root = typesRoot): void {
  if (!existsSync(zip)) throw new Error(`${app.name} published no types: ${zip} is missing`);
  const target = join(root, app.name);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  new AdmZip(zip).extractAllTo(target, true);
}

/** One property per remote: the type of the App it publishes, as its unpacked types declare it. */
export function publishedAppsDeclaration(names: readonly string[]): string {
  const lines = names.map((name) => `  ${name}: typeof import('${name}/App').default;`);
  return `// Written by scripts/remote-types.ts from the list of apps (apps.ts).\nexport interface PublishedApps {\n${lines.join('\n')}\n}\n`;
}

export function writePublishedApps(root = typesRoot, names = remoteApps.map((app) => app.name)): void {
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'apps.d.ts'), publishedAppsDeclaration(names));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApps(
    true,
    2,
    remoteApps.filter((app) => !existsSync(publishedTypes(app))),
  );
  for (const app of remoteApps) unpackRemoteTypes(app);
  writePublishedApps();
}
