// The settings page or one of its tabs as the shell mounts it, at an address: inside the router
// (the open tab and the filters live in the address) and the page's queries, with the toasts and
// what the address bar would show.
import { TestQueries } from '@shared/api/testing';
import { ToastHost } from '@shared/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** What the address bar would show (its query). */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

/** A wrapper for render(): the tree at `address` (default /admin/settings). */
export const mountedAt =
  (address = '/admin/settings') =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>
      <TestQueries>
        <Routes>
          <Route
            path="/admin/settings"
            element={
              <>
                {children}
                <Address />
                <ToastHost />
              </>
            }
          />
        </Routes>
      </TestQueries>
    </MemoryRouter>
  );
