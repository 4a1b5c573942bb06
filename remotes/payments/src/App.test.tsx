import { screen } from '@testing-library/react';
import { renderAt } from '@shared/ui/src/testing/renderAt';
import App from './App';

it('/admin/payments shows Payment Tracking', () => {
  renderAt(App, '/admin/payments', { stubDashboard: false });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Tracking');
});

it('/admin/dashboard shows the Dashboard', () => {
  renderAt(App, '/admin/dashboard', { stubDashboard: false });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
});
