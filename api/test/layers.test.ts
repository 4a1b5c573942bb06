// The API's layers (docs/architecture.md, "The API"), read from the import statements of
// api/src: no two folders depend on each other, even through others; routes/ translates HTTP and
// leaves the queries to the domain modules; db/ owns the schema and the connection and knows
// nothing above it. TypeScript 7 has no JavaScript API to ask, so the imports are read with a
// regular expression over the source, which the first tests below hold to what it must find.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '../src');

interface Import {
  /** As written: './capacity', 'drizzle-orm'. */
  specifier: string;
  /** Only types are taken (`import type`, or every name marked `type`): nothing of it runs. */
  typeOnly: boolean;
}

// `import ... from '...'` and `export ... from '...'` (their names may span lines, never a `;`),
// `import '...'` for its effects, and `import('...')`.
const FROM = /^[ \t]*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(source: string): Import[] {
  const found: Import[] = [];
  for (const [, , typeKeyword, names, specifier] of source.matchAll(FROM)) {
    const braced = /^\{([^}]*)\}$/.exec(names.trim());
    const specifiers = braced?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const everyNameIsAType = specifiers !== undefined && specifiers.length > 0 && specifiers.every((name) => name.startsWith('type '));
    found.push({ specifier, typeOnly: typeKeyword !== undefined || everyNameIsAType });
  }
  for (const pattern of [BARE, DYNAMIC]) {
    for (const [, specifier] of source.matchAll(pattern)) found.push({ specifier, typeOnly: false });
  }
  return found;
}

/** The part of api/src a file is in: its folder ('orders'), or itself at the top ('config.ts'). */
const partOf = (file: string) => file.split('/')[0];

interface Edge {
  from: string;
  to: string;
  /** The import that makes it, 'orders/capacity.ts -> events/kinds.ts'. */
  because: string;
}

/** A cycle of parts, each step with the import that makes it; undefined when there is none. */
function findCycle(edges: Edge[]): Edge[] | undefined {
  const next = new Map<string, Edge[]>();
  for (const edge of edges) if (edge.from !== edge.to) next.set(edge.from, [...(next.get(edge.from) ?? []), edge]);
  const done = new Set<string>();
  const path: Edge[] = [];
  const onPath = new Set<string>();
  const visit = (part: string): Edge[] | undefined => {
    if (done.has(part)) return undefined;
    onPath.add(part);
    for (const edge of next.get(part) ?? []) {
      if (onPath.has(edge.to)) {
        const start = path.findIndex((step) => step.from === edge.to);
        return [...(start === -1 ? [] : path.slice(start)), edge];
      }
      path.push(edge);
      const cycle = visit(edge.to);
      if (cycle) return cycle;
      path.pop();
    }
    onPath.delete(part);
    done.add(part);
    return undefined;
  };
  for (const part of [...next.keys()].sort()) {
    const cycle = visit(part);
    if (cycle) return cycle;
  }
  return undefined;
}

const describeCycle = (cycle: Edge[]) =>
  `${[cycle[0].from, ...cycle.map((edge) => edge.to)].join(' -> ')}\n${cycle.map((edge) => `  ${edge.because}`).join('\n')}`;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The file a relative import names, relative to api/src, or undefined for one outside api/src. */
function target(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(join(SRC, fromFile)), specifier);
  const file = [base, `${base}.ts`, join(base, 'index.ts')].find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  const path = relative(SRC, file ?? base);
  return path.startsWith('..') ? undefined : path;
}

// Tests are left out: nothing imports them, so they cannot make a part depend on another.
const files = sourceFiles(SRC)
  .map((path) => relative(SRC, path))
  .filter((file) => !/\.test\.ts$/.test(file))
  .map((file) => ({ file, imports: importsOf(readFileSync(join(SRC, file), 'utf8')) }));

const internal = files.flatMap(({ file, imports }) =>
  imports
    .filter(({ specifier }) => specifier.startsWith('.'))
    .flatMap(({ specifier, typeOnly }) => {
      const to = target(file, specifier);
      return to === undefined ? [] : [{ file, to, typeOnly }];
    }),
);

describe('reading the imports', () => {
  it('finds every kind of import, across lines, and which take only types', () => {
    const source = [
      "import { a, type B } from './values';",
      "import type { C } from '../types';",
      'import {',
      '  type D,',
      '  type E,',
      "} from './only-types';",
      "import fastify from 'fastify';",
      "export { f } from './re-export';",
      "export type { G } from './type-export';",
      "import './side-effect';",
      "const lazy = () => import('./lazy');",
      "// import { commented } from './not-an-import';",
      " * import { inDocs } from './not-either';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './values', typeOnly: false },
      { specifier: '../types', typeOnly: true },
      { specifier: './only-types', typeOnly: true },
      { specifier: 'fastify', typeOnly: false },
      { specifier: './re-export', typeOnly: false },
      { specifier: './type-export', typeOnly: true },
      { specifier: './side-effect', typeOnly: false },
      { specifier: './lazy', typeOnly: false },
    ]);
  });

  it('reads the files of api/src and resolves their imports to files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(internal).toContainEqual({ file: 'orders/capacity.ts', to: 'events/kinds.ts', typeOnly: false });
    expect(internal).toContainEqual({ file: 'routes/orders.ts', to: 'db/connect.ts', typeOnly: true });
  });

  it('finds a cycle through several parts and names the imports that make it', () => {
    const edge = (from: string, to: string) => ({ from, to, because: `${from}/x.ts -> ${to}/y.ts` });
    expect(findCycle([edge('a', 'b'), edge('b', 'c'), edge('c', 'd')])).toBeUndefined();
    const cycle = findCycle([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')]);
    expect(cycle && describeCycle(cycle)).toBe('a -> b -> c -> a\n  a/x.ts -> b/y.ts\n  b/x.ts -> c/y.ts\n  c/x.ts -> a/y.ts');
  });
});

describe('the layers of api/src', () => {
  it('has no cycle between its folders (and its top-level files)', () => {
    const edges = internal.map(({ file, to }) => ({ from: partOf(file), to: partOf(to), because: `${file} -> ${to}` }));
    const cycle = findCycle(edges);
    if (cycle) throw new Error(`api/src has a cycle between its folders:\n${describeCycle(cycle)}`);
  });

  it('keeps queries out of routes/: no drizzle-orm, and only types from db/', () => {
    const routes = files.filter(({ file }) => file.startsWith('routes/'));
    expect(routes.length).toBeGreaterThan(5);
    const queries = routes.flatMap(({ file, imports }) =>
      imports
        .filter(({ specifier }) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))
        .map(({ specifier }) => `${file} imports ${specifier}`),
    );
    const tables = internal
      .filter(({ file, to, typeOnly }) => file.startsWith('routes/') && to.startsWith('db/') && !typeOnly)
      .map(({ file, to }) => `${file} imports ${to}`);
    expect([...queries, ...tables]).toEqual([]);
  });

  it('keeps db/ below everything: it imports nothing else of api/src', () => {
    const upward = internal
      .filter(({ file, to }) => file.startsWith('db/') && !to.startsWith('db/'))
      .map(({ file, to }) => `${file} imports ${to}`);
    expect(upward).toEqual([]);
  });
});
