import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Starting PGlite from nothing runs initdb (seconds); loading a data image takes a fraction of that.
 * One empty cluster is made here and every test file starts its own copy (see helpers.ts).
 */
export default async function globalSetup(): Promise<void> {
  const client = await PGlite.create();
  const image = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `api-test-pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  process.env.API_TEST_PGLITE_IMAGE = file;
}
