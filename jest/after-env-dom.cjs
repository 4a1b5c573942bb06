require('@testing-library/jest-dom');
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
// jsdom's crypto has no `subtle`; the browser code that verifies signatures (ticket QR codes) runs
// on Node's own WebCrypto in tests, as it runs on the browser's in Chromium.
const { webcrypto } = require('node:crypto');
if (!globalThis.crypto) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
else if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
