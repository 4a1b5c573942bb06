// The configuration lives in tools/lint, the workspace that installs ESLint and its plugins.
export { default } from './tools/lint/eslint.config.mjs';
