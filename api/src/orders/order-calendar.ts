import { calendarFile, calendarUid } from '../mail/calendar';
import type { EventRow } from './capacity';
import type { OrderRow } from './order-state';

const ticketsWord = (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`);

/**
 * An order's calendar entry (mail/calendar.ts): the buyer's, linking to their booking page, or
 * an attendee's, which names their ticket and links nowhere (the booking page is the buyer's).
 */
export function orderCalendar(
  order: Pick<OrderRow, 'id' | 'reference' | 'quantity'>,
  event: EventRow,
  { brand, publicUrl, bookingUrl, ticketCode }: { brand: string; publicUrl: string; bookingUrl?: string; ticketCode?: string },
): string {
  return calendarFile({
    uid: calendarUid(order.id, publicUrl),
    brand,
    title: event.title,
    venue: event.address,
    day: event.day,
    time: event.time,
    timeZone: event.timeZone,
    endDay: event.endDay,
    endTime: event.endTime,
    description: ticketCode
      ? `Ticket ${ticketCode}, order ${order.reference}. Show the QR code of your ticket at the door.`
      : `Order ${order.reference}: ${ticketsWord(order.quantity)}. Show the QR codes of your tickets at the door.${bookingUrl ? ` Your booking: ${bookingUrl}` : ''}`,
    url: bookingUrl,
  });
}
