import type { OrderCancelled, RefundCreated } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { orders, outbox, payments } from '../db/orders-schema';
import { HttpError, notFound } from '../http/errors';
import { CANCELLATION_NOTICE } from '../mail/outbox-kinds';
import { ORDER_NOT_FOUND } from './order-view';
import { refundableOf } from './refund-allocation';
import { refundOrder } from './refunds';
import type { Payments } from './start-payment';
import { lockOrder } from './ticket-resend';
import { voidOrder } from './void-order';

export interface CancelOrderRequest {
  orderId: string;
  /** Said to the buyer in the cancellation e-mail and kept on the order. */
  reason: string;
  /**
   * Money to give back first: `{}` for everything still refundable, `{ amount }` for that much (0:
   * none), `{ keep }` for everything still refundable less that (a buyer's cancellation fee).
   */
  refund: false | { amount?: number; keep?: number };
  source: 'ADMIN' | 'BUYER';
  /** The member who cancelled, for the audit trail; a buyer's own cancellation has none. */
  actor?: Actor;
  log: FastifyBaseLogger;
}

const cancellable = (status: string) => status === 'PAID' || status === 'PARTIALLY_PAID';

function refusal(status: string): HttpError {
  return new HttpError(
    409,
    status === 'CANCELLED' ? 'This order is already cancelled.' : 'This order is not paid, so there is nothing to cancel.',
  );
}

/**
 * Cancels a paid or part-paid order (docs/product-rules.md#after-the-sale): the refund asked for
 * first, through refundOrder, so a refund the provider refuses leaves the order as it was; then,
 * under the order's row lock, the order closed by voidOrder (tickets void and back on sale at once,
 * no more instalment reminders) and the cancellation e-mail queued. Unpaid orders are
 * refused: their hold simply lapses.
 */
export async function cancelOrder(db: Db, pay: Payments, request: CancelOrderRequest): Promise<OrderCancelled> {
  const { orderId, reason, source, actor, log } = request;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!cancellable(order.status)) throw refusal(order.status);

  const wanted = request.refund && request.refund.amount !== 0 ? request.refund : undefined;
  const refund: RefundCreated | null =
    wanted && (await refundable(db, orderId)) > (wanted.keep ?? 0)
      ? await refundOrder(db, pay, { orderId, amount: wanted.amount, keep: wanted.keep, reason, source, actor, log })
      : null;

  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    // A refund of everything paid has already closed the order (refundOrder voids it); any other
    // change since the first reading (a cancellation that got in first) is refused.
    if (!cancellable(locked.status) && !(refund && locked.status === 'CANCELLED')) throw refusal(locked.status);
    await voidOrder(tx, orderId, reason);
    await tx.update(orders).set({ cancelReason: reason }).where(eq(orders.id, orderId));
    await tx.insert(outbox).values({ kind: CANCELLATION_NOTICE, payload: { orderId } });
    if (actor) {
      const changes = { status: { from: locked.status, to: 'CANCELLED' }, cancelReason: { from: locked.cancelReason, to: reason } };
      await recordAudit(tx, actor, { action: 'cancel', entity: 'order', entityId: orderId, changes });
    }
    return {
      status: 'CANCELLED' as const,
      reference: locked.reference,
      refunded: refund?.amount ?? 0,
      refund,
    };
  });
}

/** What is still refundable: asking refundOrder for nothing would be refused, and cancelling needs no refund then. */
async function refundable(db: Db, orderId: string): Promise<number> {
  return refundableOf(
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED'))),
  );
}
