import { createConfig } from '../../rspack.shared';

export default createConfig({
  dir: import.meta.dirname,
  name: 'settings',
  exposes: { './App': './src/App.tsx' },
});
