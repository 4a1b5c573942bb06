import { HttpError } from '../http/errors';
import type { Db } from '../db/connect';
import { orderCalendar } from '../orders/order-calendar';
import { hasLiveTickets } from '../orders/ticket-resend';
import { bookedOrder, eventOf } from './booking-view';
import { bookingUrl } from './tokens';

/** The booking page's "Add to calendar": the same calendar file as the ticket e-mail's, with the same UID. */
export async function bookingCalendar(
  db: Db,
  { token, brand, publicUrl }: { token: string; brand: string; publicUrl: string },
): Promise<string> {
  const order = await bookedOrder(db, token);
  if (!hasLiveTickets(order)) {
    throw new HttpError(410, order.status === 'CANCELLED' ? 'This booking was cancelled.' : 'This booking is not paid yet.');
  }
  return orderCalendar(order, await eventOf(db, order), { brand, publicUrl, bookingUrl: bookingUrl(publicUrl, token) });
}
