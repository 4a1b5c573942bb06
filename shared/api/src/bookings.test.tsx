import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Booking } from '@shared/domain';
import type { ReactNode } from 'react';
import { bookingApi, bookingKeys, useBooking, useCancelBooking, useFindBooking, usePayInstalment, useResendBooking } from './bookings';
import { createQueryClient } from './queryClient';
import { queryKeys } from './queryKeys';
import { answer, seen } from './testing/fakeApi';

const sent = () =>
  seen.map((call) => ({ method: call.method, url: call.url, data: call.data ? JSON.parse(call.data as string) : undefined }));

const token = 'tok/en+1';
const path = '/bookings/tok%2Fen%2B1';
const booking = { reference: 'EVT-7K3P9Q', status: 'PAID', canCancel: true, refundOnCancel: 9000, refunded: 0 } as Booking;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(() => {
  seen.length = 0;
  client = createQueryClient({ retry: false });
});
afterEach(() => jest.restoreAllMocks());

describe('bookingApi', () => {
  it('reads the booking out of data, with the token encoded in the path', async () => {
    answer({ data: booking });
    expect(await bookingApi.get(token)).toEqual(booking);
    expect(sent()).toEqual([{ method: 'get', url: path, data: undefined }]);
  });

  it.each([
    ['cancel', () => bookingApi.cancel(token), `${path}/cancel`, undefined],
    ['resend', () => bookingApi.resend(token), `${path}/resend`, undefined],
    ['pay', () => bookingApi.pay(token, 3, { provider: 'paypal' }), `${path}/pay/3`, { provider: 'paypal' }],
    [
      'lookup',
      () => bookingApi.lookup({ email: 'a@example.com', reference: 'EVT-7K3P9Q' }),
      '/bookings/lookup',
      { email: 'a@example.com', reference: 'EVT-7K3P9Q' },
    ],
  ])('%s posts to its path', async (_, run, url, data) => {
    answer({ data: {} }, 202);
    await run();
    expect(sent()).toEqual([{ method: 'post', url, data }]);
  });

  it('answers the payment start out of data, and the lookup its message', async () => {
    answer({ data: { redirectUrl: '/api/sandbox/p1' } });
    expect(await bookingApi.pay(token, 2, { provider: 'stripe' })).toEqual({ redirectUrl: '/api/sandbox/p1' });
    answer({ message: 'If that order reference ...' }, 202);
    expect(await bookingApi.lookup({ email: 'a@example.com', reference: 'EVT-7K3P9Q' })).toEqual({
      message: 'If that order reference ...',
    });
  });

  it('gives the browser the addresses of a ticket’s PDF and QR code, and of the calendar file, under the API', () => {
    expect(bookingApi.ticketPdfUrl(token, 'AB12-CD34')).toBe(`/api${path}/tickets/AB12-CD34.pdf`);
    expect(bookingApi.ticketQrUrl(token, 'AB12 CD34')).toBe(`/api${path}/tickets/AB12%20CD34/qr.svg`);
    expect(bookingApi.calendarUrl(token)).toBe(`/api${path}/calendar.ics`);
  });
});

describe('the booking hooks', () => {
  it('useBooking asks for nothing without a token, and for the booking with one', async () => {
    answer({ data: booking });
    const none = renderHook(() => useBooking(undefined), { wrapper });
    expect(none.result.current.fetchStatus).toBe('idle');
    const shown = renderHook(() => useBooking(token), { wrapper });
    await waitFor(() => expect(shown.result.current.data).toEqual(booking));
    expect(sent()).toHaveLength(1);
  });

  it('a cancellation shows the booking cancelled at once, fetches it again and marks the events and orders stale', async () => {
    const get = jest.spyOn(bookingApi, 'get').mockResolvedValue({ ...booking, status: 'CANCELLED', canCancel: false, refunded: 9000 });
    jest.spyOn(bookingApi, 'cancel').mockResolvedValue({ status: 'CANCELLED', reference: 'EVT-7K3P9Q', refunded: 9000, refund: null });
    client.setQueryData(bookingKeys.detail(token), booking);
    client.setQueryData(queryKeys.events.list('parties', 'OPEN'), []);
    client.setQueryData(queryKeys.orders.unpaid({}), []);
    const { result } = renderHook(() => useCancelBooking(token), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(client.getQueryData(bookingKeys.detail(token))).toMatchObject({ status: 'CANCELLED', canCancel: false, refundOnCancel: 0 });
    expect(client.getQueryState(bookingKeys.detail(token))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.events.list('parties', 'OPEN'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.orders.unpaid({}))?.isInvalidated).toBe(true);
    // Nothing on screen reads them here, so nothing is fetched now.
    expect(get).not.toHaveBeenCalled();
  });

  it('a refused cancellation fetches the booking again and changes nothing else', async () => {
    jest.spyOn(bookingApi, 'cancel').mockRejectedValue(new Error('409'));
    client.setQueryData(bookingKeys.detail(token), booking);
    const { result } = renderHook(() => useCancelBooking(token), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(client.getQueryData(bookingKeys.detail(token))).toEqual(booking);
    expect(client.getQueryState(bookingKeys.detail(token))?.isInvalidated).toBe(true);
  });

  it('the other writes call their endpoint with the token and change nothing cached', async () => {
    answer({ data: { redirectUrl: 'https://checkout.stripe.com/c/1' } });
    client.setQueryData(bookingKeys.detail(token), booking);
    const resend = renderHook(() => useResendBooking(token), { wrapper });
    const pay = renderHook(() => usePayInstalment(token), { wrapper });
    const find = renderHook(() => useFindBooking(), { wrapper });
    await act(() => resend.result.current.mutateAsync());
    await act(() => pay.result.current.mutateAsync({ instalment: 2, provider: 'stripe' }));
    await act(() => find.result.current.mutateAsync({ email: 'a@example.com', reference: 'EVT-7K3P9Q' }));
    expect(sent().map(({ url }) => url)).toEqual([`${path}/resend`, `${path}/pay/2`, '/bookings/lookup']);
    expect(pay.result.current.data).toEqual({ redirectUrl: 'https://checkout.stripe.com/c/1' });
    expect(client.getQueryState(bookingKeys.detail(token))?.isInvalidated).toBe(false);
  });
});
