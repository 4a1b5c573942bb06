import { eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { orders, outbox } from '../db/orders-schema';
import { HttpError, notFound } from '../http/errors';
import { TICKET_EMAIL } from '../mail/outbox-kinds';
import type { OrderRow } from './order-state';
import { ORDER_NOT_FOUND } from './order-view';

/** The order, its row locked for the rest of the caller's transaction; 404 when there is none. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Whether the order has tickets that let people in, so a ticket e-mail has something to send. */
export const hasLiveTickets = (order: Pick<OrderRow, 'status'>) => order.status === 'PAID' || order.status === 'PARTIALLY_PAID';

/**
 * Queues the ticket e-mail of a paid or part-paid order again (the buyer lost it, or it went to a
 * mistyped address). It is built from the order when sent, so it goes to the address on the order
 * then. Taken under the order's lock, so it cannot slip in beside a cancellation.
 */
export async function resendTickets(db: Db, orderId: string, actor?: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!hasLiveTickets(order)) {
      throw new HttpError(409, order.status === 'CANCELLED' ? 'This order was cancelled.' : 'This order is not paid yet.');
    }
    await tx.insert(outbox).values({ kind: TICKET_EMAIL, payload: { orderId } });
    // The member who asked; a buyer asking from their booking page is not a change of the team's.
    if (actor !== undefined) await recordAudit(tx, actor, { action: 'resend', entity: 'order', entityId: orderId });
  });
}
