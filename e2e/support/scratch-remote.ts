// A remote team's change, made and built alone in a scratch copy of the repository (sources of
// the apps it touches plus the shared build config and the list of apps; node_modules linked),
// as its own CI would.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { RemoteEntry } from '../../apps';
import { remoteApps, repoRoot, shellApp, type FrontApp } from '../../scripts/apps';

export interface ScratchRemote {
  dir: string;
  dist: string;
  cleanup: () => void;
}

/** Replaces `find` with `replace` in the one source file of the remote that contains it. */
export type SourceEdit = { find: string; replace: string };

/** A scratch repository with what every app's build reads from the root. */
function scratchRepository(prefix: string): string {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  for (const shared of ['rspack.shared.ts', 'apps.ts', 'tsconfig.json', 'package.json', 'federation', 'types']) {
    cpSync(join(repoRoot, shared), join(scratch, shared), { recursive: true });
  }
  return scratch;
}

/** The repository's node_modules, linked whole. */
function linkModules(scratch: string): void {
  symlinkSync(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'));
}

/**
 * The repository's node_modules, but for the @shared/* packages named in `versions`: those are
 * copies at that version in the scratch repository, as after a bump of the workspace.
 */
function linkModulesWithSharedVersions(scratch: string, versions: Record<string, string>): void {
  const modules = join(scratch, 'node_modules');
  mkdirSync(join(modules, '@shared'), { recursive: true });
  for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
    if (entry !== '@shared') symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
  }
  for (const folder of readdirSync(join(repoRoot, 'shared'))) {
    const packageJson = JSON.parse(readFileSync(join(repoRoot, 'shared', folder, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    const version = versions[packageJson.name];
    let target = join(repoRoot, 'shared', folder);
    if (version) {
      target = join(scratch, 'shared', folder);
      cpSync(join(repoRoot, 'shared', folder), target, { recursive: true, filter: (source) => !/[\\/]node_modules$/.test(source) });
      writeFileSync(join(target, 'package.json'), JSON.stringify({ ...packageJson, version }, null, 2));
    }
    symlinkSync(target, join(modules, '@shared', folder));
  }
}

/** Copies an app's sources into the scratch repository and answers their folder there. */
function copyApp(scratch: string, app: FrontApp): string {
  const appDir = join(scratch, relative(repoRoot, app.dir));
  cpSync(app.dir, appDir, { recursive: true, filter: (source) => !/[\\/](dist|node_modules|@mf-types)$/.test(source) });
  return appDir;
}

function build(appDir: string): void {
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], { cwd: appDir, stdio: 'ignore' });
}

export function buildChangedRemote(name: string, edit: SourceEdit): ScratchRemote {
  const app = remoteApps.find((candidate) => candidate.name === name)!;
  const scratch = scratchRepository(`${name}-change-`);
  linkModules(scratch);
  const appDir = copyApp(scratch, app);

  const sources = readdirSync(join(appDir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name));
  const file = sources.find((source) => readFileSync(source, 'utf8').includes(edit.find));
  if (!file) throw new Error(`No source of ${name} contains ${JSON.stringify(edit.find)}`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(edit.find, edit.replace));

  build(appDir);
  return { dir: scratch, dist: join(appDir, 'dist'), cleanup: () => rmSync(scratch, { recursive: true, force: true }) };
}

/**
 * A remote built, at its own version, in a repository where some @shared/* packages have other
 * versions: a team that bumped `@shared/api` to its next major version and built its remote before the shell.
 */
export function buildRemoteAgainst(name: string, { version, shared }: { version: string; shared: Record<string, string> }): ScratchRemote {
  const app = remoteApps.find((candidate) => candidate.name === name)!;
  const scratch = scratchRepository(`${name}-skew-`);
  linkModulesWithSharedVersions(scratch, shared);
  const appDir = copyApp(scratch, app);
  const packageJson = join(appDir, 'package.json');
  writeFileSync(packageJson, JSON.stringify({ ...JSON.parse(readFileSync(packageJson, 'utf8')), version }, null, 2));
  build(appDir);
  return { dir: scratch, dist: join(appDir, 'dist'), cleanup: () => rmSync(scratch, { recursive: true, force: true }) };
}

export interface NewRemote {
  /** Its entry in apps.ts, added as a developer would, at the end of the list. */
  entry: RemoteEntry;
  /** Its folder's files, by path inside the folder. */
  files: Record<string, string>;
}

export interface ScratchSystem {
  dir: string;
  shellDist: string;
  remoteDist: string;
  cleanup: () => void;
}

/** Adds a remote to a scratch copy (one entry in apps.ts and its folder), then builds it and the shell. */
export function buildWithNewRemote({ entry, files }: NewRemote): ScratchSystem {
  const scratch = scratchRepository(`${entry.name}-new-`);
  linkModules(scratch);
  const shellDir = copyApp(scratch, shellApp);
  const manifest = join(scratch, 'apps.ts');
  const listEnd = '\n] as const satisfies readonly RemoteEntry[];';
  const text = readFileSync(manifest, 'utf8');
  if (!text.includes(listEnd)) throw new Error(`apps.ts no longer ends its list of remotes with ${JSON.stringify(listEnd)}`);
  writeFileSync(manifest, text.replace(listEnd, `\n  ${JSON.stringify(entry)},${listEnd}`));

  const remoteDir = join(scratch, entry.folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(remoteDir, path)), { recursive: true });
    writeFileSync(join(remoteDir, path), content);
  }

  build(remoteDir);
  build(shellDir);
  return {
    dir: scratch,
    shellDist: join(shellDir, 'dist'),
    remoteDist: join(remoteDir, 'dist'),
    cleanup: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
