// Editing an environment's remotes.json (the format: shared/domain/src/remotesFile.ts), in one
// place for `npm run release` (scripts/release.ts) and the API's automatic rollback of a failing
// canary (api/src/client-errors/auto-rollback.ts), so both make the same edit: the file is replaced
// atomically (<file>.tmp, then a rename: a reader sees the old file or the new one, never half of
// either) and the file it replaced is kept as <file>.previous for a one-step undo
// (README.md#ship-your-remote-alone, docs/architecture.md#canary-error-rates-and-auto-rollback).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { addressProblems, type CanaryAddress, type RemoteAddress } from '@shared/domain/remotes';

/** An edit that does not apply (bad input, no such canary); the file is left as it was. */
export class ReleaseError extends Error {}

export type ReleaseCommand =
  | { kind: 'canary'; app: string; url: string; percent?: number }
  | { kind: 'percent'; app: string; percent: number }
  | { kind: 'promote'; app: string }
  /** `canary`, when given: roll back only while that is still the canary (it was judged, not a newer one). */
  | { kind: 'rollback'; app: string; canary?: string }
  | { kind: 'undo' };

export type EditCommand = Exclude<ReleaseCommand, { kind: 'undo' }>;

/** A remote's new address after the command; throws a ReleaseError when the command does not apply to it. */
export function releasedAddress(current: unknown, command: EditCommand): RemoteAddress {
  const { app } = command;
  if (current === undefined) throw new ReleaseError(`${app} has no address in remotes.json: it needs a stable release first`);
  const problems = addressProblems(app, current);
  if (problems.length > 0) throw new ReleaseError(`${app}'s address in remotes.json is not valid:\n- ${problems.join('\n- ')}`);
  const address = current as RemoteAddress;
  const canary = typeof address === 'string' ? undefined : address;

  switch (command.kind) {
    case 'canary': {
      const canaryPercent = command.percent ?? canary?.canaryPercent;
      if (canaryPercent === undefined) throw new ReleaseError(`Say which share of visitors gets ${app}'s canary: --percent <0-100>`);
      const stable = canary ? canary.stable : (address as string);
      const next: CanaryAddress = { stable, canary: command.url, canaryPercent };
      if (canary?.autoRollback) next.autoRollback = canary.autoRollback;
      return next;
    }
    case 'percent':
      if (!canary) throw new ReleaseError(`${app} has no canary whose share could change: ship one with --canary <url> --percent <n>`);
      return { ...canary, canaryPercent: command.percent };
    case 'promote':
      if (!canary) throw new ReleaseError(`${app} has no canary to promote`);
      return canary.canary;
    case 'rollback':
      if (!canary) throw new ReleaseError(`${app} has no canary to roll back; --undo puts back the file the last edit replaced`);
      if (command.canary !== undefined && canary.canary !== command.canary) {
        throw new ReleaseError(`${app}'s canary is now ${canary.canary}, not ${command.canary}: left as it is`);
      }
      return canary.stable;
  }
}

/** The file's new text after the command; every other remote and key is left as it was. */
export function releasedText(text: string, command: EditCommand): string {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`remotes.json is not JSON: ${(error as Error).message}`);
  }
  const remotes = (file as { remotes?: unknown } | null)?.remotes;
  if (
    typeof file !== 'object' ||
    file === null ||
    Array.isArray(file) ||
    typeof remotes !== 'object' ||
    remotes === null ||
    Array.isArray(remotes)
  ) {
    throw new ReleaseError('remotes.json is not an object with a "remotes" object');
  }
  const address = releasedAddress((remotes as Record<string, unknown>)[command.app], command);
  return `${JSON.stringify({ ...file, remotes: { ...remotes, [command.app]: address } }, null, 2)}\n`;
}

/** Replaces a file by writing <path>.tmp and renaming it over, so a reader sees the old file or the new one. */
function replaceFile(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

/**
 * Carries the command out on the file. An edit keeps the replaced file as <path>.previous; undo
 * puts that back and keeps the file it replaces there instead (so a second undo redoes).
 * @returns the app's address after an edit (undefined after an undo)
 */
export function editRemotesJson(file: string, command: ReleaseCommand): RemoteAddress | undefined {
  if (!existsSync(file)) throw new ReleaseError(`No remotes.json at ${file}: name it with --file <path> or REMOTES_JSON_PATH`);
  const current = readFileSync(file, 'utf8');
  if (command.kind === 'undo') {
    const previous = `${file}.previous`;
    if (!existsSync(previous)) throw new ReleaseError(`Nothing to undo: there is no ${previous}`);
    const restored = readFileSync(previous, 'utf8');
    replaceFile(file, restored);
    replaceFile(previous, current);
    return undefined;
  }
  const next = releasedText(current, command);
  replaceFile(`${file}.previous`, current);
  replaceFile(file, next);
  return (JSON.parse(next) as { remotes: Record<string, RemoteAddress> }).remotes[command.app];
}
