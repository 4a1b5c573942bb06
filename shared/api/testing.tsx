// The '@shared/api/testing' entry, for component tests only: the QueryClient a screen finds above
// it in the shell (PageQueries), made afresh for each rendered tree so no answer cached by one
// test shows in another. Wrap what a test renders in it:
//   render(<DashboardPage />, { wrapper: TestQueries })
//   renderAt(() => <TestQueries><App /></TestQueries>, '/admin/merchandise')
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './src/queryClient';

// react-query tells components about an answer on a timer of its own; in tests it tells them at
// once, so a test with fake timers sees an answer as soon as the mocked call resolves in act().
notifyManager.setScheduler((notify) => notify());

/**
 * The page's rules (src/queryClient.tsx) except that a failed read is not tried again, so a test
 * sees the failure of the call it mocked at once; the retry rule has tests of its own.
 */
export function TestQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ retry: false }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
