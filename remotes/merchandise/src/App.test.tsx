import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';

it.each([
  ['/admin/merchandise', 'Merchandise'],
  ['/admin/merchandise/orders', 'Orders'],
  ['/admin/merchandise/create', 'Create New Merchandise'],
])('%s shows %s', (path, title) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
});
