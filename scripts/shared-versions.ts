// `npm run shared-versions`: every @shared/* package's version changes when its published types do
// (docs/architecture.md#version-skew-guard). Apps share our packages with `requiredVersion:
// ^<version built against>` (rspack.shared.ts), so a version that stays put while the contract
// changes would let a remote built against the new contract run on the page's old copy.
//
// Each package keeps a record, shared/<name>/published-types.json: its version and a SHA-256 of
// the declarations tsc emits for its entries (its main module and the modules at its root, the
// ones docs/conventions.md#import-boundaries lets others import), following their relative
// imports, so a change inside src/ that no entry's types reach needs no new version. The check
// fails when that hash changed and the version did not, and when a workspace's range for the
// package no longer admits its version. `--record` writes the records after a version bump.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { satisfy } from '@module-federation/enhanced/runtime';
import { repoRoot } from './apps';

const run = promisify(execFile);

export const recordFile = 'published-types.json';

export interface SharedPackage {
  name: string;
  version: string;
  dir: string;
  /** The modules others may import, relative to `dir`. */
  entries: string[];
}

export interface TypesRecord {
  version: string;
  types: string;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** The packages under shared/, with their entries. */
export function sharedPackages(root = repoRoot): SharedPackage[] {
  return readdirSync(join(root, 'shared'), { withFileTypes: true })
    .filter((folder) => folder.isDirectory() && existsSync(join(root, 'shared', folder.name, 'package.json')))
    .map(({ name: folder }) => {
      const dir = join(root, 'shared', folder);
      const { name, version, main } = readJson(join(dir, 'package.json')) as { name: string; version: string; main: string };
      const rootModules = readdirSync(dir).filter((file) => /^[^.]+\.tsx?$/.test(file));
      return { name, version, dir, entries: [main, ...rootModules] };
    });
}

const relativeImport = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

/** The declaration files reachable from `start` through relative imports, by path. */
function reachable(starts: string[]): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !existsSync(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
      visit(existsSync(`${base}.d.ts`) ? `${base}.d.ts` : join(base, 'index.d.ts'));
    }
  };
  starts.forEach(visit);
  return [...found].sort();
}

/** A hash of the types `pkg` publishes: the declarations of its entries and what they import. */
export async function publishedTypes(pkg: SharedPackage, root = repoRoot): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'published-types-'));
  try {
    const out = join(scratch, 'out');
    const tsconfig = join(scratch, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: join(pkg.dir, 'tsconfig.json'),
        compilerOptions: {
          ...{ noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: out, rootDir: pkg.dir },
          // Read from the scratch folder's place, where no node_modules is.
          typeRoots: [join(repoRoot, 'node_modules/@types')],
        },
        files: pkg.entries.map((entry) => join(pkg.dir, entry)),
        include: [join(root, 'types')],
      }),
    );
    try {
      // One checker: TypeScript 7 checks files on several threads by default, and how it writes an
      // inferred type can then depend on which thread met it first; the hash must not.
      await run(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', tsconfig, '--singleThreaded']);
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`tsc could not emit ${pkg.name}'s declarations:\n${stdout}${stderr}`, { cause: error });
    }
    const declarations = pkg.entries.map((entry) => join(out, entry.replace(/\.tsx?$/, '.d.ts')));
    const hash = createHash('sha256');
    for (const file of reachable(declarations)) {
      hash.update(`${relative(out, file)}\n${readFileSync(file, 'utf8').replace(/\r\n/g, '\n')}\n`);
    }
    return `sha256:${hash.digest('hex')}`;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function readRecord(pkg: SharedPackage): TypesRecord | undefined {
  const path = join(pkg.dir, recordFile);
  return existsSync(path) ? (readJson(path) as TypesRecord) : undefined;
}

const recordCommand = 'npm run shared-versions -- --record';

/** What is wrong with one package's version against its record, in words; empty when nothing is. */
export function versionProblems(pkg: SharedPackage, types: string, record: TypesRecord | undefined): string[] {
  const where = relative(dirname(dirname(pkg.dir)), pkg.dir);
  if (!record) return [`${pkg.name} has no ${where}/${recordFile}: run ${recordCommand}`];
  if (record.types !== types && record.version === pkg.version)
    return [
      `${pkg.name}'s exported types changed; bump its version (major for a breaking change, minor for an addition, ` +
        `patch otherwise) in ${where}/package.json and the ranges that name it, then run ${recordCommand}`,
    ];
  if (record.types !== types || record.version !== pkg.version)
    return [`${where}/${recordFile} is not up to date with ${pkg.name} ${pkg.version}: run ${recordCommand}`];
  return [];
}

/** Workspaces whose dependency range on a shared package does not admit its version. */
export function rangeProblems(packages: readonly SharedPackage[], root = repoRoot): string[] {
  const { workspaces } = readJson(join(root, 'package.json')) as { workspaces: string[] };
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
  const problems: string[] = [];
  for (const folder of folders) {
    const manifest = join(root, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { dependencies = {}, devDependencies = {} } = readJson(manifest) as Record<string, Record<string, string> | undefined>;
    for (const [name, range] of Object.entries({ ...dependencies, ...devDependencies })) {
      const pkg = packages.find((candidate) => candidate.name === name);
      if (pkg && !satisfy(pkg.version, range))
        problems.push(`${folder}/package.json asks for ${name} ${range}, which its version ${pkg.version} is not: widen the range`);
    }
  }
  return problems;
}

/** Checks every shared package; answers the problems, empty when all is in order. */
export async function checkSharedVersions(root = repoRoot): Promise<string[]> {
  const packages = sharedPackages(root);
  const hashes = await Promise.all(packages.map((pkg) => publishedTypes(pkg, root)));
  return [...packages.flatMap((pkg, index) => versionProblems(pkg, hashes[index], readRecord(pkg))), ...rangeProblems(packages, root)];
}

/**
 * Writes each package's record. A package whose types changed under the same version is refused
 * (that is the mistake the check exists for) unless `sameVersion` says the change is not one of
 * its contract, such as a new TypeScript writing the same types differently.
 */
export async function recordSharedVersions(root = repoRoot, sameVersion = false): Promise<string[]> {
  const packages = sharedPackages(root);
  const hashes = await Promise.all(packages.map((pkg) => publishedTypes(pkg, root)));
  const refused = packages.filter((pkg, index) => {
    const record = readRecord(pkg);
    return !sameVersion && record && record.types !== hashes[index] && record.version === pkg.version;
  });
  if (refused.length > 0)
    throw new Error(
      refused.map((pkg) => `${pkg.name}'s exported types changed and its version is still ${pkg.version}: bump it first`).join('\n') +
        '\n(--same-version records them anyway, for a change that is not one of the contract)',
    );
  return packages.map((pkg, index) => {
    const record: TypesRecord = { version: pkg.version, types: hashes[index] };
    writeFileSync(join(pkg.dir, recordFile), `${JSON.stringify(record, null, 2)}\n`);
    return `${pkg.name} ${pkg.version}: ${record.types}`;
  });
}

/** The command line: 0 when every package is in order (or the records were written), else 1. */
export async function runSharedVersions(args: readonly string[], out: Pick<Console, 'log' | 'error'> = console): Promise<number> {
  try {
    if (args.includes('--record')) {
      out.log(`Recorded:\n${(await recordSharedVersions(repoRoot, args.includes('--same-version'))).join('\n')}`);
      return 0;
    }
    const problems = await checkSharedVersions();
    if (problems.length === 0) {
      out.log("Every @shared/* package's version matches its published types.");
      return 0;
    }
    out.error(`Shared package versions:\n- ${problems.join('\n- ')}`);
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
  }
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void runSharedVersions(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
