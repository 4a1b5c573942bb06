import { createConfig } from '../../rspack.shared';

// Its federation name and what it exposes come from the list of apps (apps.ts).
export default createConfig({ dir: import.meta.dirname });
