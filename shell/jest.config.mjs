import { join } from 'node:path';
import { jestConfig } from '../jest.preset.mjs';

const config = jestConfig(import.meta.dirname);

// The shell's build defines __APP_AREAS__ (rspack.config.ts); its tests get the same table.
export default { ...config, setupFiles: [...config.setupFiles, join(import.meta.dirname, 'src/jestAreas.ts')] };
