// What a refund's outcome writes, inside the caller's transaction, which holds the order's row lock
// (orders/REFUNDS.md): the parts made, the parts not made, each refund's status following its parts,
// the receipt, and the order closed once everything paid has gone back.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { outbox, payments, refundParts, refunds } from '../db/orders-schema';
import { transactions } from '../db/schema';
import { REFUND_RECEIPT } from '../mail/outbox-kinds';
import { voidOrder } from './void-order';

/** A part the provider (or the sandbox) has made, with the provider's id of its refund when there is one. */
export interface PartMade {
  partId: string;
  providerRefundId: string | null;
}

export interface RefundOutcome {
  made: readonly PartMade[];
  /** Parts that were refused, not answered, or never asked. */
  failed: readonly string[];
  /** Why they were not made: kept on the refund that holds them. */
  failure?: string;
}

/**
 * Writes what became of a refund's parts. Each write only moves a part on from where it is (made:
 * anything but SUCCEEDED; not made: PENDING only), so the same outcome reported twice, by our own
 * answer and by Stripe's webhook, in either order, ends in the same rows.
 */
export async function recordRefundOutcome(tx: Db, orderId: string, { made, failed, failure }: RefundOutcome): Promise<void> {
  const touched = new Set<string>();
  for (const { partId, providerRefundId } of made) {
    // FAILED parts too: a refund whose answer was lost, which Stripe reports made after all.
    const [part] = await tx
      .update(refundParts)
      .set({ status: 'SUCCEEDED', ...(providerRefundId && { providerRefundId }) })
      .where(and(eq(refundParts.id, partId), ne(refundParts.status, 'SUCCEEDED')))
      .returning();
    if (!part) continue;
    touched.add(part.refundId);
    // The payment record the transactions list shows: Refunded once all of it went back.
    await tx
      .update(transactions)
      .set({
        refunded: sql`${transactions.refunded} + ${part.amount}`,
        status: sql`case when ${transactions.refunded} + ${part.amount} = ${transactions.amountPaid} then 'REFUNDED' else 'PARTIALLY_REFUNDED' end`,
      })
      .where(eq(transactions.paymentId, part.paymentId));
  }
  if (failed.length > 0) {
    // FAILED parts stop counting: the trigger gives their amount back to payments.refunded.
    const parts = await tx
      .update(refundParts)
      .set({ status: 'FAILED' })
      .where(and(inArray(refundParts.id, [...failed]), eq(refundParts.status, 'PENDING')))
      .returning({ refundId: refundParts.refundId });
    for (const { refundId } of parts) touched.add(refundId);
  }
  for (const refundId of touched) await followParts(tx, refundId, failure);
  await voidWhenAllGivenBack(tx, orderId);
}

/**
 * A refund's status follows its parts: SUCCEEDED (with its receipt queued, once) when all are
 * made, FAILED when none is. A refund only part made is split: the parts not made move to a
 * FAILED refund of their own, so every refund's amount is what its parts did.
 */
async function followParts(tx: Db, refundId: string, failure: string | undefined): Promise<void> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  let parts = await tx.select().from(refundParts).where(eq(refundParts.refundId, refundId));
  const notMade = parts.filter((part) => part.status === 'FAILED');
  const why = failure ?? refund.failure ?? 'The refund was not made.';
  if (notMade.length > 0 && notMade.length < parts.length) {
    const amount = notMade.reduce((sum, part) => sum + part.amount, 0);
    const [split] = await tx
      .insert(refunds)
      .values({ orderId: refund.orderId, amount, reason: refund.reason, source: refund.source, status: 'FAILED', failure: why })
      .returning({ id: refunds.id });
    await tx
      .update(refundParts)
      .set({ refundId: split.id })
      .where(
        inArray(
          refundParts.id,
          notMade.map((part) => part.id),
        ),
      );
    await tx
      .update(refunds)
      .set({ amount: refund.amount - amount })
      .where(eq(refunds.id, refundId));
    parts = parts.filter((part) => part.status !== 'FAILED');
  }
  if (refund.status !== 'SUCCEEDED' && parts.every((part) => part.status === 'SUCCEEDED')) {
    await tx.update(refunds).set({ status: 'SUCCEEDED', failure: null }).where(eq(refunds.id, refundId));
    await tx.insert(outbox).values({ kind: REFUND_RECEIPT, payload: { orderId: refund.orderId, refundId } });
  } else if (refund.status !== 'FAILED' && parts.every((part) => part.status === 'FAILED')) {
    await tx.update(refunds).set({ status: 'FAILED', failure: why }).where(eq(refunds.id, refundId));
  }
}

/**
 * A refund that gives back everything paid also cancels the order (docs/product-rules.md, "After
 * the sale"). Counted on parts made, not reserved: an order whose last refund Stripe is still
 * working on stays open until that refund is made.
 */
async function voidWhenAllGivenBack(tx: Db, orderId: string): Promise<void> {
  const [paid] = await tx
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')));
  const [back] = await tx
    .select({ total: sql<number>`coalesce(sum(${refundParts.amount}), 0)::int` })
    .from(refundParts)
    .innerJoin(payments, eq(refundParts.paymentId, payments.id))
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED'), eq(refundParts.status, 'SUCCEEDED')));
  if (paid.total === 0 || back.total < paid.total) return;
  const [last] = await tx
    .select({ reason: refunds.reason })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'SUCCEEDED')))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  await voidOrder(tx, orderId, last.reason);
}
