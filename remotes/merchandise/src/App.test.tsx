import { screen } from '@testing-library/react';
import { renderAt } from '@shared/ui/src/testing/renderAt';
import App from './App';

it.each([
  ['/admin/merchandise', 'Merchandise'],
  ['/admin/merchandise/orders', 'Orders'],
  ['/admin/merchandise/create', 'Create New Merchandise'],
])('%s shows %s', (path, title) => {
  renderAt(App, path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
});

it('sends unknown merchandise paths to the dashboard', () => {
  renderAt(App, '/admin/merchandise/a/b/c');
  expect(screen.getByText('dashboard')).toBeInTheDocument();
});
