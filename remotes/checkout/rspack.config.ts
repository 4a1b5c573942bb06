import { createConfig } from '../../rspack.shared';

export default createConfig({
  dir: import.meta.dirname,
  name: 'checkout',
  exposes: { './App': './src/App.tsx' },
});
