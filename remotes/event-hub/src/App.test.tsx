import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from './App';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/dashboard" element={<p>dashboard</p>} />
        <Route path="*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

it.each([
  ['/admin/events', 'Event Hub'],
  ['/admin/events/create-experience', 'Create Event'],
  ['/admin/events/create-party', 'Create Event'],
])('%s shows %s', (path, title) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
});

it('sends unknown event paths to the dashboard', () => {
  renderAt('/admin/events/nowhere');
  expect(screen.getByText('dashboard')).toBeInTheDocument();
});
