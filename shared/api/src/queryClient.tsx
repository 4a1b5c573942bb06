// The page's one QueryClient. Every screen of every remote reads the API through it (queries.ts)
// and writes through it (mutations.ts), so what one remote fetched or changed is what the others
// show, without a reload. @shared/api and react-query are Module Federation singletons, so there
// is one cache per page, as there is one jotai store (docs/architecture.md#the-shell-and-the-remotes).
import { authAtom } from '@shared/auth';
import { store } from '@shared/store';
import { QueryCache, QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CallFailed } from './callFailed';

declare module '@tanstack/react-query' {
  interface Register {
    /** What the query loads, in the words the console gets when it fails: 'Could not load the dashboard'. */
    queryMeta: { failure: string };
  }
}

/**
 * A failed read is tried once more, a second later, when that can help: the network failed or
 * the server answered 5xx. A 4xx answer (missing, refused, signed out) would only come again.
 * Writes are never repeated by themselves: an order or a payment must not be made twice.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof CallFailed)) return false;
  const status = error.status;
  return status === undefined || status >= 500;
}

/**
 * A client with the page's rules: a read that fails is retried as retryRead says, then logged once
 * with what it was loading (the screen shows its own message); a screen refetches what it shows
 * each time it is opened, showing what the cache has meanwhile, but not when the window regains
 * focus (an admin's half-typed form is never reset under them). `queries` overrides the rules for
 * reads (the component tests turn retries off).
 */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error(query.meta?.failure ?? `Could not load ${JSON.stringify(query.queryKey)}`, error),
    }),
    defaultOptions: {
      queries: { retry: retryRead, refetchOnWindowFocus: false, ...queries },
      mutations: { retry: false },
    },
  });
}

/** The one client of the page. */
export const queryClient = createQueryClient();

// A signed-out page keeps none of the admin's answers in memory, however the session ended (the
// sign-out dialog, a 401, another tab).
store.sub(authAtom, () => {
  if (!store.get(authAtom).isAuthenticated) queryClient.clear();
});

/** Gives the areas below the page's client; the shell puts it around the areas that fetch. */
export function PageQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
