import { render, screen, within } from '@testing-library/react';
import { dashboardApi, siteHealthApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { signInAs } from '@shared/auth/testing';
import type { SiteHealth } from '@shared/domain';
import { aSummary } from '../testing/fixtures';
import { DashboardPage } from './DashboardPage';

jest.spyOn(dashboardApi, 'summary').mockResolvedValue(aSummary());
const siteHealth = jest.spyOn(siteHealthApi, 'get');

const healthy: SiteHealth = {
  data: [
    { remote: 'checkout', version: '1.0.0', errorsLastHour: 2, errorsLastDay: 7 },
    { remote: 'checkout', version: '1.1.0', errorsLastHour: 6, errorsLastDay: 6 },
  ],
  canaries: [
    {
      remote: 'checkout',
      stable: { version: '1.0.0', sharePercent: 90, errorsLastHour: 2, errorsLastDay: 7, rate: 2.2222 },
      canary: { version: '1.1.0', sharePercent: 10, errorsLastHour: 6, errorsLastDay: 6, rate: 60 },
      autoRollback: { factor: 3, minSample: 20 },
    },
  ],
  rollbacks: [],
};

beforeEach(() => siteHealth.mockReset());

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

it('shows an owner the errors per version in the last hour and day, and the canary’s rate beside the stable one’s', async () => {
  signInAs('OWNER');
  siteHealth.mockResolvedValue(healthy);
  render(<DashboardPage />, { wrapper: TestQueries });
  const panel = await screen.findByRole('region', { name: 'Site health' });
  expect(cells(within(panel).getByRole('row', { name: 'checkout 1.0.0' }))).toEqual(['checkout', '1.0.0', '2', '7']);
  expect(cells(within(panel).getByRole('row', { name: 'checkout 1.1.0' }))).toEqual(['checkout', '1.1.0', '6', '6']);
  const canary = within(panel).getByRole('region', { name: 'checkout canary' });
  expect(cells(within(canary).getByRole('row', { name: 'checkout canary' }))).toEqual(['Canary', '1.1.0', '10%', '6', '60/h']);
  expect(cells(within(canary).getByRole('row', { name: 'checkout stable' }))).toEqual(['Stable', '1.0.0', '90%', '2', '2.2/h']);
  expect(canary).toHaveTextContent('Rolled back automatically when over 3 times the stable rate with at least 20 errors in an hour.');
  expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
});

it('shows an admin the automatic rollback the API made, with when and its figures', async () => {
  signInAs('ADMIN');
  siteHealth.mockResolvedValue({
    data: [{ remote: 'checkout', version: '1.1.0', errorsLastHour: 12, errorsLastDay: 12 }],
    canaries: [],
    rollbacks: [
      {
        at: '2026-11-27T18:20:00.000Z',
        remote: 'checkout',
        reason: 'checkout canary 1.1.0: 12 errors in the last hour at 50% of visitors',
      },
    ],
  });
  render(<DashboardPage />, { wrapper: TestQueries });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('checkout: canary rolled back automatically, 27 Nov 2026, 18:20 UTC.');
  expect(alert).toHaveTextContent('12 errors in the last hour at 50% of visitors');
  expect(screen.queryByRole('region', { name: 'checkout canary' })).not.toBeInTheDocument();
});

it('says so when nothing failed in the last day', async () => {
  signInAs('OWNER');
  siteHealth.mockResolvedValue({ data: [], canaries: [], rollbacks: [] });
  render(<DashboardPage />, { wrapper: TestQueries });
  expect(await screen.findByText('No errors reported in the last day.')).toBeInTheDocument();
});

it('is not shown, nor asked for, to a role without the site-health permission', async () => {
  signInAs('FINANCE');
  render(<DashboardPage />, { wrapper: TestQueries });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Site health' })).not.toBeInTheDocument();
  expect(siteHealth).not.toHaveBeenCalled();
});
