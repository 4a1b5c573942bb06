import { createConfig } from '../../rspack.shared';

export default createConfig({
  dir: import.meta.dirname,
  name: 'merchandise',
  exposes: { './App': './src/App.tsx' },
});
