import { setSiteConfig } from '@shared/ui';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchRemotesFile, registerAll } from './remotes/registry';

async function start() {
  try {
    const file = await fetchRemotesFile();
    registerAll(file.remotes);
    if (file.brand) setSiteConfig({ brand: file.brand });
  } catch (error) {
    // Without addresses every area shows its retry card; the shell itself (login, layouts) still works.
    console.error('Could not read /remotes.json', error);
  }
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
