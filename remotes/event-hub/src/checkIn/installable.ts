// Makes the check-in page an installable app that loads again without a connection: its web app
// manifest and its service worker, both served by the shell at the site's root (shell/public).
// The worker's scope is this page alone; it keeps no API answer (docs/product-rules.md#offline-check-in).
import { paths } from '@shared/domain';
import { useEffect } from 'react';

const WORKER = '/check-in-sw.js';
const MANIFEST = '/check-in.manifest.json';

/** Every file the page has loaded so far: the shell's and the remotes' code, the remotes file. */
function loadedFiles(): string[] {
  // Resource timing is missing in some browsers and test DOMs: the scripts then stand for it.
  const resources =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource').map((entry) => entry.name) : [];
  const scripts = Array.from(document.scripts, (script) => script.src).filter(Boolean);
  return [...new Set([...resources, ...scripts])];
}

/** While the page is shown: its manifest is linked, and its worker registered and told what the page loaded before it. */
export function useInstallable(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST;
    document.head.appendChild(link);
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker
        .register(WORKER, { scope: paths.admin.eventCheckIn })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => registration.active?.postMessage({ type: 'keep', urls: loadedFiles() }))
        .catch((reason: unknown) => console.warn('The check-in page will not load again without a connection', reason));
    }
    return () => link.remove();
  }, []);
}
