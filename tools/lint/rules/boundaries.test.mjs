import { RuleTester } from 'eslint';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { readLayout } from '../layout.mjs';
import { boundaries } from './boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo';
const parts = [
  { folder: 'remotes/storefront', kind: 'remote', names: ['storefront'] },
  { folder: 'remotes/event-hub', kind: 'remote', names: ['event_hub', 'event-hub'] },
  { folder: 'shell', kind: 'shell', names: ['shell'] },
  { folder: 'shared/ui', kind: 'shared', names: ['@shared/ui'], entries: ['core', 'testing'] },
  { folder: 'shared/domain', kind: 'shared', names: ['@shared/domain'], entries: [] },
  { folder: 'api', kind: 'api', names: ['api'] },
];
const options = [{ root, parts }];

const remoteFile = '/repo/remotes/storefront/src/home/HomePage.tsx';
const sharedFile = '/repo/shared/ui/src/PageHeader.tsx';
const shellFile = '/repo/shell/src/remotes/registry.ts';
const apiFile = '/repo/api/src/routes/site.ts';
const e2eFile = '/repo/e2e/tests/storefront.spec.ts';

const valid = (code, filename) => ({ code, filename, options });
const invalid = (code, filename, messageId) => ({ code, filename, options, errors: [{ messageId }] });

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('boundaries', boundaries, {
  valid: [
    valid("import { HomeHero } from './HomeHero';", remoteFile),
    valid("import { listsState } from '../lists/listsState';", remoteFile),
    valid("import { PageHeader } from '@shared/ui';", remoteFile),
    valid("import { tokens } from '@shared/ui/core';", remoteFile),
    valid("import { renderAt } from '@shared/ui/testing';", remoteFile),
    valid("import { paths } from '@shared/domain';", remoteFile),
    valid("import { useState } from 'react';", remoteFile),
    valid("import type { PublishedApps } from '../../@mf-types/apps';", shellFile),
    valid("import { loadRemote } from '@module-federation/enhanced/runtime';", shellFile),
    valid("import { tokens } from '@shared/ui/src/tokens';", sharedFile),
    valid("import { paths } from '@shared/domain';", sharedFile),
    valid("import { formatPounds } from '@shared/domain';", apiFile),
    valid("import { remotes } from '../../../apps';", apiFile),
    valid("import { comingSoonPages } from '../../remotes/storefront/src/comingSoonPages';", e2eFile),
    valid("jest.mock('./HomeHero');", remoteFile),
  ],
  invalid: [
    // A remote and the other apps.
    invalid("import { EventsPage } from '../../../event-hub/src/events/EventsPage';", remoteFile, 'remoteImportsApp'),
    invalid("import App from 'event_hub/App';", remoteFile, 'remoteImportsApp'),
    invalid("import { EventsPage } from 'event-hub/src/events/EventsPage';", remoteFile, 'remoteImportsApp'),
    invalid("import { areas } from '../../../../shell/src/areas';", remoteFile, 'remoteImportsApp'),
    invalid("const other = await import('event_hub/App');", remoteFile, 'remoteImportsApp'),
    // Private paths of a shared package, in every form a module can be named.
    invalid("import { renderAt } from '@shared/ui/src/testing/renderAt';", remoteFile, 'privatePath'),
    invalid("import type { Theme } from '@shared/ui/src/theme';", remoteFile, 'privatePath'),
    invalid("export * from '@shared/ui/src/theme';", remoteFile, 'privatePath'),
    invalid("export { theme } from '@shared/ui/src/theme';", remoteFile, 'privatePath'),
    invalid("type Theme = typeof import('@shared/ui/src/theme');", remoteFile, 'privatePath'),
    invalid("jest.mock('@shared/ui/src/theme');", remoteFile, 'privatePath'),
    invalid("const { errorMessage } = jest.requireActual('@shared/ui/src/toasts');", remoteFile, 'privatePath'),
    invalid("const theme = require('@shared/ui/src/theme');", remoteFile, 'privatePath'),
    invalid("import theme = require('@shared/ui/src/theme');", remoteFile, 'privatePath'),
    invalid("import { tokens } from '@shared/ui/tokens';", remoteFile, 'privatePath'),
    invalid("import { paths } from '@shared/domain/src/routes';", e2eFile, 'privatePath'),
    invalid("import { PageHeader } from '../../../../shared/ui';", remoteFile, 'relativePackage'),
    invalid("import { theme } from '../../../../shared/ui/src/theme';", remoteFile, 'relativePackage'),
    // Shared packages and the apps.
    invalid("import { HomePage } from '../../../remotes/storefront/src/home/HomePage';", sharedFile, 'sharedImportsApp'),
    invalid("import App from 'storefront/App';", sharedFile, 'sharedImportsApp'),
    invalid("import { areas } from 'shell/src/areas';", sharedFile, 'sharedImportsApp'),
    // The shell and the remotes' source.
    invalid("import App from 'storefront/App';", shellFile, 'shellImportsRemote'),
    invalid("import { HomePage } from '../../../remotes/storefront/src/home/HomePage';", shellFile, 'shellImportsRemote'),
    // The API and the front end.
    invalid("import { PageHeader } from '@shared/ui';", apiFile, 'apiImportsFrontEnd'),
    invalid("import { comingSoonPages } from 'storefront/src/comingSoonPages';", apiFile, 'apiImportsFrontEnd'),
    invalid("import { areas } from '../../../shell/src/areas';", apiFile, 'apiImportsFrontEnd'),
    invalid("import { paths } from '@shared/domain/src/routes';", apiFile, 'privatePath'),
    invalid("import { paths } from '../../../shared/domain';", apiFile, 'relativePackage'),
  ],
});

describe('readLayout', () => {
  it('knows every app of apps.ts by its federation and package names, and the shared packages by their entries', async () => {
    const repository = fileURLToPath(new URL('../../..', import.meta.url));
    const layout = await readLayout(repository);
    assert.deepEqual(
      layout.find((part) => part.folder === 'remotes/event-hub'),
      { folder: 'remotes/event-hub', kind: 'remote', names: ['event_hub', 'event-hub'] },
    );
    assert.deepEqual(
      layout.find((part) => part.folder === 'shell'),
      { folder: 'shell', kind: 'shell', names: ['shell'] },
    );
    const ui = layout.find((part) => part.folder === 'shared/ui');
    assert.equal(ui.names[0], '@shared/ui');
    assert.ok(ui.entries.includes('core') && ui.entries.includes('password-field') && ui.entries.includes('testing'));
    assert.deepEqual(
      layout.find((part) => part.folder === 'api'),
      { folder: 'api', kind: 'api', names: ['api'] },
    );
  });
});
