// Find my booking: the buyer types their e-mail and order reference, and the link to the booking
// page is e-mailed to the order's own address. The answer never says whether the pair matched.
import { BOOKING_LOOKUP_ANSWER, type BookingLookup } from '@shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, outbox } from '../db/orders-schema';
import { BOOKING_LINK } from '../mail/outbox-kinds';
import { normaliseOrderReference } from '../orders/reference';

/**
 * Queues a BOOKING_LINK e-mail when the reference (as typed: any case, with or without 'EVT-') and
 * the e-mail (any case) name one order, and answers the same words either way. The order is looked
 * up even for a reference that cannot be one, so both answers cost the same query.
 */
export async function requestBookingLink(db: Db, { email, reference }: BookingLookup): Promise<{ message: string }> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.reference, normaliseOrderReference(reference) ?? reference), eq(sql`lower(${orders.email})`, email.toLowerCase())),
    );
  if (order) await db.insert(outbox).values({ kind: BOOKING_LINK, payload: { orderId: order.id } });
  return { message: BOOKING_LOOKUP_ANSWER };
}
