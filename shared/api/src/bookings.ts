// The buyer's booking page and Find my booking (docs/product-rules.md#after-the-sale): the calls
// and one hook each. The token of the e-mailed link is the buyer's only key to their order, so it
// travels in the path (encoded) and never in a log line: the failure text names no token.
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingLookup, BookingPayRequest, OrderCancelled, PaymentStart, ScheduledInstalment } from '@shared/domain';
import { http } from './client';
import { apiBase } from './eventLists';
import { queryKeys } from './queryKeys';

const bookingPath = (token: string) => `/bookings/${encodeURIComponent(token)}`;
const ticketPath = (token: string, code: string) => `${bookingPath(token)}/tickets/${encodeURIComponent(code)}`;

export const bookingApi = {
  get: async (token: string) => (await http.get<{ data: Booking }>(bookingPath(token))).data.data,
  /** The buyer cancels (409 with the reason when the event's policy no longer allows it). */
  cancel: async (token: string) => (await http.post<{ data: OrderCancelled }>(`${bookingPath(token)}/cancel`)).data.data,
  /** E-mails the tickets again (202: queued). */
  resend: async (token: string) => {
    await http.post(`${bookingPath(token)}/resend`);
  },
  /** Starts the payment of one instalment; answers where to send the browser. */
  pay: async (token: string, instalment: ScheduledInstalment['instalment'], body: BookingPayRequest) =>
    (await http.post<{ data: PaymentStart }>(`${bookingPath(token)}/pay/${instalment}`, body)).data.data,
  /** Find my booking: the same answer whether or not the pair names an order (429 when asked too often). */
  lookup: async (body: BookingLookup) => (await http.post<{ message: string }>('/bookings/lookup', body)).data,
  /** Addresses the browser opens itself (an <img>, a download link), so they carry the API's base. */
  ticketPdfUrl: (token: string, code: string) => `${apiBase}${ticketPath(token, code)}.pdf`,
  ticketQrUrl: (token: string, code: string) => `${apiBase}${ticketPath(token, code)}/qr.svg`,
  /** The event as a calendar file (text/calendar), for "Add to calendar". */
  calendarUrl: (token: string) => `${apiBase}${bookingPath(token)}/calendar.ics`,
};

/** The cache's names for bookings, in the scheme of queryKeys.ts. */
export const bookingKeys = {
  all: ['bookings'] as const,
  detail: (token: string) => ['bookings', token] as const,
};

/** One booking by its link's token; nothing is asked while there is no token. */
export function useBooking(token: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.detail(token ?? ''),
    queryFn: token ? () => bookingApi.get(token) : skipToken,
    meta: { failure: 'Could not load the booking' },
  });
}

/**
 * Cancels the booking. The page shows it cancelled at once and fetches the booking again for the
 * refund the server recorded; the tickets went back on sale and the admin's orders changed, so
 * those reads are marked stale too. A refusal (the window closed since the page was read: 409)
 * fetches the booking again as well, so the page stops offering what the server refuses.
 */
export function useCancelBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => bookingApi.cancel(token),
    onSuccess: (cancelled) => {
      client.setQueryData<Booking>(bookingKeys.detail(token), (booking) =>
        booking ? { ...booking, status: cancelled.status, canCancel: false, refundOnCancel: 0, due: [] } : booking,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.detail(token) }),
        client.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: queryKeys.orders.all, refetchType: 'none' }),
      ]);
    },
    onError: () => client.invalidateQueries({ queryKey: bookingKeys.detail(token) }),
  });
}

/** Resend my tickets: nothing shown changes. */
export function useResendBooking(token: string) {
  return useMutation({ mutationFn: () => bookingApi.resend(token) });
}

/** Starts paying the next instalment; the page leaves for the payment, so nothing cached changes yet. */
export function usePayInstalment(token: string) {
  return useMutation({
    mutationFn: ({ instalment, provider }: { instalment: ScheduledInstalment['instalment']; provider: BookingPayRequest['provider'] }) =>
      bookingApi.pay(token, instalment, { provider }),
  });
}

/** Find my booking: asks for the link to be e-mailed. */
export function useFindBooking() {
  return useMutation({ mutationFn: (body: BookingLookup) => bookingApi.lookup(body) });
}
