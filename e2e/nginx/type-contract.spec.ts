import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { remoteApps, repoRoot } from '../../scripts/apps';
import { typesRoot, unpackRemoteTypes } from '../../scripts/remote-types';
import { buildChangedRemote, type ScratchRemote } from '../support/scratch-remote';

/** The shell's typecheck with one remote's published types taken from a scratch build. */
function typecheckShellAgainst(change: ScratchRemote, remote: string): { ok: boolean; output: string } {
  const types = join(change.dir, 'published-types');
  const app = remoteApps.find((candidate) => candidate.name === remote)!;
  unpackRemoteTypes(app, join(change.dist, '@mf-types.zip'), types);
  const paths = Object.fromEntries(
    remoteApps.map((other) => [`${other.name}/*`, [join(other.name === remote ? types : typesRoot, other.name, '*')]]),
  );
  const tsconfig = join(change.dir, 'tsconfig.shell-check.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(repoRoot, 'tsconfig.json'),
      compilerOptions: { paths },
      include: [join(repoRoot, 'shell/src'), join(repoRoot, 'types')],
    }),
  );
  try {
    return {
      ok: true,
      output: execFileSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], { encoding: 'utf8' }),
    };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

test.describe('the type contract between the shell and a remote', () => {
  test.setTimeout(120_000);

  test('a compatible change to a remote keeps the shell typechecking', () => {
    const change = buildChangedRemote('settings', { find: 'title="Settings"', replace: 'title="Settings and profile"' });
    try {
      const result = typecheckShellAgainst(change, 'settings');
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
    } finally {
      change.cleanup();
    }
  });

  test("changing an exposed module's props incompatibly fails the shell's typecheck", () => {
    const change = buildChangedRemote('settings', {
      find: 'export default function App() {',
      replace: 'export default function App({ tenant }: { tenant: string }) {\n  void tenant;',
    });
    try {
      const result = typecheckShellAgainst(change, 'settings');
      expect(result.ok).toBe(false);
      // The remotes are those of apps.ts, so the constraint names them rather than an alias.
      const names = remoteApps
        .map((app) => `"${app.name}"`)
        .sort()
        .join(' | ');
      expect(result.output).toContain(`does not satisfy the constraint 'Record<${names}, AreaComponent>'`);
      expect(result.output).toMatch(/shell\/src\/remotes\/contracts\.ts.*settings: \(\{ tenant \}: \{ tenant: string; \}\) => Element;/);
    } finally {
      change.cleanup();
    }
  });
});
