// A remote's published types: dist/@mf-types.zip holds the declarations of what it exposes, in
// Module Federation's layout (an entry per exposed module at the top, e.g. App.d.ts, re-exporting
// from compiled-types/<path from the repository root>). The shell's typecheck consumes them
// (scripts/remote-types.ts).
//
// Module Federation's own dts option does this after bundling, through three tsc runs in a forked
// process that declare and type-check every file the exposes reach: about 4.5 s added to a 1-3 s
// build. Here one tsc run declares the exposed modules alone and starts with the build, so it
// runs beside the bundling instead of after it. It does not type-check: `npm run typecheck` does,
// for the remotes and for the shell against these declarations. A declaration tsc cannot emit
// (syntax or configuration error) fails the build, so a remote never deploys without its types.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { Compilation, type Compiler } from '@rspack/core';
import AdmZip from 'adm-zip';

const require = createRequire(import.meta.url);

const TYPES_ZIP = '@mf-types.zip';
const COMPILED = 'compiled-types';

export interface ExposedTypesOptions {
  /** Module path => source file, relative to the compiler's context (the remote's folder). */
  exposes: Record<string, string>;
  /** The remote's tsconfig.json, whose options the declarations follow. */
  tsconfig: string;
  /** Paths inside compiled-types/ are relative to this folder (the repository root). */
  rootDir: string;
}

/** The file an exposed module's declarations are published under: './App' => App.d.ts, '.' => index.d.ts. */
function entryFileOf(exposeKey: string): string {
  const name = exposeKey === '.' ? 'index' : posix.normalize(exposeKey.replace(/^\.\//, ''));
  return `${name}.d.ts`;
}

/** The entry's text: it re-exports the module's declarations, and its default export when it has one. */
function entryText(entryFile: string, declarationFile: string, declarations: string): string {
  const from = posix.relative(posix.dirname(entryFile), declarationFile.replace(/\.d\.ts$/, ''));
  const specifier = from.startsWith('.') ? from : `./${from}`;
  const lines = [`export * from '${specifier}';`];
  if (/\bexport\s+default\b|\bexport\s*\{[^}]*\bdefault\b/.test(declarations)) lines.push(`export { default } from '${specifier}';`);
  return `${lines.join('\n')}\n`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function runTsc(project: string, cwd: string): Promise<void> {
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [tsc, '--project', project, '--pretty', 'false'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`tsc could not declare the exposed modules (exit ${code}):\n${output.trim()}`)),
    );
  });
}

/** Declares the exposed modules with tsc and packs them into the zip's bytes. */
export async function buildTypesZip(context: string, { exposes, tsconfig, rootDir }: ExposedTypesOptions): Promise<Buffer> {
  // tsc resolves the config's "types" from node_modules above the config file, so the generated
  // config lives under the remote's folder; the process id keeps concurrent builds apart.
  const work = join(context, 'node_modules/.cache/exposed-types', String(process.pid));
  const outDir = join(work, 'out');
  const project = join(work, 'tsconfig.json');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const sources = Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, resolve(context, file)]));
  writeFileSync(
    project,
    JSON.stringify({
      extends: resolve(context, tsconfig),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        declarationMap: false,
        noCheck: true,
        incremental: false,
        composite: false,
        rootDir,
        outDir,
      },
      files: Object.values(sources),
      include: [],
    }),
  );
  try {
    await runTsc(project, context);
    const zip = new AdmZip();
    for (const file of filesUnder(outDir)) {
      zip.addFile(posix.join(COMPILED, relative(outDir, file).split(sep).join('/')), readFileSync(file));
    }
    for (const [key, source] of Object.entries(sources)) {
      const declarationFile = posix.join(
        COMPILED,
        relative(rootDir, source)
          .split(sep)
          .join('/')
          .replace(/\.[cm]?[jt]sx?$/, '.d.ts'),
      );
      const declarations = zip.getEntry(declarationFile);
      if (!declarations) throw new Error(`tsc emitted no declarations for ${key} (${source})`);
      const entryFile = entryFileOf(key);
      zip.addFile(entryFile, Buffer.from(entryText(entryFile, declarationFile, declarations.getData().toString('utf8'))));
    }
    return zip.toBuffer();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Emits dist/@mf-types.zip, declared while the bundle builds. */
export class ExposedTypesPlugin {
  constructor(private readonly options: ExposedTypesOptions) {}

  apply(compiler: Compiler): void {
    let pending: Promise<Buffer> | undefined;
    const start = async () => {
      pending = buildTypesZip(compiler.context, this.options);
      // Awaited in processAssets; this only keeps an early failure from being an unhandled rejection.
      pending.catch(() => undefined);
    };
    compiler.hooks.run.tapPromise('ExposedTypesPlugin', start);
    compiler.hooks.watchRun.tapPromise('ExposedTypesPlugin', start);
    compiler.hooks.thisCompilation.tap('ExposedTypesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // The last stage that still adds assets: the types have had the whole bundling to finish.
        { name: 'ExposedTypesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const zip = await (pending ?? buildTypesZip(compiler.context, this.options));
          compilation.emitAsset(TYPES_ZIP, new compiler.webpack.sources.RawSource(zip));
        },
      );
    });
  }
}
