// One jest setup for every workspace package: each package's jest.config.mjs calls this,
// so `npm test -w <pkg>` and the root `jest` (which runs every package as a project) agree.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * @param {string} dir the package folder
 * @param {{ env?: 'jsdom' | 'node', name?: string }} [options] name: for a folder without a package.json
 */
export function jestConfig(dir, { env = 'jsdom', name } = {}) {
  return {
    rootDir: dir,
    displayName: name ?? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages (and PGlite, whose CommonJS build still calls import()) are compiled to
    // CommonJS like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(jotai|jose|cookie|content-disposition|@electric-sql/pglite)/)'],
    moduleNameMapper: {
      '\\.(css)$': join(root, 'jest', 'style-stub.cjs'),
    },
    setupFiles: env === 'jsdom' ? [join(root, 'jest', 'setup-dom.cjs')] : [],
    setupFilesAfterEnv: env === 'jsdom' ? [join(root, 'jest', 'after-env-dom.cjs')] : [],
    // A page test renders, loads its lazy parts and waits for several answers in turn: on a loaded
    // 2-core CI machine that can outlast jest's 5 s, with nothing wrong.
    ...(env === 'jsdom' && { testTimeout: 20_000 }),
  };
}
