import { formatEventDate, formatEventTime, installmentLabel, roomLabel } from '@shared/domain';
import type { EventRow } from '../orders/capacity';
import type { OrderRow } from '../orders/order-state';

/** What a payment page says is being paid for: the event, its date, the tickets and which payment of the order this is. */
export function orderSummary(event: EventRow | undefined, order: OrderRow, purpose: string): { label: string; value: string }[] {
  const room = roomLabel(order.room);
  return [
    { label: 'Event', value: event?.title ?? '' },
    { label: 'Date', value: event ? `${formatEventDate(`${event.day}T00:00:00.000Z`)}, ${formatEventTime(event.time)}` : '' },
    { label: 'Quantity', value: String(order.quantity) },
    ...(room ? [{ label: 'Room', value: room }] : []),
    { label: 'Option', value: installmentLabel(purpose === 'FIRST' ? (order.installment === 'FULL' ? 'FULL' : 'INSTALLMENT_1') : purpose) },
  ];
}
