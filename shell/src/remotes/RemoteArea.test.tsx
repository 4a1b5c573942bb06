import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetArea, loadArea } from './registry';
import { RemoteArea } from './RemoteArea';

jest.mock('./registry', () => ({ loadArea: jest.fn(), forgetArea: jest.fn() }));

const load = loadArea as jest.MockedFunction<typeof loadArea>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  load.mockReset();
});

describe('RemoteArea', () => {
  it('renders the remote once it has loaded', async () => {
    load.mockResolvedValue({ default: () => <p>settings page</p> });
    render(<RemoteArea remote="settings" label="settings" />);
    expect(await screen.findByText('settings page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('settings');
  });

  it('shows the retry card when the remote cannot load, and Retry loads it afresh', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry.js 502'));
    render(<RemoteArea remote="payments" label="dashboard and payments" />);
    expect(await screen.findByText('This part of the site could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/The dashboard and payments section is temporarily unavailable/)).toBeInTheDocument();

    load.mockResolvedValueOnce({ default: () => <p>dashboard</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(forgetArea).toHaveBeenCalledWith('payments');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
