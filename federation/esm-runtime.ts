import { existsSync } from 'node:fs';
import { NormalModuleReplacementPlugin, type RuleSetRule } from '@rspack/core';

// The federation runtime, as ES modules. Rspack's federation plugin imports the runtime by the
// paths Node's require() resolves, so every page got its CommonJS build (dist/*.cjs), which the
// bundler cannot tree-shake: the shell's main.js carried all of it, used or not, 5.5 KB gzip more
// than the same runtime built from its ES modules (dist/*.js, beside each .cjs). These two pieces
// swap each CommonJS file of the runtime's packages for its ES module twin, and parse it as one.
// docs/architecture.md ("Module Federation sharing") says more.
const RUNTIME_COMMONJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].*\.cjs$/;

/** The ES module beside a runtime file: `x.js` in packages of type module, `x.mjs` in the others. */
function esmTwin(file: string): string {
  const js = file.replace(/\.cjs$/, '.js');
  return existsSync(js) ? js : file.replace(/\.cjs$/, '.mjs');
}

/** Points every resolved CommonJS file of the runtime at its ES module twin (one per build). */
export function esmRuntimeReplacement() {
  return new NormalModuleReplacementPlugin(RUNTIME_COMMONJS, (resolved) => {
    if (resolved.createData?.resource) resolved.createData.resource = esmTwin(resolved.createData.resource);
  });
}

/** The module type follows the path first resolved (.cjs): the twin it now reads is ESM. */
export const esmRuntimeRule: RuleSetRule = { test: RUNTIME_COMMONJS, type: 'javascript/esm' };
