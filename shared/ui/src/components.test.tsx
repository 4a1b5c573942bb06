import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ComingSoon } from './ComingSoon';
import { PageHeader } from './PageHeader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageRequestedAt, useSkeletonDelay } from './skeletons';

describe('PageHeader', () => {
  it('shows title, subtitle, description and notification, and the back button goes to its target', async () => {
    render(
      <MemoryRouter initialEntries={['/now']}>
        <Routes>
          <Route path="/back" element={<p>went back</p>} />
          <Route
            path="/now"
            element={<PageHeader title="Title" subtitle="Sub" description="Desc" notification="Pay by 1 May" backTo="/back" />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Title');
    expect(screen.getByText('Sub')).toBeInTheDocument();
    expect(screen.getByText('Desc')).toBeInTheDocument();
    expect(screen.getByText('Pay by 1 May')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('went back')).toBeInTheDocument();
  });

  it('has no back button unless asked', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Plain" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

it('ComingSoon shows its header and the message', () => {
  render(
    <MemoryRouter>
      <ComingSoon title="Gallery" subtitle="Moments" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gallery');
  expect(screen.getByText('Coming Soon')).toBeInTheDocument();
});

describe('RemoteErrorBoundary', () => {
  it('replaces a failing area with the retry card and renders it again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const Area = () => {
      if (broken) throw new Error('boom');
      return <p>area works</p>;
    };
    const onRetry = jest.fn(() => {
      broken = false;
    });
    render(
      <RemoteErrorBoundary area="settings" onRetry={onRetry}>
        <Area />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The settings section is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('area works')).toBeInTheDocument();
  });

  it('tells onError of the error it caught', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('render failed');
    const Area = () => {
      throw error;
    };
    const onError = jest.fn();
    render(
      <RemoteErrorBoundary area="settings" onRetry={() => {}} onError={onError}>
        <Area />
      </RemoteErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(error, expect.objectContaining({ componentStack: expect.any(String) }));
  });

  it('asks for a reload of the page, not a retry, for an error that needs a newer site', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const outdated = new Error('needs @shared/api ^2.0.0');
    const Area = ({ error }: { error: Error }) => {
      throw error;
    };
    const needsReload = (error: Error) => error === outdated;
    const { unmount } = render(
      <RemoteErrorBoundary area="settings" onRetry={() => {}} needsReload={needsReload}>
        <Area error={outdated} />
      </RemoteErrorBoundary>,
    );
    // jsdom cannot reload a page: the button's effect is proven end to end (e2e/tests/version-skew.spec.ts).
    expect(screen.getByRole('alert')).toHaveTextContent(/^This area was updated and needs a newer site version; reloadReload$/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    unmount();

    render(
      <RemoteErrorBoundary area="settings" onRetry={() => {}} needsReload={needsReload}>
        <Area error={new Error('boom')} />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The settings section is temporarily unavailable');
  });
});

describe('useSkeletonDelay', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  const askedAt = (requestedAt: () => number) =>
    function Shell({ children }: { children: ReactNode }) {
      return <PageRequestedAt value={requestedAt()}>{children}</PageRequestedAt>;
    };

  /** Mounts an 800 ms delay `mountedAt` ms into the document (under the shell's moment if given). */
  function mount(mountedAt: number, requestedAt?: () => number) {
    jest.advanceTimersByTime(mountedAt);
    return renderHook(() => useSkeletonDelay(800), requestedAt && { wrapper: askedAt(requestedAt) });
  }

  /** How many ms after its mount the delay turned ready. */
  function readyAfter(result: { current: boolean }): number {
    let waited = 0;
    for (; !result.current && waited <= 2000; waited++) act(() => jest.advanceTimersByTime(1));
    return waited;
  }

  it.each([
    ['800 ms after its mount without the shell', 5000, undefined, 800],
    ["800 ms after the page was asked for, the shell's loading time included", 1500, 1000, 300],
    ['at once when the page took longer than 800 ms to arrive', 2000, 1000, 0],
  ])('is ready %s', (_, mountedAt, requestedAt, waits) => {
    const { result } = mount(mountedAt, requestedAt === undefined ? undefined : () => requestedAt);
    expect(readyAfter(result)).toBe(waits);
  });

  it('keeps the moment it mounted with: a later one does not bring the skeleton back', () => {
    let requestedAt = 1000;
    const { result, rerender } = mount(1500, () => requestedAt);
    expect(readyAfter(result)).toBe(300);
    requestedAt = 1800;
    rerender();
    expect(result.current).toBe(true);
  });
});
