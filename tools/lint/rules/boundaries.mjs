// The import boundaries between the parts of the repository (docs/conventions.md#import-boundaries).
// The rule reads every way a module can be named in our code (import, export ... from, import(),
// require, jest.mock and its relatives, TypeScript's import types) and resolves relative paths, so
// `../../other-remote/src/x` is caught as surely as a package name.
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * What each folder of the repository is. `folder` is relative to the root, with '/' separators;
 * `names` are the bare specifiers that reach it (package name, Module Federation name); a shared
 * package also lists its `entries`, the sub-paths it offers besides its main entry.
 * @typedef {{ folder: string, kind: 'remote' | 'shell' | 'shared' | 'api', names: string[], entries?: string[] }} Part
 */

const jestModuleCalls = new Set(['mock', 'doMock', 'unmock', 'dontMock', 'requireActual', 'requireMock', 'createMockFromModule']);

const messages = {
  privatePath:
    "'{{source}}' is a private path of {{name}}: import {{allowed}} instead. A package's src/ is its own to reorganise; " +
    'what it offers others is its main entry and the entries at its root (docs/conventions.md#import-boundaries).',
  relativePackage:
    "'{{source}}' reaches into {{name}} by a relative path: import {{allowed}} by name. Module Federation shares a " +
    'package only when it is imported by name; a relative path bundles a second copy of it.',
  remoteImportsApp:
    "{{from}} imports '{{source}}' ({{to}}): a remote never imports another app. Each app is built and deployed on its " +
    'own, so the import would copy that code into this remote and tie their releases together; move what both need ' +
    'into a @shared package.',
  sharedImportsApp:
    "{{from}} imports '{{source}}' ({{to}}): a shared package never imports an app. Every app loads the shared " +
    "packages, so the import would drag that app's code into all the others; let the app pass what is needed in.",
  shellImportsRemote:
    "The shell imports '{{source}}' ({{to}}): it loads remotes only at run time, through Module Federation " +
    '(shell/src/remotes/registry.ts), so a remote is deployed without rebuilding the shell and one that fails to ' +
    'load shows its retry card. Its types come from shell/@mf-types.',
  apiImportsFrontEnd:
    "The API imports '{{source}}' ({{to}}): from the front end it uses only @shared/domain, which is pure code " +
    '(types, schemas, pricing). The other front-end packages hold React, browser state and the HTTP client, which ' +
    'have no place in the server.',
};

/** @param {string} path a repository-relative path with '/' separators */
function partAt(parts, path) {
  return parts.find((part) => path === part.folder || path.startsWith(`${part.folder}/`));
}

function describe(part) {
  return part.kind === 'shared' ? part.names[0] : part.folder;
}

function allowedImports(part) {
  const [name] = part.names;
  return [name, ...(part.entries ?? []).map((entry) => `${name}/${entry}`)].map((specifier) => `'${specifier}'`).join(' or ');
}

/**
 * Where a specifier leads: the part it reaches, and for a shared package whether it goes through
 * the package's name and a public entry.
 * @returns {{ part: Part, relativePath: boolean, publicEntry: boolean } | undefined}
 */
function target(parts, root, filename, source) {
  if (source.startsWith('.')) {
    const path = relative(root, resolve(dirname(filename), source))
      .split(sep)
      .join('/');
    if (path.startsWith('..')) return undefined;
    const part = partAt(parts, path);
    return part && { part, relativePath: true, publicEntry: false };
  }
  const segments = source.split('/');
  const nameLength = source.startsWith('@') ? 2 : 1;
  const name = segments.slice(0, nameLength).join('/');
  const part = parts.find((candidate) => candidate.names.includes(name));
  if (!part) return undefined;
  const subPath = segments.slice(nameLength).join('/');
  return { part, relativePath: false, publicEntry: subPath === '' || (part.entries ?? []).includes(subPath) };
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps remotes, the shell, the shared packages and the API within their import boundaries' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          parts: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                folder: { type: 'string' },
                kind: { enum: ['remote', 'shell', 'shared', 'api'] },
                names: { type: 'array', items: { type: 'string' } },
                entries: { type: 'array', items: { type: 'string' } },
              },
              required: ['folder', 'kind', 'names'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'parts'],
        additionalProperties: false,
      },
    ],
    messages,
  },
  create(context) {
    const [{ root, parts }] = context.options;
    const filename = context.filename;
    const from = partAt(parts, relative(root, filename).split(sep).join('/'));

    /** @param {import('estree').Node | null | undefined} node */
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      const reached = target(parts, root, filename, source);
      if (!reached || reached.part === from) return;
      const { part } = reached;
      const data = { source, from: from && describe(from), to: describe(part), name: part.names[0], allowed: allowedImports(part) };
      const report = (messageId) => context.report({ node, messageId, data });

      if (part.kind === 'shared') {
        if (reached.relativePath) return report('relativePackage');
        if (!reached.publicEntry) return report('privatePath');
      }
      if (!from) return;
      const toApp = part.kind === 'remote' || part.kind === 'shell';
      if (from.kind === 'remote' && toApp) return report('remoteImportsApp');
      if (from.kind === 'shared' && toApp) return report('sharedImportsApp');
      if (from.kind === 'shell' && part.kind === 'remote') return report('shellImportsRemote');
      if (from.kind === 'api' && part.kind !== 'api' && !(part.kind === 'shared' && part.names.includes('@shared/domain'))) {
        return report('apiImportsFrontEnd');
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression(node) {
        const { callee } = node;
        const named =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'jest' &&
            callee.property.type === 'Identifier' &&
            jestModuleCalls.has(callee.property.name));
        if (named) check(node.arguments[0]);
      },
    };
  },
};
