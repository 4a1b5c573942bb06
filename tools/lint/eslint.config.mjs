// The one ESLint configuration (the root eslint.config.mjs loads it). It lives in this workspace
// because typescript-eslint needs TypeScript 5's JavaScript API, which this workspace installs for
// itself, while the project compiles with TypeScript 7. Rules are syntax-only (no type information),
// so a lint of the whole repository stays quick. docs/conventions.md says what it enforces.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { readLayout } from './layout.mjs';
import { boundaries } from './rules/boundaries.mjs';
import { fileNames } from './rules/file-names.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const frontEnd = ['shell/src/**', 'remotes/*/src/**', 'shared/*/src/**'];
const code = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];

export default defineConfig(
  {
    ignores: ['**/dist/', '**/@mf-types/', 'data/', 'test-results/', 'playwright-report/'],
  },
  {
    files: code,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: { rules: { boundaries, 'file-names': fileNames } } },
    rules: {
      'local/boundaries': ['error', { root, parts: await readLayout(root) }],
      'local/file-names': ['error', { root, style: 'node' }],
      // As the compiler's noUnusedLocals: a leading underscore marks a name left unused on purpose
      // (an ignored parameter, a property taken out of a rest object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // A variable a callback reads before its one assignment (server.ts's app, read by the
      // database's error handler) cannot be a const declared at that assignment.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: frontEnd,
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two rules of hooks. The plugin's other rules check code written for the React
      // Compiler, which the apps do not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'local/file-names': ['error', { root, style: 'front-end' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: globals.jest },
  },
  {
    // Jest's setup files, run in the tests' jsdom environment.
    files: ['jest/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS has no other way to load a module.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
