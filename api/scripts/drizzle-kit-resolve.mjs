// npm keeps drizzle-orm in api/node_modules while drizzle-kit is hoisted to the root, so
// drizzle-kit cannot find drizzle-orm from where it lives. This preload resolves its `import()`s of
// drizzle-orm from the api package; its `require()`s are covered by NODE_PATH in the npm script.
import { register } from 'node:module';

const hooks = `
const apiPackage = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  const drizzle = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return next(specifier, drizzle ? { ...context, parentURL: apiPackage } : context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
