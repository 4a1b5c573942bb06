// npm run lint:openapi: checks the API's OpenAPI document, in both payments modes, with Redocly's
// recommended rules and the exceptions in redocly.yaml. Fails on any error (a missing operationId,
// an operation without security, no success answer, an invalid schema).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocuments } from '../api/scripts/openapi-documents';

const root = join(import.meta.dirname, '..');
const folder = await mkdtemp(join(tmpdir(), 'lint-openapi-'));
try {
  const files: string[] = [];
  for (const [mode, document] of Object.entries(await openApiDocuments())) {
    const file = join(folder, `openapi-${mode}.json`);
    await writeFile(file, JSON.stringify(document, null, 2));
    files.push(file);
  }
  const lint = spawnSync(join(root, 'node_modules/.bin/redocly'), ['lint', '--config', join(root, 'redocly.yaml'), ...files], {
    stdio: 'inherit',
    // No usage reports and no update check: the lint runs the same offline.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (lint.error) throw lint.error;
  process.exitCode = lint.status ?? 1;
} finally {
  await rm(folder, { recursive: true, force: true });
}
