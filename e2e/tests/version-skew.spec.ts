import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { paths } from '@shared/domain';
import { repoRoot } from '../../scripts/apps';
import { adminToken, signIn } from '../support/admin';
import { e2ePorts } from '../support/ports';
import { buildRemoteAgainst, type ScratchRemote } from '../support/scratch-remote';
import { remoteDist, startStatic, type RunningServer } from '../support/servers';

// The version-skew guard (docs/architecture.md#version-skew-guard): a settings remote built after
// @shared/api went to its next major version, on a site whose shell provides today's. One scratch
// build for the file.
/** The @shared/api the shell and the other remotes are built with: whatever version it is today. */
const apiVersion = (JSON.parse(readFileSync(join(repoRoot, 'shared/api/package.json'), 'utf8')) as { version: string }).version;
const nextMajor = `${Number(apiVersion.split('.')[0]) + 1}.0.0`;
const skewed = { version: '0.2.0', shared: { '@shared/api': nextMajor } };
const remotesJson = `http://localhost:${e2ePorts.shell}/remotes.json`;

let build: ScratchRemote;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  build = buildRemoteAgainst('settings', skewed);
  server = await startStatic({ root: build.dist });
});

test.afterAll(async () => {
  await server?.stop();
  build?.cleanup();
});

/** `npm run deploy:check` as a team runs it before deploying. */
function deployCheck(dist: string) {
  const run = spawnSync('npm', ['run', '--silent', 'deploy:check', '--', 'settings', remotesJson, '--dist', dist], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test('a remote built against a newer @shared/api shows the reload card, is reported, and leaves the other areas working', async ({
  page,
}) => {
  const manifest = `http://127.0.0.1:${server.port}/mf-manifest.json`;
  // This browser's remotes.json points the settings area at the scratch build, as a deploy would.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const file = (await response.json()) as { remotes: Record<string, unknown> };
    await route.fulfill({ response, json: { ...file, remotes: { ...file.remotes, settings: manifest } } });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const report = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  const card = page.getByRole('alert').filter({ hasText: 'This area was updated and needs a newer site version; reload' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect((await report).postDataJSON()).toMatchObject({
    remote: 'settings',
    version: '0.2.0',
    kind: 'load',
    // The runtime puts its '[ Federation Runtime ]: ' before the message of an error a plugin throws.
    message: expect.stringMatching(
      new RegExp(
        `The settings remote needs @shared/api \\^${nextMajor.replaceAll('.', '\\.')}; this page has ${apiVersion.replaceAll('.', '\\.')} \\(from shell\\)$`,
      ),
    ),
    route: paths.admin.settings,
  });
  // Refused before its entry was fetched: none of its code ran on the page.
  expect(requested).toContain(manifest);
  expect(requested.filter((url) => url.startsWith(`http://127.0.0.1:${server.port}/`) && !url.endsWith('/mf-manifest.json'))).toEqual([]);

  // Recorded under the remote's version, for the site-health figures.
  const health = await page.request.get('/api/admin/site-health', {
    headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
  });
  expect(health.ok()).toBe(true);
  const { data } = (await health.json()) as { data: { remote: string; version: string; errorsLastHour: number }[] };
  expect(data.find((row) => row.remote === 'settings' && row.version === '0.2.0')?.errorsLastHour).toBeGreaterThanOrEqual(1);

  // The card's button reloads the page (which still cannot run this build).
  const reloaded = page.waitForEvent('load');
  await card.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(card).toBeVisible();

  // The other areas load as usual.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Revenue' })).toBeVisible();
});

test("deploy:check refuses the build against @shared/api's next major version and accepts the normal settings build", () => {
  test.setTimeout(60_000);
  const refused = deployCheck(build.dist);
  expect(refused.status, refused.output).toBe(1);
  expect(refused.output).toContain(`settings cannot be deployed to ${remotesJson}:`);
  expect(refused.output).toContain(
    `- settings requires @shared/api ^${nextMajor}, but the shell provides ${apiVersion} (http://localhost:${e2ePorts.shell}/mf-manifest.json)`,
  );

  const accepted = deployCheck(remoteDist('settings'));
  expect(accepted.status, accepted.output).toBe(0);
  expect(accepted.output).toContain(`settings can be deployed to ${remotesJson}`);
  expect(accepted.output).toContain(`- @shared/api: requires ^${apiVersion}, the shell provides ${apiVersion}`);
});
