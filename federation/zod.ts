// The zod the admin remotes get, shared once per admin page under the key 'zod' (see
// rspack.shared.ts): each admin remote bundled its own (26 KB gzip) for the schemas of
// @shared/domain it calls. zod is imported as one namespace, `import { z } from 'zod'`, and the
// package's own `z` keeps everything when shared (89 KB gzip: every locale's messages, JSON
// schema conversion...), so this `z` holds only the functions @shared/domain calls. A `z.<name>(`
// that is not listed here is undefined on the page (scripts/test/federation-lists.test.ts fails on
// it): add it to this list. Types (z.infer, z.ZodObject...) come from the package as before.
// Public pages do not use it: each public remote keeps bundling what it calls.
import {
  array,
  boolean,
  coerce,
  email,
  enum as enumOf,
  guid,
  int,
  iso,
  literal,
  number,
  object,
  preprocess,
  prettifyError,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
  uuid,
} from '../node_modules/zod/v4/classic/external.js';

export const z = {
  array,
  boolean,
  coerce,
  email,
  enum: enumOf,
  guid,
  int,
  iso,
  literal,
  number,
  object,
  preprocess,
  prettifyError,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
  uuid,
};
