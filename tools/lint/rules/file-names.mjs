// File and folder names (docs/conventions.md#file-names). A name is checked up to its first dot, so
// `EventCard.test.tsx`, `rspack.config.ts` and `jest-dom.d.ts` are judged by `EventCard`, `rspack`
// and `jest-dom`.
import { basename, relative, sep } from 'node:path';

const camelCase = /^[a-z][a-zA-Z0-9]*$/;
const pascalCase = /^[A-Z][a-zA-Z0-9]*$/;
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const messages = {
  frontEndFile:
    "'{{name}}' is not camelCase: front-end modules under src/ are camelCase (useThing, listsState), and a .tsx file " +
    'that holds a React component is named after it in PascalCase (EventCard).',
  frontEndComponentOnlyInTsx: "'{{name}}' is PascalCase, which is for React components; a .ts file holds none: name it in camelCase.",
  frontEndFolder: "Folder '{{name}}' is not camelCase, as front-end folders under src/ are (checkOut, paymentSuccess).",
  nodeFile: "'{{name}}' is not kebab-case, as the names of the API and of the Node.js tooling are (create-order, api-process).",
  nodeFolder: "Folder '{{name}}' is not kebab-case, as the folders of the API and of the Node.js tooling are.",
};

/** @type {import('eslint').Rule.RuleModule} */
export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Front-end code under src/ is camelCase (PascalCase for components); the rest is kebab-case' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, style: { enum: ['front-end', 'node'] } },
        required: ['root', 'style'],
        additionalProperties: false,
      },
    ],
    messages,
  },
  create(context) {
    const [{ root, style }] = context.options;
    const path = relative(root, context.filename).split(sep);
    const file = basename(context.filename);
    const name = file.split('.')[0];

    return {
      Program(node) {
        const report = (messageId, reported) => context.report({ node, loc: { line: 1, column: 0 }, messageId, data: { name: reported } });
        if (style === 'front-end') {
          // Folders from the package's src/ down; the package folders themselves are package names.
          for (const folder of path.slice(path.indexOf('src') + 1, -1)) {
            if (!camelCase.test(folder)) report('frontEndFolder', folder);
          }
          if (pascalCase.test(name) && !file.endsWith('.tsx')) report('frontEndComponentOnlyInTsx', name);
          else if (!camelCase.test(name) && !pascalCase.test(name)) report('frontEndFile', name);
        } else {
          for (const folder of path.slice(0, -1)) {
            if (!kebabCase.test(folder)) report('nodeFolder', folder);
          }
          if (!kebabCase.test(name)) report('nodeFile', name);
        }
      },
    };
  },
};
