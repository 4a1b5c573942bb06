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
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
