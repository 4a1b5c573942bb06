// A remote team's change, made and built alone in a scratch copy of the repository (sources of
// that one remote plus the shared build config; node_modules linked), as its own CI would.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { remoteApps, repoRoot } from '../../scripts/apps';

export interface ScratchRemote {
  dir: string;
  dist: string;
  cleanup: () => void;
}

/** Replaces `find` with `replace` in the one source file of the remote that contains it. */
export type SourceEdit = { find: string; replace: string };

export function buildChangedRemote(name: string, edit: SourceEdit): ScratchRemote {
  const app = remoteApps.find((candidate) => candidate.name === name)!;
  const scratch = mkdtempSync(join(tmpdir(), `${name}-change-`));
  const appDir = join(scratch, relative(repoRoot, app.dir));
  cpSync(app.dir, appDir, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  for (const shared of ['rspack.shared.ts', 'tsconfig.json', 'package.json', 'federation', 'types']) {
    cpSync(join(repoRoot, shared), join(scratch, shared), { recursive: true });
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'));

  const sources = readdirSync(join(appDir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name));
  const file = sources.find((source) => readFileSync(source, 'utf8').includes(edit.find));
  if (!file) throw new Error(`No source of ${name} contains ${JSON.stringify(edit.find)}`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(edit.find, edit.replace));

  execFileSync(process.execPath, [join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], { cwd: appDir, stdio: 'ignore' });
  return { dir: scratch, dist: join(appDir, 'dist'), cleanup: () => rmSync(scratch, { recursive: true, force: true }) };
}
