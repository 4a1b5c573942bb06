import { jestConfig } from '../jest.preset.mjs';

const base = jestConfig(import.meta.dirname, { env: 'node' });
const [compile] = Object.values(base.transform);

export default {
  ...base,
  transform: {
    ...base.transform,
    // PGlite's CommonJS build loads Node built-ins with import(), which Jest's sandbox refuses
    // without --experimental-vm-modules; compiled like our code, those become require().
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': compile,
  },
  // Each suite migrates and seeds a database of its own; on a busy 2-core machine running every
  // project in parallel that can take longer than jest's default 5 s.
  testTimeout: 30_000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
