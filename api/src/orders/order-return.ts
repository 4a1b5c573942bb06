// What the buyer coming back from the payment provider is shown of their order
// (docs/product-rules.md#payment-return): after a cancelled payment, whether its tickets are still
// held and until when, and which provider to try again with; after a successful one, the receipt
// the confirmation shows, and the link to the booking page. Read by the order's id, which only the
// buyer's own return carries; the buyer's e-mail is answered only once the order is paid (the
// link to the booking page is bookings/return-link.ts).
import { Booking, OrderStatus, OrderType } from '@shared/domain';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { payments } from '../db/orders-schema';
import { notFound } from '../http/errors';
import { findOrder, withVat } from './order-state';
import { unpaidInstalments } from './remaining-schedule';

export const OrderReturn = z.object({
  reference: z.string(),
  type: OrderType,
  eventId: z.string(),
  status: OrderStatus,
  /** Until when the unpaid order holds its tickets; null once it is paid, released or lapsed. */
  heldUntil: z.iso.datetime().nullable(),
  /** The provider of the order's latest payment attempt: the one Try again returns to. */
  provider: z.enum(['stripe', 'paypal']).nullable(),
  /** Where the tickets went: answered once the order is paid or part-paid, else null. */
  email: z.string().nullable(),
  /** Taken so far, VAT included. */
  paid: Booking.shape.paid,
  /** What the whole order costs, VAT included, as the booking page says it. */
  total: Booking.shape.total,
  /** Instalments still to pay, next first, VAT included, as the booking page lists them. */
  due: Booking.shape.due,
});
export type OrderReturn = z.infer<typeof OrderReturn>;

/** An order whose tickets are the buyer's: paid, or part-paid with instalments to come. */
export const PAID = new Set(['PAID', 'PARTIALLY_PAID']);

/** The order as its returning buyer sees it, as of `now`; 404 for an unknown id. */
export async function orderReturn(db: Db, orderId: string, now: Date): Promise<OrderReturn> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order not found');
  const attempts = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
  const paid = PAID.has(order.status);
  return {
    reference: order.reference,
    type: order.kind,
    eventId: order.eventId,
    status: order.status as OrderStatus,
    heldUntil: order.status === 'PENDING' && order.holdExpiresAt > now ? order.holdExpiresAt.toISOString() : null,
    provider: (attempts[0]?.provider as OrderReturn['provider'] | undefined) ?? null,
    email: paid ? order.email : null,
    paid: attempts.filter((attempt) => attempt.status === 'SUCCEEDED').reduce((sum, attempt) => sum + attempt.amount, 0),
    total: order.charge + withVat(order.instalment2) + withVat(order.instalment3) + withVat(order.instalment4),
    due: order.status === 'PARTIALLY_PAID' ? await unpaidInstalments(db, orderId) : [],
  };
}
