import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetArea, loadArea } from './registry';
import { RemoteArea } from './RemoteArea';
import { VersionSkewError } from './skew';

jest.mock('./registry', () => ({
  loadArea: jest.fn(),
  forgetArea: jest.fn(),
  registeredRemotes: () => ['merchandise', 'bookings', 'event_hub'],
  remoteRelease: (remote: string) => ({ channel: 'stable', entry: `https://cdn.example/${remote}/2.4.0/mf-manifest.json` }),
}));

const load = loadArea as jest.MockedFunction<typeof loadArea>;
const post = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true, status: 202 }));
const reports = () => post.mock.calls.map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  load.mockReset();
  post.mockClear();
  globalThis.fetch = post as unknown as typeof fetch;
  window.history.replaceState(null, '', '/admin/orders/ord_88fe21c9?tab=refunds');
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

  it('reports a failed load once, as a load failure of that remote on that route', async () => {
    load.mockRejectedValueOnce(new Error('mf-manifest.json answered 503'));
    // Remotes the tests above did not load: each remote's lazy component lives as long as the page.
    render(<RemoteArea remote="merchandise" label="merchandise" />);
    expect(await screen.findByText('This part of the site could not be loaded')).toBeInTheDocument();
    // The boundary sees the same error: it is not sent a second time as a render error.
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(reports()).toEqual([
      {
        remote: 'merchandise',
        version: '2.4.0',
        message: 'mf-manifest.json answered 503',
        stack: expect.any(String),
        route: '/admin/orders/:id',
        kind: 'load',
      },
    ]);
  });

  it('shows the reload card for a remote built against a newer @shared/* than the page has, and reports it', async () => {
    load.mockRejectedValueOnce(
      new VersionSkewError('event_hub', { name: '@shared/api', requiredVersion: '^2.0.0' }, { version: '1.4.0', from: 'shell' }),
    );
    render(<RemoteArea remote="event_hub" label="events" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This area was updated and needs a newer site version; reload');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(reports()).toEqual([
      expect.objectContaining({
        remote: 'event_hub',
        version: '2.4.0',
        kind: 'load',
        message: 'The event_hub remote needs @shared/api ^2.0.0; this page has 1.4.0 (from shell)',
      }),
    ]);
  });

  it('reports an error thrown while the area renders as a render error', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('booking page broke');
      },
    });
    render(<RemoteArea remote="bookings" label="bookings" />);
    expect(await screen.findByText('This part of the site could not be loaded')).toBeInTheDocument();
    expect(reports()).toEqual([
      expect.objectContaining({ remote: 'bookings', kind: 'render', message: 'booking page broke', route: '/admin/orders/:id' }),
    ]);
  });
});
