// Renders one checkout screen at a URL (with optional navigation state) inside a router, with a
// fresh query client, the toast container, and a marker for every place a screen may send the visitor.
import { render } from '@testing-library/react';
import { TestQueries } from '@shared/api/testing';
import { ToastHost } from '@shared/ui';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function Landed() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
    </p>
  );
}

export function renderRoute(path: string, route: string, element: ReactElement, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={<Landed />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
    { wrapper: TestQueries },
  );
}
