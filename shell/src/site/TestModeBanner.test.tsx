import { render, screen, waitFor } from '@testing-library/react';
import { fetchSiteInfo } from '@shared/api/early';
import { TestModeBanner } from './TestModeBanner';

jest.mock('@shared/api/early', () => ({ fetchSiteInfo: jest.fn() }));

const siteInfo = fetchSiteInfo as jest.MockedFunction<typeof fetchSiteInfo>;

describe('TestModeBanner', () => {
  it('says so on a site whose payments are the sandbox', async () => {
    siteInfo.mockResolvedValue({ paymentsMode: 'sandbox', maxTicketsPerBuyer: 10 });
    render(<TestModeBanner />);
    expect(await screen.findByRole('complementary', { name: 'Test mode' })).toHaveTextContent('Test mode: no real payments');
  });

  it('shows nothing where payments are live', async () => {
    siteInfo.mockResolvedValue({ paymentsMode: 'live', maxTicketsPerBuyer: 10 });
    render(<TestModeBanner />);
    await waitFor(() => expect(siteInfo).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByText('Test mode: no real payments')).not.toBeInTheDocument();
  });

  it('shows nothing when the API cannot say', async () => {
    siteInfo.mockResolvedValue(undefined);
    render(<TestModeBanner />);
    await waitFor(() => expect(siteInfo).toHaveBeenCalled());
    expect(screen.queryByText('Test mode: no real payments')).not.toBeInTheDocument();
  });
});
