import { screen } from '@testing-library/react';
import { renderAt } from '@shared/ui/src/testing/renderAt';
import App from './App';

it.each([
  ['/admin/events', 'Event Hub'],
  ['/admin/events/create-experience', 'Create Event'],
  ['/admin/events/create-party', 'Create Event'],
])('%s shows %s', (path, title) => {
  renderAt(App, path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
});

it('sends unknown event paths to the dashboard', () => {
  renderAt(App, '/admin/events/nowhere');
  expect(screen.getByText('dashboard')).toBeInTheDocument();
});
