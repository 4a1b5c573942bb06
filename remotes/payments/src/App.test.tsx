import { screen } from '@testing-library/react';
import { adminOrderApi, dashboardApi, transactionApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { renderAt } from '@shared/ui/testing';
import App from './App';
import { anAdminOrder, aSummary, aTransaction } from './testing/fixtures';

jest.spyOn(dashboardApi, 'summary').mockResolvedValue(aSummary());
jest.spyOn(transactionApi, 'page').mockResolvedValue({ data: [aTransaction()], page: 1, pageSize: 10, total: 1 });
jest.spyOn(adminOrderApi, 'get').mockResolvedValue(anAdminOrder());

const Area = () => (
  <TestQueries>
    <App />
  </TestQueries>
);

it('/admin/payments shows Payment Tracking', async () => {
  renderAt(Area, '/admin/payments', { stubDashboard: false });
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('Payment Tracking');
  expect(await screen.findByRole('grid', { name: 'Payments' }, { timeout: 2000 })).toBeInTheDocument();
});

it('/admin/dashboard shows the Dashboard', async () => {
  renderAt(Area, '/admin/dashboard', { stubDashboard: false });
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('Dashboard');
  expect(await screen.findByRole('group', { name: 'Total Revenue' }, { timeout: 2000 })).toHaveTextContent('£12,345.50');
});

it('/admin/orders/{id} shows that order', async () => {
  renderAt(Area, `/admin/orders/${anAdminOrder().id}`, { stubDashboard: false });
  expect(await screen.findByRole('heading', { level: 1, name: 'Order EVT-7K3P9Q' })).toBeInTheDocument();
  expect(adminOrderApi.get).toHaveBeenCalledWith(anAdminOrder().id);
});

it('/admin/orders alone goes to Payment Tracking, where orders are found', async () => {
  renderAt(Area, '/admin/orders', { stubDashboard: false });
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('Payment Tracking');
  expect(await screen.findByRole('searchbox', { name: 'Find an order' }, { timeout: 2000 })).toBeInTheDocument();
});
