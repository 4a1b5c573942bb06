import { createConfig } from '../../rspack.shared';

export default createConfig({
  dir: import.meta.dirname,
  name: 'event_hub',
  exposes: { './App': './src/App.tsx' },
});
