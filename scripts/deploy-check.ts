// `npm run deploy:check -- <app> <remotes.json>`: before a remote's build is deployed to an
// environment, checks its @shared/* requirements against what that environment's pages run
// (README.md#ship-your-remote-alone, docs/architecture.md#version-skew-guard). The shell would
// refuse to mount it (shell/src/remotes/skew.ts); this says so before any visitor sees the card.
//
// Read: the build's dist/mf-manifest.json (or --dist <folder>), the environment's remotes.json (a
// file or an http(s) URL) and the manifests it names, stable and canary, and the shell's manifest,
// which is served beside remotes.json (the shell's build and remotes.json share the site's root;
// --shell <file or URL> names another). A manifest address that is a /path is read from the site's
// root: beside remotes.json, on disk or on its server.
//
// On a page, a singleton's copy is the one loaded first, normally the shell's; where none is
// loaded yet, the highest version offered. So the copies a page may run are the shell's and any
// newer one a remote brings, and every app's requirement must admit each of them. Exit codes: 0
// deployable (a summary is printed), 1 refused (each reason is printed), 2 input it cannot read.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { satisfy } from '@module-federation/enhanced/runtime';
import { guarded } from '../shell/src/remotes/skew';
import { parseRemotesFile, type RemoteAddress } from '@shared/domain/remotes';
import { remotes } from '../apps';
import { repoRoot } from './apps';

export const usage = `Usage: npm run deploy:check -- <app> <remotes.json file or URL> [--dist <folder>] [--shell <manifest file or URL>]`;

/** Input the command cannot read: printed as it is, exit code 2. */
export class DeployCheckError extends Error {}

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/** One app's build as its manifest describes it. */
export interface Build {
  /** Who it is in messages: 'the shell', 'checkout', 'checkout (canary)'. */
  app: string;
  /** Where its manifest was read. */
  where: string;
  shared: SharedEntry[];
}

const newer = (version: string, than: string) => satisfy(version, `>${than}`);

/** Why `candidate` cannot join the shell and the other remotes' builds, in words; empty when it can. */
export function skewProblems(candidate: Build, shell: Build, others: readonly Build[]): string[] {
  const apps = [candidate, shell, ...others];
  const names = new Set(apps.flatMap((build) => build.shared.map((entry) => entry.name).filter(guarded)));
  const problems: string[] = [];
  for (const name of names) {
    const copies = apps.flatMap((build) =>
      build.shared.filter((entry) => entry.name === name).map((entry) => ({ build, version: entry.version })),
    );
    const shellCopy = copies.find((copy) => copy.build === shell);
    const pageCopies = shellCopy
      ? [shellCopy, ...copies.filter((copy) => copy.build !== shell && newer(copy.version, shellCopy.version))]
      : copies;
    for (const build of apps) {
      const range = build.shared.find((entry) => entry.name === name)?.requiredVersion;
      if (!range) continue;
      for (const copy of pageCopies) {
        if (copy.build === build || satisfy(copy.version, range) || (build !== candidate && copy.build !== candidate)) continue;
        problems.push(
          build === candidate
            ? `${candidate.app} requires ${name} ${range}, but ${copy.build.app} provides ${copy.version} (${copy.build.where})`
            : `${candidate.app} provides ${name} ${copy.version}, newer than the shell's ${shellCopy?.version}, which a page may ` +
                `then run, but ${build.app} requires ${range} (${build.where})`,
        );
      }
    }
  }
  return problems;
}

/** Where an address of remotes.json leads: http(s) as it is, a /path from the site's root (remotes.json's folder). */
export function resolveAddress(address: string, remotesJson: string): string {
  if (/^https?:\/\//.test(address)) return address;
  if (/^https?:\/\//.test(remotesJson)) return new URL(address, remotesJson).href;
  return join(dirname(remotesJson), address);
}

async function readJson(where: string): Promise<unknown> {
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where);
    if (!response.ok) throw new DeployCheckError(`${where} answered ${response.status}`);
    return response.json();
  }
  if (!existsSync(where)) throw new DeployCheckError(`There is no ${where}`);
  return JSON.parse(readFileSync(where, 'utf8'));
}

async function readBuild(app: string, where: string): Promise<Build> {
  const manifest = (await readJson(where)) as { shared?: SharedEntry[] };
  if (!Array.isArray(manifest.shared)) throw new DeployCheckError(`${where} is not a Module Federation manifest (it has no shared list)`);
  return { app, where, shared: manifest.shared };
}

const releasesOf = (name: string, address: RemoteAddress) =>
  typeof address === 'string'
    ? [{ app: name, address }]
    : [
        { app: name, address: address.stable },
        { app: `${name} (canary)`, address: address.canary },
      ];

export interface DeployCheckArgs {
  app: string;
  remotesJson: string;
  dist?: string;
  shell?: string;
}

/** Checks one build against an environment; answers the verdict's lines and whether it may deploy. */
export async function deployCheck(
  { app, remotesJson, dist, shell }: DeployCheckArgs,
  warn: (line: string) => void = console.warn,
): Promise<{ ok: boolean; lines: string[] }> {
  const remote = remotes.find((candidate) => candidate.name === app || candidate.folder.split('/').pop() === app);
  if (!remote) throw new DeployCheckError(`${app} is not a remote of apps.ts (${remotes.map((entry) => entry.name).join(', ')})`);
  const candidate = await readBuild(remote.name, join(dist ?? join(repoRoot, remote.folder, 'dist'), 'mf-manifest.json'));
  const { file, problems } = parseRemotesFile(await readJson(remotesJson));
  if (problems.length > 0) warn(`${remotesJson} has problems, its other entries are checked:\n- ${problems.join('\n- ')}`);
  const shellBuild = await readBuild('the shell', shell ?? resolveAddress('mf-manifest.json', remotesJson));

  const others: Build[] = [];
  for (const [name, address] of Object.entries(file.remotes)) {
    if (name === remote.name) continue;
    for (const release of releasesOf(name, address)) {
      const where = resolveAddress(release.address, remotesJson);
      try {
        others.push(await readBuild(release.app, where));
      } catch (error) {
        // A remote that is down today constrains no page: it is named, not held against this build.
        warn(`${release.app}: its manifest could not be read, so it is not checked (${error instanceof Error ? error.message : error})`);
      }
    }
  }

  const refusals = skewProblems(candidate, shellBuild, others);
  if (refusals.length > 0)
    return { ok: false, lines: [`${remote.name} cannot be deployed to ${remotesJson}:`, ...refusals.map((line) => `- ${line}`)] };
  const requirements = candidate.shared.filter((entry) => guarded(entry.name) && entry.requiredVersion);
  const provided = (name: string) => shellBuild.shared.find((entry) => entry.name === name)?.version ?? 'none';
  return {
    ok: true,
    lines: [
      `${remote.name} can be deployed to ${remotesJson}, checked against the shell and ${others.length} other release(s):`,
      ...requirements.map((entry) => `- ${entry.name}: requires ${entry.requiredVersion}, the shell provides ${provided(entry.name)}`),
    ],
  };
}

/** The command line: 0 deployable, 1 refused, 2 input it cannot read. */
export async function runDeployCheck(argv: readonly string[], out: Pick<Console, 'log' | 'error' | 'warn'> = console): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { dist: { type: 'string' }, shell: { type: 'string' } },
    });
    if (positionals.length !== 2) throw new DeployCheckError(usage);
    const [app, remotesJson] = positionals;
    const { ok, lines } = await deployCheck({ app, remotesJson, ...values }, (line) => out.warn(line));
    (ok ? out.log : out.error)(lines.join('\n'));
    return ok ? 0 : 1;
  } catch (error) {
    if (!(error instanceof DeployCheckError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) throw error;
    out.error((error as Error).message);
    return 2;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void runDeployCheck(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
