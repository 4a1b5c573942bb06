import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  if (process.env.API_TEST_PGLITE_IMAGE) await rm(process.env.API_TEST_PGLITE_IMAGE, { force: true });
}
