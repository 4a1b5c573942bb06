import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import type { DashboardSummary } from '@shared/domain';
import { ToastHost } from '@shared/ui';
import { aSummary, aTransaction } from '../testing/fixtures';
import { DashboardPage } from './DashboardPage';
import { exportReportPdf } from './reportPdf';

jest.mock('./reportPdf', () => ({ exportReportPdf: jest.fn() }));
const summary = jest.spyOn(dashboardApi, 'summary');

beforeEach(() => {
  jest.useFakeTimers();
  summary.mockReset();
  jest.mocked(exportReportPdf).mockReset().mockResolvedValue();
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const figure = (name: string) => within(screen.getByRole('group', { name })).getByTestId('figure');

async function renderLoaded(first: DashboardSummary = aSummary()) {
  summary.mockResolvedValueOnce(first);
  render(<DashboardPage />, { wrapper: TestQueries });
  await wait(800);
}

it('shows the skeleton for 800 ms even when the figures come at once', async () => {
  summary.mockResolvedValue(aSummary());
  render(<DashboardPage />, { wrapper: TestQueries });
  await wait(799);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Total Revenue' })).not.toBeInTheDocument();
  await wait(1);
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  expect(figure('Total Revenue')).toHaveTextContent('£12,345.50');
});

it('keeps the skeleton past 800 ms until the figures arrive', async () => {
  let answer: (value: DashboardSummary) => void = () => {};
  summary.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  render(<DashboardPage />, { wrapper: TestQueries });
  await wait(2000);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  await act(async () => answer(aSummary()));
  expect(figure('Tickets Sold')).toHaveTextContent('42');
});

it('shows the four cards, the sources, the latest transactions and merchandise orders from the summary', async () => {
  await renderLoaded(
    aSummary({
      latestTransactions: [aTransaction({ payerFirstName: 'Grace', payerLastName: 'Hopper', paymentMethod: 'Paypal', status: 'PENDING' })],
    }),
  );
  expect(summary).toHaveBeenCalledWith('12m');
  expect(figure('Total Revenue')).toHaveTextContent('£12,345.50');
  expect(figure('Tickets Sold')).toHaveTextContent('42');
  expect(figure('Merchandise Orders')).toHaveTextContent('7');
  expect(figure('Open Events')).toHaveTextContent('5');

  const sources = within(screen.getByRole('region', { name: 'Sales Sources' }));
  expect(sources.getByRole('progressbar', { name: 'Experiences share of sales' })).toHaveAttribute('aria-valuenow', '73');
  expect(sources.getByRole('progressbar', { name: 'Parties share of sales' })).toHaveAttribute('aria-valuenow', '24');
  expect(sources.getByRole('progressbar', { name: 'Merchandise share of sales' })).toHaveAttribute('aria-valuenow', '3');
  expect(sources.getByText('£345.50 (3%)')).toBeInTheDocument();

  const row = within(screen.getByRole('region', { name: 'Transactions' })).getAllByRole('row')[1];
  for (const text of ['Grace Hopper', 'Brighton Seaside Weekend', 'PayPal', '14 Mar 2026', '£210.60', 'Pending']) {
    expect(row).toHaveTextContent(text);
  }
  const orders = within(screen.getByRole('region', { name: 'Merchandise Orders' }));
  expect(orders.getByRole('listitem')).toHaveTextContent('Camo Cap x 2');
  expect(orders.getByRole('listitem')).toHaveTextContent('£30.00');
});

it('refetches the summary for each range tab and shows its figures', async () => {
  await renderLoaded();
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['12 Months', '6 Months', '30 Days', '7 Days']);

  summary.mockResolvedValueOnce(aSummary({ range: '30d', totals: { revenue: 9900, ticketsSold: 3, merchandiseOrders: 1, openEvents: 5 } }));
  await user().click(screen.getByRole('tab', { name: '30 Days' }));
  expect(summary).toHaveBeenLastCalledWith('30d');
  expect(await screen.findByText('£99.00')).toBeInTheDocument();
  expect(figure('Tickets Sold')).toHaveTextContent('3');
  expect(within(screen.getByRole('group', { name: 'Tickets Sold' })).getByText('Last 30 Days')).toBeInTheDocument();

  summary.mockResolvedValueOnce(aSummary({ range: '7d', totals: { revenue: 500, ticketsSold: 1, merchandiseOrders: 0, openEvents: 5 } }));
  await user().click(screen.getByRole('tab', { name: '7 Days' }));
  expect(summary).toHaveBeenLastCalledWith('7d');
  expect(await screen.findByText('£5.00')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '7 Days' })).toHaveAttribute('aria-selected', 'true');
});

it('never shows an older range last when answers cross', async () => {
  await renderLoaded();
  let slow: (value: DashboardSummary) => void = () => {};
  summary.mockReturnValueOnce(new Promise((resolve) => (slow = resolve)));
  await user().click(screen.getByRole('tab', { name: '6 Months' }));
  summary.mockResolvedValueOnce(aSummary({ range: '7d', totals: { revenue: 500, ticketsSold: 1, merchandiseOrders: 0, openEvents: 5 } }));
  await user().click(screen.getByRole('tab', { name: '7 Days' }));
  expect(await screen.findByText('£5.00')).toBeInTheDocument();
  await act(async () => slow(aSummary({ range: '6m', totals: { revenue: 777700, ticketsSold: 9, merchandiseOrders: 0, openEvents: 5 } })));
  expect(figure('Total Revenue')).toHaveTextContent('£5.00');
});

it('exports the PDF of the range on screen', async () => {
  await renderLoaded();
  const weekly = aSummary({ range: '7d' });
  summary.mockResolvedValueOnce(weekly);
  await user().click(screen.getByRole('tab', { name: '7 Days' }));
  await wait(0);
  await user().click(screen.getByRole('button', { name: 'Export PDF' }));
  expect(exportReportPdf).toHaveBeenCalledWith(weekly);
});

it('tells the admin when the PDF cannot be made', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(exportReportPdf).mockRejectedValueOnce(new Error('chunk failed'));
  summary.mockResolvedValueOnce(aSummary());
  render(
    <>
      <DashboardPage />
      <ToastHost />
    </>,
    { wrapper: TestQueries },
  );
  await wait(800);
  await user().click(screen.getByRole('button', { name: 'Export PDF' }));
  expect(await screen.findByText('Could not export the PDF. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  logged.mockRestore();
});

it('says when there are no transactions or merchandise orders yet', async () => {
  await renderLoaded(aSummary({ latestTransactions: [], latestMerchandiseOrders: [] }));
  expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
  expect(screen.getByText('No merchandise orders yet.')).toBeInTheDocument();
});

it('says so when the figures cannot be loaded, and tries again on Retry', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  summary.mockRejectedValueOnce(new Error('offline'));
  render(<DashboardPage />, { wrapper: TestQueries });
  await wait(800);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
  expect(logged).toHaveBeenCalledWith('Could not load the dashboard', expect.any(Error));
  logged.mockRestore();
  summary.mockResolvedValueOnce(aSummary());
  await user().click(screen.getByRole('button', { name: 'Retry' }));
  await wait(0);
  expect(figure('Total Revenue')).toHaveTextContent('£12,345.50');
});
