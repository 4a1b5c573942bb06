import { createConfig } from '../rspack.shared';

export default createConfig({ dir: import.meta.dirname, name: 'shell', host: true });
