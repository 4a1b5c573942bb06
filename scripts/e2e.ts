// `npm run e2e`: builds the apps that are missing, then runs the end-to-end specs in Chromium
// (e2e/playwright.config.ts). Without arguments the spec files are split between E2E_SHARDS systems
// running at once (2 unless told), each started fresh on ports of its own with a database of its
// own: shard n's shell on 3100 + 100 (n - 1), its API on 4100 + 100 (n - 1). A spec therefore
// never shares its system with a spec running at the same time, only with those before it in its
// shard, as when the suite ran whole on one system. With arguments (a spec file, --grep...) they go
// to Playwright and one system runs them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { repoRoot } from './apps';
import { buildApps } from './build';

const playwrightCli = join(repoRoot, 'node_modules/@playwright/test/cli.js');
const config = join(repoRoot, 'e2e/playwright.config.ts');

/** Ports between two shards' systems: the shell, its remotes at +1..+8 and the override origin at +10 fit below it. */
const SHARD_PORT_STEP = 100;

/** One Playwright run; its output's lines start with `prefix` when given. Answers its exit code. */
function playwright(args: string[], env: NodeJS.ProcessEnv, prefix = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [playwrightCli, 'test', '-c', config, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
    });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        if (from) createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
      }
    }
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The environment without the folders a developer may have pointed one system at: each shard's config makes its own. */
function ownFolders(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { E2E_DATA_DIR: _data, E2E_REMOTES_JSON: _remotes, ...rest } = env;
  return rest;
}

async function main(): Promise<number> {
  await buildApps(false);
  const args = process.argv.slice(2);
  const shards = Number(process.env.E2E_SHARDS ?? 2);
  if (!Number.isInteger(shards) || shards < 1) throw new Error(`E2E_SHARDS must be a whole number from 1, not ${process.env.E2E_SHARDS}`);
  if (args.length > 0 || shards === 1) return playwright(args, process.env);
  const shellPort = Number(process.env.E2E_SHELL_PORT ?? 3100);
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, index) =>
      playwright(
        [`--shard=${index + 1}/${shards}`],
        {
          ...ownFolders(process.env),
          E2E_SHELL_PORT: String(shellPort + index * SHARD_PORT_STEP),
          E2E_API_PORT: String(apiPort + index * SHARD_PORT_STEP),
          // Each run empties its own output folder when it starts; the shards must not empty each other's.
          E2E_SHARD: String(index + 1),
        },
        `[e2e ${index + 1}/${shards}] `,
      ),
    ),
  );
  const failed = codes.flatMap((code, index) => (code === 0 ? [] : [index + 1]));
  if (failed.length > 0) console.error(`End-to-end shards ${failed.join(', ')} of ${shards} failed`);
  return failed.length > 0 ? 1 : 0;
}

// The exit code is set, not forced, as the other scripts do: the shards' last lines are written first.
main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
