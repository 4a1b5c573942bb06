import { calendarFile } from '@shared/domain';
import type { EventRow } from './capacity';
import type { OrderRow } from './order-state';

const ticketsWord = (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`);

/**
 * An order's calendar entry (@shared/domain's calendar.ts, the same entry as the confirmation
 * page's "Add to calendar"): the buyer's, linking to their booking page, or an attendee's, which
 * names their ticket and links nowhere (the booking page is the buyer's).
 */
export function orderCalendar(
  order: Pick<OrderRow, 'reference' | 'quantity'>,
  event: EventRow,
  { brand, publicUrl, bookingUrl, ticketCode }: { brand: string; publicUrl: string; bookingUrl?: string; ticketCode?: string },
): string {
  return calendarFile({
    reference: order.reference,
    host: new URL(publicUrl).host,
    brand,
    title: event.title,
    address: event.address,
    day: event.day,
    time: event.time,
    timeZone: event.timeZone,
    endDate: event.endDay,
    endTime: event.endTime,
    description: ticketCode
      ? `Ticket ${ticketCode}, order ${order.reference}. Show the QR code of your ticket at the door.`
      : `Order ${order.reference}: ${ticketsWord(order.quantity)}. Show the QR codes of your tickets at the door.${bookingUrl ? ` Your booking: ${bookingUrl}` : ''}`,
    url: bookingUrl,
  });
}
