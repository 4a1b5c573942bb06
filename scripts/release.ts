// `npm run release -- <app> ...`: ships a remote's canary release, changes its share, promotes it
// or rolls it back by editing the shell's remotes.json (README.md#ship-your-remote-alone). The
// format is the shell's own (shell/src/remotes/remotesFile.ts). Each edit replaces the file
// atomically (<file>.tmp, then a rename) and keeps the file it replaced as <file>.previous, which
// `--undo` puts back. Bad input changes nothing and exits with 2.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { addressProblems, isManifestUrl, type CanaryAddress, type RemoteAddress } from '../shell/src/remotes/remotesFile';
import { remoteApps } from './apps';

/** Where the shell's remotes.json is when neither --file nor REMOTES_JSON_PATH names it: the nginx image's. */
export const defaultRemotesJsonPath = '/usr/share/nginx/html/remotes.json';

export const usage = `Usage:
  npm run release -- <app> --canary <manifest url> [--percent <0-100>]   ship a canary beside the stable release
  npm run release -- <app> --percent <0-100>                             change the canary's share of visitors
  npm run release -- <app> --promote                                     the canary becomes the stable release
  npm run release -- <app> --rollback                                    drop the canary, keep the stable release
  npm run release -- --undo                                              put back the file the last edit replaced
Each takes --file <remotes.json> (default: $REMOTES_JSON_PATH, else ${defaultRemotesJsonPath}).`;

/** Input the command refuses: it is printed as it is, and the process exits with 2. */
export class ReleaseError extends Error {}

export type ReleaseCommand =
  | { kind: 'canary'; app: string; url: string; percent?: number }
  | { kind: 'percent'; app: string; percent: number }
  | { kind: 'promote'; app: string }
  | { kind: 'rollback'; app: string }
  | { kind: 'undo' };

export interface ParsedArgs {
  command: ReleaseCommand;
  file: string;
}

function parsePercent(text: string): number {
  const percent = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(percent >= 0 && percent <= 100)) throw new ReleaseError(`--percent is a whole number from 0 to 100, not '${text}'`);
  return percent;
}

/** The command the arguments ask for; throws a ReleaseError saying what is wrong with them. */
export function parseReleaseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  apps: readonly string[] = remoteApps.map((app) => app.name),
): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        canary: { type: 'string' },
        percent: { type: 'string' },
        promote: { type: 'boolean' },
        rollback: { type: 'boolean' },
        undo: { type: 'boolean' },
        file: { type: 'string' },
      },
    });
  } catch (error) {
    throw new ReleaseError(`${(error as Error).message}\n${usage}`);
  }
  const { values, positionals } = parsed;
  const file = values.file ?? (env.REMOTES_JSON_PATH || defaultRemotesJsonPath);
  if (positionals.length > 1) throw new ReleaseError(`Name one app, not ${positionals.join(' ')}\n${usage}`);
  const [app] = positionals;
  if (app !== undefined && !apps.includes(app))
    throw new ReleaseError(`Unknown app '${app}': the remotes are ${apps.join(', ')} (apps.ts)`);

  if (values.undo) {
    if (values.canary !== undefined || values.percent !== undefined || values.promote) {
      throw new ReleaseError(`--undo takes no other change\n${usage}`);
    }
    return { command: { kind: 'undo' }, file };
  }
  const actions = [values.canary !== undefined && '--canary', values.promote && '--promote', values.rollback && '--rollback'].filter(
    Boolean,
  );
  if (actions.length > 1) throw new ReleaseError(`${actions.join(' and ')} cannot go together\n${usage}`);
  if (app === undefined) throw new ReleaseError(`Name the app to release\n${usage}`);
  if (values.canary !== undefined && !isManifestUrl(values.canary)) {
    throw new ReleaseError(`--canary is the URL of the canary's mf-manifest.json (http(s)://... or /path), not '${values.canary}'`);
  }
  const percent = values.percent === undefined ? undefined : parsePercent(values.percent);
  if ((values.promote || values.rollback) && percent !== undefined)
    throw new ReleaseError(`--percent goes with --canary, or alone\n${usage}`);

  if (values.canary !== undefined) return { command: { kind: 'canary', app, url: values.canary, percent }, file };
  if (values.promote) return { command: { kind: 'promote', app }, file };
  if (values.rollback) return { command: { kind: 'rollback', app }, file };
  if (percent !== undefined) return { command: { kind: 'percent', app, percent }, file };
  throw new ReleaseError(`Say what to do with ${app}\n${usage}`);
}

/** A remote's new address after the command; throws a ReleaseError when the command does not apply to it. */
export function releasedAddress(current: unknown, command: Exclude<ReleaseCommand, { kind: 'undo' }>): RemoteAddress {
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
      return canary.stable;
  }
}

/** The file's new text after the command; every other remote and key is left as it was. */
export function releasedText(text: string, command: Exclude<ReleaseCommand, { kind: 'undo' }>): string {
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
 * @returns what was done, in words
 */
export function release({ command, file }: ParsedArgs): string {
  if (!existsSync(file)) throw new ReleaseError(`No remotes.json at ${file}: name it with --file <path> or REMOTES_JSON_PATH`);
  const current = readFileSync(file, 'utf8');
  if (command.kind === 'undo') {
    const previous = `${file}.previous`;
    if (!existsSync(previous)) throw new ReleaseError(`Nothing to undo: there is no ${previous}`);
    const restored = readFileSync(previous, 'utf8');
    replaceFile(file, restored);
    replaceFile(previous, current);
    return `${file} is back as it was before the last edit (the undone file is ${previous})`;
  }
  const next = releasedText(current, command);
  replaceFile(`${file}.previous`, current);
  replaceFile(file, next);
  const address = (JSON.parse(next) as { remotes: Record<string, RemoteAddress> }).remotes[command.app];
  const now =
    typeof address === 'string'
      ? `every visitor loads ${address}`
      : `${address.canaryPercent}% of visitors load the canary ${address.canary}, the rest ${address.stable}`;
  return `${command.app}: ${now} (${file}; npm run release -- --undo puts back the previous file)`;
}

/** The command line: 0 when done, 2 on input it refuses (nothing is changed then). */
export function runRelease(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Pick<Console, 'log' | 'error'> = console,
): number {
  try {
    out.log(release(parseReleaseArgs(argv, env)));
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    out.error(error.message);
    return 2;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = runRelease(process.argv.slice(2));
}
