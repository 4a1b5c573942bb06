import { screen } from '@testing-library/react';
import { merchandiseApi, merchandiseOrderApi } from '@shared/api';
import { renderAt } from '@shared/ui/src/testing/renderAt';
import App from './App';

jest.mock('@shared/api', () => ({
  merchandiseApi: { list: jest.fn(), get: jest.fn() },
  merchandiseOrderApi: { page: jest.fn() },
  errorMessage: jest.requireActual('@shared/api/src/client').errorMessage,
}));

beforeEach(() => {
  jest.mocked(merchandiseApi.list).mockResolvedValue([]);
  jest.mocked(merchandiseApi.get).mockResolvedValue({ id: 3, title: 'Tee', price: 100, displayPrice: '£1.00', description: '', image: '', variants: [] });
  jest.mocked(merchandiseOrderApi.page).mockResolvedValue({ data: [], page: 1, pageSize: 10, total: 0 });
});

it.each([
  ['/admin/merchandise', 'Merchandise'],
  ['/admin/merchandise/orders', 'Orders'],
  ['/admin/merchandise/create', 'Create New Merchandise'],
  ['/admin/merchandise/edit/3', 'Edit Merchandise'],
  ['/admin/merchandise/item-details/3', 'Merchandise'],
  ['/admin/merchandise/3', 'Merchandise'],
])('%s shows %s', async (path, title) => {
  renderAt(App, path);
  // hidden: the details dialog makes the rest of the page inert.
  expect(await screen.findByRole('heading', { level: 1, hidden: true })).toHaveTextContent(title);
});

it('sends unknown merchandise paths to the dashboard', () => {
  renderAt(App, '/admin/merchandise/a/b/c');
  expect(screen.getByText('dashboard')).toBeInTheDocument();
});
