import { screen } from '@testing-library/react';
import { dashboardApi, transactionApi } from '@shared/api';
import { renderAt } from '@shared/ui/src/testing/renderAt';
import App from './App';
import { aSummary, aTransaction } from './testing/fixtures';

jest.mock('@shared/api', () => ({ dashboardApi: { summary: jest.fn() }, transactionApi: { list: jest.fn() } }));
jest.mocked(dashboardApi.summary).mockResolvedValue(aSummary());
jest.mocked(transactionApi.list).mockResolvedValue([aTransaction()]);

it('/admin/payments shows Payment Tracking', async () => {
  renderAt(App, '/admin/payments', { stubDashboard: false });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Tracking');
  expect(await screen.findByRole('grid', { name: 'Payments' }, { timeout: 2000 })).toBeInTheDocument();
});

it('/admin/dashboard shows the Dashboard', async () => {
  renderAt(App, '/admin/dashboard', { stubDashboard: false });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
  expect(await screen.findByRole('group', { name: 'Total Revenue' }, { timeout: 2000 })).toHaveTextContent('£12,345.50');
});
