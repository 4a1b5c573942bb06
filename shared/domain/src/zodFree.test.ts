import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The modules of `file` it runs when loaded: its relative imports other than `import type`. */
function loadedImports(file: string): string[] {
  const source = readFileSync(join(import.meta.dirname, file), 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((match) => match[1]);
}

/** Every module `file` loads, itself included, following relative imports; packages by name. */
function loads(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const name of loadedImports(file)) {
    const next = name.startsWith('./') ? `${name.slice(2)}.ts` : name;
    if (seen.has(next)) continue;
    if (next.endsWith('.ts')) loads(next, seen);
    else seen.add(next);
  }
  return seen;
}

// What the events table, Payment Tracking, the ticket list's route and the public event page read from here, before (or without) any form or
// schema: zod in any of them would come with those pages (docs/architecture.md#the-ticket-list-asks-before-its-page-loads).
describe.each([
  'adminListParams.ts',
  'format.ts',
  'timeZones.ts',
  'eventKinds.ts',
  'eventLimits.ts',
  'vat.ts',
  'waitingListText.ts',
  'csv.ts',
])('%s', (file) => {
  it('loads no zod', () => {
    expect([...loads(file)]).not.toContain('zod');
  });
});

it('the check sees zod where a module loads it', () => {
  expect([...loads('events.ts')]).toContain('zod');
  expect([...loads('timeZoneSchema.ts')]).toContain('zod');
});
