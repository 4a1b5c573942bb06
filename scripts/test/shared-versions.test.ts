import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkSharedVersions, recordSharedVersions } from '../shared-versions';

// A repository of one shared package (@shared/greet) and one app that depends on it.
let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const setVersion = (version: string) =>
  write('shared/greet/package.json', JSON.stringify({ name: '@shared/greet', version, main: 'src/index.ts' }));
const setRange = (range: string) => write('app/package.json', JSON.stringify({ name: 'app', dependencies: { '@shared/greet': range } }));
const source = (signature: string, body = "'Hello ' + name") =>
  write(
    'shared/greet/src/index.ts',
    `import { shout } from './shout';\nexport function greet(${signature}) {\n  return shout(${body});\n}\n`,
  );

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'shared-versions-'));
  write('package.json', JSON.stringify({ workspaces: ['shared/*', 'app'] }));
  write(
    'shared/greet/tsconfig.json',
    JSON.stringify({ compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'bundler', types: [] } }),
  );
  write('shared/greet/src/shout.ts', 'export const shout = (text: string) => text.toUpperCase();\n');
  // An entry at the package's root, as @shared/ui/core is.
  write('shared/greet/polite.ts', 'export const polite = (text: string): string => `${text}, please`;\n');
  setVersion('1.0.0');
  setRange('^1.0.0');
  source('name: string');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run shared-versions', () => {
  it('passes once recorded, and while only code that no entry exports changes', async () => {
    expect(await checkSharedVersions(root)).toEqual([
      '@shared/greet has no shared/greet/published-types.json: run npm run shared-versions -- --record',
    ]);
    await recordSharedVersions(root);
    expect(JSON.parse(readFileSync(join(root, 'shared/greet/published-types.json'), 'utf8'))).toEqual({
      version: '1.0.0',
      types: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(await checkSharedVersions(root)).toEqual([]);

    source('name: string', "'Hi ' + name");
    expect(await checkSharedVersions(root)).toEqual([]);
  });

  it('fails when an exported type changes and the version does not, in either kind of entry', async () => {
    await recordSharedVersions(root);
    source('name: string, title?: string');
    expect(await checkSharedVersions(root)).toEqual([
      "@shared/greet's exported types changed; bump its version (major for a breaking change, minor for an addition, patch otherwise) " +
        'in shared/greet/package.json and the ranges that name it, then run npm run shared-versions -- --record',
    ]);
    await expect(recordSharedVersions(root)).rejects.toThrow(
      "@shared/greet's exported types changed and its version is still 1.0.0: bump it first",
    );

    source('name: string');
    expect(await checkSharedVersions(root)).toEqual([]);
    write('shared/greet/polite.ts', 'export const polite = (text: string): number => text.length;\n');
    expect(await checkSharedVersions(root)).toEqual([expect.stringContaining("@shared/greet's exported types changed")]);
  });

  it('follows the types an entry re-exports from inside the package', async () => {
    await recordSharedVersions(root);
    write('shared/greet/src/index.ts', "export { shout } from './shout';\n");
    await recordSharedVersions(root, true);
    write('shared/greet/src/shout.ts', 'export const shout = (text: string, times = 1) => text.toUpperCase().repeat(times);\n');
    expect(await checkSharedVersions(root)).toEqual([expect.stringContaining("@shared/greet's exported types changed")]);
  });

  it('asks for the record after a bump, and for the ranges that no longer admit the version', async () => {
    await recordSharedVersions(root);
    source('name: string, title?: string');
    setVersion('1.1.0');
    expect(await checkSharedVersions(root)).toEqual([
      'shared/greet/published-types.json is not up to date with @shared/greet 1.1.0: run npm run shared-versions -- --record',
    ]);
    await recordSharedVersions(root);
    expect(await checkSharedVersions(root)).toEqual([]);

    setVersion('2.0.0');
    await recordSharedVersions(root);
    expect(await checkSharedVersions(root)).toEqual([
      'app/package.json asks for @shared/greet ^1.0.0, which its version 2.0.0 is not: widen the range',
    ]);
    setRange('^2.0.0');
    expect(await checkSharedVersions(root)).toEqual([]);
  });
});
