// A canary release that fails: a copy of a remote's build whose manifest names a version of its
// own (as MF_BUILD_VERSION would) and whose App throws while rendering, where `find` (a string
// literal of the App's code) was. Served on a port of its own, beside the stable build.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteDist, startStatic, type RunningServer } from './servers';

export interface FailingCanary {
  manifestUrl: string;
  server: RunningServer;
  cleanup: () => Promise<void>;
}

export async function serveFailingCanary(remote: string, version: string, find: string): Promise<FailingCanary> {
  const dir = mkdtempSync(join(tmpdir(), `${remote}-canary-`));
  cpSync(remoteDist(remote), dir, { recursive: true });
  const manifestFile = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const literal = JSON.stringify(find);
  const chunk = readdirSync(dir).find((file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(literal));
  if (!chunk) throw new Error(`No chunk of ${remote}'s build holds ${literal}`);
  const code = readFileSync(join(dir, chunk), 'utf8');
  writeFileSync(join(dir, chunk), code.replace(literal, `(() => { throw new Error('The canary fails to render'); })()`));

  const server = await startStatic({ root: dir });
  return {
    manifestUrl: `http://127.0.0.1:${server.port}/mf-manifest.json`,
    server,
    cleanup: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
