// The buyer's order as the API tells it on the way back from the payment provider
// (GET /api/order/{id}/return, api/src/orders/order-return.ts, whose zod schema is the shape).
import { useQuery, skipToken } from '@tanstack/react-query';
import { http } from '@shared/api';
import type { OrderStatus, OrderType } from '@shared/domain';
import type { Provider } from '../event/checkoutStore';

export interface OrderReturn {
  reference: string;
  type: OrderType;
  eventId: string;
  status: OrderStatus;
  /** Until when the unpaid order holds its tickets (ISO); null once paid, released or lapsed. */
  heldUntil: string | null;
  /** The provider of its latest payment attempt. */
  provider: Provider | null;
  /** Where the tickets went; null until it is paid. */
  email: string | null;
  paid: number;
  total: number;
  /** Instalments still to pay, next first, VAT included; dueDate 'YYYY-MM-DD'. */
  due: { instalment: number; amount: number; dueDate: string }[];
}

/** How often a return that is not confirmed yet is asked again (a webhook may land after the buyer). */
export const CONFIRMING_POLL_MS = 2000;

/**
 * The order of a return. With `untilPaid` (the success path), an order still PENDING is asked
 * again every CONFIRMING_POLL_MS: the provider may send the buyer back before its webhook arrives.
 */
export function useOrderReturn(orderId: string | null, { untilPaid = false }: { untilPaid?: boolean } = {}) {
  return useQuery({
    queryKey: ['orders', orderId, 'return'],
    queryFn: orderId ? async () => (await http.get<OrderReturn>(`/order/${encodeURIComponent(orderId)}/return`)).data : skipToken,
    refetchInterval: (query) => (untilPaid && query.state.data?.status === 'PENDING' ? CONFIRMING_POLL_MS : false),
    meta: { failure: `Could not load the order ${orderId}` },
  });
}

/**
 * A link to the booking page for the buyer just back from paying (POST
 * /api/order/{id}/return/booking-link), asked once the order is paid (`paid`) and once per page:
 * each answer is a new link. Undefined when the API refuses (over an hour after the payment).
 */
export function useBookingLink(orderId: string, paid: boolean): string | undefined {
  return useQuery({
    queryKey: ['orders', orderId, 'booking-link'],
    queryFn: paid
      ? async () => (await http.post<{ bookingPath: string }>(`/order/${encodeURIComponent(orderId)}/return/booking-link`)).data.bookingPath
      : skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { failure: `Could not get the booking link of the order ${orderId}` },
  }).data;
}
