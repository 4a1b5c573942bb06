// Test helper for the remotes: renders an area's <App /> at a path inside a router, the way the
// shell mounts it (a splat route at the root). Unless the area owns the dashboard itself, the
// dashboard is stubbed so redirects to it can be seen.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export function renderAt(App: ComponentType, path: string, { stubDashboard = true } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {stubDashboard && <Route path="/admin/dashboard" element={<p>dashboard</p>} />}
        <Route path="*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}
