import { createConfig } from '../../rspack.shared';

export default createConfig({
  dir: import.meta.dirname,
  name: 'payments',
  exposes: { './App': './src/App.tsx' },
});
