import { RuleTester } from 'eslint';
import { describe, it } from 'node:test';
import tseslint from 'typescript-eslint';
import { fileNames } from './file-names.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo';
const code = 'export {};';
const frontEnd = (filename) => ({ code, filename: `${root}/${filename}`, options: [{ root, style: 'front-end' }] });
const node = (filename) => ({ code, filename: `${root}/${filename}`, options: [{ root, style: 'node' }] });
const failing = (testCase, messageId, name) => ({ ...testCase, errors: [{ messageId, data: { name } }] });

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('file-names', fileNames, {
  valid: [
    frontEnd('remotes/checkout/src/checkOut/CheckOutPage.tsx'),
    frontEnd('remotes/checkout/src/checkOut/CheckOutPage.test.tsx'),
    frontEnd('remotes/checkout/src/event/useBuyerLimit.ts'),
    frontEnd('remotes/payments/src/paymentSuccess/paymentReturn.ts'),
    frontEnd('shared/ui/src/icons.tsx'),
    frontEnd('shared/domain/src/money.test.ts'),
    node('api/src/orders/create-order.ts'),
    node('api/src/auth/login-throttle.test.ts'),
    node('e2e/tests/new-remote.spec.ts'),
    node('scripts/jest.config.mjs'),
    node('types/jest-dom.d.ts'),
    node('remotes/event-hub/rspack.config.ts'),
    node('shared/ui/password-field.ts'),
    node('api/src/workers/worker-boot.mjs'),
  ],
  invalid: [
    failing(frontEnd('shared/api/src/early-answers.ts'), 'frontEndFile', 'early-answers'),
    failing(frontEnd('shared/api/src/site_info.ts'), 'frontEndFile', 'site_info'),
    failing(frontEnd('shell/src/area-table.test.ts'), 'frontEndFile', 'area-table'),
    failing(frontEnd('shared/domain/src/Money.ts'), 'frontEndComponentOnlyInTsx', 'Money'),
    failing(frontEnd('remotes/event-hub/src/check-in/CheckInPage.tsx'), 'frontEndFolder', 'check-in'),
    failing(node('api/src/orders/createOrder.ts'), 'nodeFile', 'createOrder'),
    failing(node('bench/Table.ts'), 'nodeFile', 'Table'),
    failing(node('api/src/payPages/sandbox.ts'), 'nodeFolder', 'payPages'),
  ],
});
