// jsdom lacks these; react-router and MUI X need them.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
if (typeof globalThis.structuredClone === 'undefined') globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
if (typeof window !== 'undefined' && !window.scrollTo.mock) window.scrollTo = () => {};
// Nor this, which the dashboard's chart observes its width with. jsdom lays nothing out, so
// nothing ever resizes: a test that needs a width gives its own.
if (typeof window !== 'undefined' && !window.ResizeObserver)
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
