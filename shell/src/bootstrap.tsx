import { setSiteConfig } from '@shared/ui/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { listenForRemoteErrors } from './remotes/remoteErrors';
import type { RemotesFile } from './remotes/registry';

export async function start(remotesFile: Promise<RemotesFile>) {
  // Before the first render: no remote's code runs until an area renders.
  listenForRemoteErrors();
  try {
    const file = await remotesFile;
    if (file.brand) setSiteConfig({ brand: file.brand });
  } catch (error) {
    // Without addresses every area shows its retry card; the shell itself (login, layouts) still works.
    console.error('Could not read /remotes.json', error);
  }
  const root = createRoot(document.getElementById('root')!);
  // The first render is a transition so React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page: a phone stays responsive while the site starts.
  startTransition(() => root.render(<App />));
}
