import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the browser says it has a connection, following it as it comes and goes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
