import { screen } from '@testing-library/react';
import { merchandiseApi, merchandiseOrderApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { renderAt } from '@shared/ui/testing';
import App from './App';

beforeEach(() => {
  jest.spyOn(merchandiseApi, 'list').mockResolvedValue([]);
  jest
    .spyOn(merchandiseApi, 'get')
    .mockResolvedValue({ id: 3, title: 'Tee', price: 100, displayPrice: '£1.00', description: '', image: '', variants: [] });
  jest.spyOn(merchandiseOrderApi, 'page').mockResolvedValue({ data: [], page: 1, pageSize: 10, total: 0 });
});

const Area = () => (
  <TestQueries>
    <App />
  </TestQueries>
);

it.each([
  ['/admin/merchandise', 'Merchandise'],
  ['/admin/merchandise/orders', 'Orders'],
  ['/admin/merchandise/create', 'Create New Merchandise'],
  ['/admin/merchandise/edit/3', 'Edit Merchandise'],
  ['/admin/merchandise/item-details/3', 'Merchandise'],
  ['/admin/merchandise/3', 'Merchandise'],
])('%s shows %s', async (path, title) => {
  renderAt(Area, path);
  // hidden: the details dialog makes the rest of the page inert.
  expect(await screen.findByRole('heading', { level: 1, hidden: true }, { timeout: 5000 })).toHaveTextContent(title);
});

it('sends unknown merchandise paths to the dashboard', () => {
  renderAt(Area, '/admin/merchandise/a/b/c');
  expect(screen.getByText('dashboard')).toBeInTheDocument();
});
