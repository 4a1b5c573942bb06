// Builds the front-end apps with rspack: `--all` rebuilds every app, otherwise only the apps
// whose build output is missing (what `npm start` needs on a fresh clone).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { builtMarker, frontApps } from './apps';

export async function buildApps(all: boolean): Promise<void> {
  const apps = all ? frontApps : frontApps.filter((app) => !existsSync(builtMarker(app)));
  if (apps.length === 0) return;
  const started = Date.now();
  console.log(`Building ${apps.map((app) => app.name).join(', ')}...`);
  const configs: Configuration[] = [];
  for (const app of apps) {
    configs.push((await import(join(app.dir, 'rspack.config.ts'))).default as Configuration);
  }
  await new Promise<void>((resolve, reject) => {
    rspack(configs).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        console.error(stats.toString({ colors: true, all: false, errors: true, errorDetails: true }));
        return reject(new Error('Build failed'));
      }
      resolve();
    });
  });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps(process.argv.includes('--all')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
