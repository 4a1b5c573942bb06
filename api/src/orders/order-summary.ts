import { formatEventSpan, instalmentLabel, roomLabel } from '@shared/domain';
import type { Db } from '../db/connect';
import { notFound } from '../http/errors';
import { type EventRow, findEventRow } from './capacity';
import { type AmountDue, amountDue, findOrder, type OrderRow } from './order-state';

export type SummaryRow = { label: string; value: string };

/** What a payment page says is being paid for: the event, its date, the tickets and which payment of the order this is. */
export function orderSummary(event: EventRow | undefined, order: OrderRow, purpose: string): SummaryRow[] {
  const room = roomLabel(order.room);
  return [
    { label: 'Event', value: event?.title ?? '' },
    { label: 'Date', value: event ? formatEventSpan({ ...event, endDate: event.endDay }) : '' },
    { label: 'Quantity', value: String(order.quantity) },
    ...(room ? [{ label: 'Room', value: room }] : []),
    { label: 'Option', value: instalmentLabel(purpose === 'FIRST' ? (order.instalment === 'FULL' ? 'FULL' : 'INSTALLMENT_1') : purpose) },
  ];
}

/**
 * What the order owes now and the summary of it, for the page of the instalment link. 404 for an
 * unknown order; 409 (amountDue) when there is nothing it may pay now.
 */
export async function dueNowWithSummary(db: Db, orderId: string, now: Date): Promise<AmountDue & { summary: SummaryRow[] }> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order not found');
  const due = await amountDue(db, order, now);
  const event = await findEventRow(db, order.kind, order.eventId, false);
  return { ...due, summary: orderSummary(event, order, due.purpose) };
}
