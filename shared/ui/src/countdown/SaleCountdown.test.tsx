import { act, render, renderHook, screen } from '@testing-library/react';
import { SaleCountdown, useOnSale } from '@shared/ui/countdown';

const NOW = new Date('2031-03-01T08:59:50.000Z');
const ON_SALE = '2031-03-01T09:00:00.000Z';

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('SaleCountdown', () => {
  it('says when tickets go on sale and counts down each second, without announcing every tick', () => {
    render(<SaleCountdown onSaleAt={ON_SALE} timeZone="Africa/Lagos" />);
    expect(screen.getByText('On sale Saturday, 1 March 2031, 10:00 AM (WAT)')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent('00h 00m 10s');
    expect(timer).toHaveTextContent('10 seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00h 00m 09s');
    act(() => jest.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('00h 00m 00s');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows days for a sale further off', () => {
    render(<SaleCountdown onSaleAt="2031-03-03T12:01:02.000Z" timeZone="Europe/London" />);
    expect(screen.getByText('On sale Monday, 3 March 2031, 12:01 PM (GMT)')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2d 03h 01m 12s');
    expect(screen.getByRole('timer')).toHaveTextContent('2 days, 3 hours, 1 minute and 12 seconds');
  });
});

describe('useOnSale', () => {
  it('is on sale with no on-sale time or one in the past', () => {
    expect(renderHook(() => useOnSale(null)).result.current).toBe(true);
    expect(renderHook(() => useOnSale('2031-03-01T08:00:00.000Z')).result.current).toBe(true);
  });

  it('turns on sale when the time comes, with one timer rather than a tick a second', () => {
    const { result } = renderHook(() => useOnSale(ON_SALE));
    expect(result.current).toBe(false);
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(9_999));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits for a sale months away in steps a browser timer can take', () => {
    const { result } = renderHook(() => useOnSale('2031-06-01T09:00:00.000Z'));
    // 92 days and 10 s: three steps of about 24.8 days, then the rest.
    for (let step = 0; step < 3; step++) {
      act(() => jest.advanceTimersByTime(2 ** 31 - 1));
      expect(result.current).toBe(false);
    }
    act(() => jest.advanceTimersByTime(92 * 24 * 3600 * 1000 + 10_000 - 3 * (2 ** 31 - 1)));
    expect(result.current).toBe(true);
  });
});
