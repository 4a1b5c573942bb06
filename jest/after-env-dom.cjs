require('@testing-library/jest-dom');
// findBy and waitFor give up after 1 s by default: a first render that compiles a lazy page, or a
// grid re-rendering at every key, takes longer than that on a loaded CI machine. A test that
// passes is as fast as before; one that fails says so after 4 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 4_000 });
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
// jsdom's crypto has no `subtle`; the browser code that verifies signatures (ticket QR codes) runs
// on Node's own WebCrypto in tests, as it runs on the browser's in Chromium.
const { webcrypto } = require('node:crypto');
if (!globalThis.crypto) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
else if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
