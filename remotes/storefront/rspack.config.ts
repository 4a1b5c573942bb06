import { createConfig } from '../../rspack.shared';

export default createConfig({
  dir: import.meta.dirname,
  name: 'storefront',
  exposes: { './App': './src/App.tsx' },
});
