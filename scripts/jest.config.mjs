import { jestConfig } from '../jest.preset.mjs';

// The build and run scripts, and the files derived from the list of apps (apps.ts).
export default jestConfig(import.meta.dirname, { env: 'node', name: 'scripts' });
