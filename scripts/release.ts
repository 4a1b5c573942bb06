// `npm run release -- <app> ...`: ships a remote's canary release, changes its share, promotes it
// or rolls it back by editing the shell's remotes.json (README.md#ship-your-remote-alone). The
// format is the shell's own (shared/domain/src/remotesFile.ts); the edit is the one the API's
// automatic rollback makes too (federation/remotes-release.ts): atomic, keeping the replaced file as
// <file>.previous, which `--undo` puts back. Bad input changes nothing and exits with 2. The command
// keeps no log of its own: what it prints is the deploy's record (the API's rollbacks are in the
// audit trail).
import { parseArgs } from 'node:util';
import { editRemotesJson, type ReleaseCommand, ReleaseError } from '../federation/remotes-release';
import { isManifestUrl } from '@shared/domain/remotes';
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

/**
 * Carries the command out on the file (federation/remotes-release.ts: atomic, keeping <file>.previous).
 * @returns what was done, in words
 */
export function release({ command, file }: ParsedArgs): string {
  const address = editRemotesJson(file, command);
  if (command.kind === 'undo' || address === undefined) {
    return `${file} is back as it was before the last edit (the undone file is ${file}.previous)`;
  }
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
