// The link to the booking page for the buyer just back from paying (docs/product-rules.md#payment-return):
// within an hour of the payment only; after that the e-mails and Find my booking are the way in.
import { paths } from '@shared/domain';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { HttpError, notFound } from '../http/errors';
import { PAID } from '../orders/order-return';
import { findOrder } from '../orders/order-state';
import { issueBookingToken } from './tokens';

export const BookingLinkAnswer = z.object({ bookingPath: z.string() });

/** How long after its payment the buyer's return may be turned into a link to the booking page. */
export const BOOKING_LINK_WINDOW_MS = 60 * 60_000;
export const BOOKING_LINK_CLOSED = 'Your booking link is in your e-mail, or use Find my booking to get a new one.';

/**
 * A new link to the booking page for the buyer just back from paying (tokens.ts): the
 * order must be paid or part-paid, within BOOKING_LINK_WINDOW_MS of its payment; 409 otherwise.
 */
export async function bookingLinkOnReturn(db: Db, orderId: string, now: Date): Promise<z.infer<typeof BookingLinkAnswer>> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order not found');
  const fresh = order.paidAt !== null && now.getTime() - order.paidAt.getTime() <= BOOKING_LINK_WINDOW_MS;
  if (!PAID.has(order.status) || !fresh) throw new HttpError(409, BOOKING_LINK_CLOSED);
  return { bookingPath: paths.booking(await issueBookingToken(db, order.id)) };
}
