// The packages shared through a list of names (federation/*.ts, rspack.shared.ts "curated"): a name
// an app imports that the list lacks is undefined on the page, and the area fails to render. Jest
// imports the package itself and cannot see it, and the bundler does not see through a shared module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { remotes } from '../../apps';
import { repoRoot } from '../apps';

const LISTS = [
  { file: 'federation/react-router.ts', packages: ['react-router', 'react-router-dom'] },
  { file: 'federation/mui-x-data-grid.ts', packages: ['@mui/x-data-grid'] },
];

/** The names a list file exports. */
function listed(file: string): Set<string> {
  const [, names] = /export\s*\{([^}]*)\}/.exec(readFileSync(join(repoRoot, file), 'utf8'))!;
  return new Set(
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Every source file the apps are built from, tests and test helpers left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const appDirs = [
  'shell/src',
  ...['remotes', 'shared'].flatMap((group) => readdirSync(join(repoRoot, group)).map((name) => `${group}/${name}/src`)),
];
const files = appDirs.flatMap((dir) => {
  try {
    return sources(join(repoRoot, dir));
  } catch {
    return [];
  }
});

/** The values (not types) `text` imports from `pkg`, by the name the package exports them under. */
function importedValues(text: string, pkg: string): string[] {
  const escaped = pkg.replace(/[/@-]/g, (c) => `\\${c}`);
  const statements = text.matchAll(new RegExp(`import\\s+(?!type\\b)\\{([^}]*)\\}\\s*from\\s*'${escaped}'`, 'g'));
  return [...statements].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]),
  );
}

describe.each(LISTS)('$file', ({ file, packages }) => {
  it('lists every name the apps import from its package', () => {
    const names = listed(file);
    const missing = files.flatMap((path) =>
      packages.flatMap((pkg) =>
        importedValues(readFileSync(path, 'utf8'), pkg)
          .filter((name) => !names.has(name))
          .map((name) => `${relative(repoRoot, path)}: ${name} from ${pkg}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    const found = files.some((path) => packages.some((pkg) => importedValues(readFileSync(path, 'utf8'), pkg).length > 0));
    expect(found).toBe(true);
  });
});

describe('federation/zod.ts', () => {
  const [, members] = /export const z = \{([^}]*)\}/.exec(readFileSync(join(repoRoot, 'federation/zod.ts'), 'utf8'))!;
  const names = new Set(
    members
      .split(',')
      .map((name) => name.trim().split(':')[0])
      .filter(Boolean),
  );
  // What the admin remotes bundle of zod comes through @shared/domain: all of it is checked.
  const users = [...remotes.filter((remote) => remote.access === 'admin').map((remote) => `${remote.folder}/src`), 'shared/domain/src']
    .flatMap((dir) => sources(join(repoRoot, dir)))
    .filter((path) => importedValues(readFileSync(path, 'utf8'), 'zod').length > 0);

  it('is imported as z alone', () => {
    expect(users.flatMap((path) => importedValues(readFileSync(path, 'utf8'), 'zod').filter((name) => name !== 'z'))).toEqual([]);
  });

  it('lists every function of z the admin remotes call', () => {
    // A value is called or has a member read (z.iso.datetime()); z.infer<...> and the like are types.
    const missing = users.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/\bz\.(\w+)\s*[(.]/g)]
        .map(([, name]) => name)
        .filter((name) => !names.has(name))
        .map((name) => `${relative(repoRoot, path)}: z.${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds the uses it checks', () => {
    expect(users.length).toBeGreaterThan(0);
  });
});

describe('federation/mui-system.ts', () => {
  // MUI's own modules import @mui/system's root; our code does not (it goes through @mui/material).
  // Every installed @mui/* package is read, so an upgrade that imports a new name fails here.
  const names = listed('federation/mui-system.ts');
  const muiDir = join(repoRoot, 'node_modules/@mui');
  const modules = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : modules(path);
      return entry.name.endsWith('.mjs') ? [path] : [];
    });
  const users = readdirSync(muiDir)
    .filter((pkg) => pkg !== 'system')
    .flatMap((pkg) => modules(join(muiDir, pkg)));
  /** The names a module imports or re-exports from the package's root, '*' for all of them. */
  const fromRoot = (text: string) =>
    [...text.matchAll(/(?:import|export)\s*(\*|\{[^}]*\})\s*from\s*['"]@mui\/system['"]/g)].flatMap(([, clause]) =>
      clause === '*'
        ? ['*']
        : clause
            .slice(1, -1)
            .split(',')
            .map((name) => name.trim().split(/\s+as\s+/)[0])
            .filter((name) => name && !name.startsWith('type ')),
    );

  it('lists every name the installed MUI packages take from the root of @mui/system', () => {
    const missing = users.flatMap((path) =>
      fromRoot(readFileSync(path, 'utf8'))
        .filter((name) => !names.has(name))
        .map((name) => `${relative(muiDir, path)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks, and the apps import nothing from the root themselves', () => {
    expect(users.some((path) => fromRoot(readFileSync(path, 'utf8')).length > 0)).toBe(true);
    expect(files.filter((path) => importedValues(readFileSync(path, 'utf8'), '@mui/system').length > 0)).toEqual([]);
  });
});
