import { setSiteConfig } from '@shared/ui/core';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { RemotesFile } from './remotes/registry';

export async function start(remotesFile: Promise<RemotesFile>) {
  try {
    const file = await remotesFile;
    if (file.brand) setSiteConfig({ brand: file.brand });
  } catch (error) {
    // Without addresses every area shows its retry card; the shell itself (login, layouts) still works.
    console.error('Could not read /remotes.json', error);
  }
  createRoot(document.getElementById('root')!).render(<App />);
}
