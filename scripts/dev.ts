// `npm run dev -- <app>`: the daily loop on one app. The app runs under its rspack dev server with
// React Fast Refresh, on the port `npm start` serves it on (so remotes.json still points at it);
// everything else is the system `npm start` runs (system.ts): the other apps from their builds
// (built if missing) and the API. PORT, API_PORT, PUBLIC_URL and DATA_DIR work as for `npm start`.
//
// Working on a remote runs the shell's dev server too: Fast Refresh needs React's development
// renderer, and the page's React is the shell's (a shared singleton the shell loads first), which
// its production build does not have.
import { spawn, type ChildProcess } from 'node:child_process';
import { basename, join } from 'node:path';
import { frontApps, repoRoot, shellApp, type FrontApp } from './apps';
import { readyMessage, settingsFromEnv, startSystem, stopOnSignals } from './system';

const rspackCli = join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

/** An app by its federation name or its folder's name: `storefront`, `event_hub` or `event-hub`, `shell`. */
export function appNamed(name: string | undefined): FrontApp | undefined {
  return frontApps.find((app) => app.name === name || basename(app.dir) === name);
}

/** What rspack.shared.ts reads to configure an app's dev server (see devServerSettings there). */
export function devServerEnv(app: FrontApp, port: number, host: string, apiOrigin: string, remotesFile: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DEV_SERVER_PORT: String(port + app.portOffset),
    DEV_SERVER_HOST: host,
    ...(app === shellApp ? { DEV_API_ORIGIN: apiOrigin, DEV_REMOTES_FILE: remotesFile } : {}),
  };
}

/** Runs `rspack serve` in the app's folder (its own process, as build.ts says why). */
function serve(app: FrontApp, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [rspackCli, 'serve'], { cwd: app.dir, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Waits until the dev server answers the app's entry: the shell's page, a remote's manifest. */
async function answered(app: FrontApp, url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The dev server of ${app.name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The dev server of ${app.name} did not answer ${url} within 180 s`);
}

async function main() {
  const app = appNamed(process.argv[2]);
  if (!app) {
    const names = frontApps.map((candidate) => candidate.name).join(', ');
    throw new Error(`Which app? npm run dev -- <app>, one of: ${names}`);
  }
  const settings = settingsFromEnv();
  const devApps = app === shellApp ? [shellApp] : [app, shellApp];
  const system = await startSystem(settings, { devApps });
  const host = settings.publicUrl.hostname;
  const children = devApps.map((devApp) => ({
    devApp,
    child: serve(devApp, devServerEnv(devApp, settings.port, host, system.apiOrigin, system.remotesFile)),
  }));
  const stop = () => {
    for (const { child } of children) child.kill('SIGTERM');
    system.stop();
  };
  stopOnSignals(stop);
  for (const { child } of children) {
    child.once('exit', (code) => {
      if (code !== null && code !== 0) {
        console.error(`A dev server exited with code ${code}; stopping.`);
        process.exitCode = code;
        stop();
      }
    });
  }
  try {
    for (const { devApp, child } of children) {
      const url = `http://127.0.0.1:${settings.port + devApp.portOffset}/${devApp === shellApp ? '' : 'mf-manifest.json'}`;
      await answered(devApp, url, child);
    }
  } catch (error) {
    stop();
    throw error;
  }
  console.log(readyMessage(settings.publicUrl));
  console.log(
    `  ${devApps.map((devApp) => `${devApp.name}: dev server on port ${settings.port + devApp.portOffset}`).join('\n  ')}\n` +
      '  Edits to their sources and to shared/* update the open page (Fast Refresh).\n',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
