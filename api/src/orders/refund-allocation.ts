// How a refund is split over the payments of an order (orders/REFUNDS.md), without reading or
// writing the database: refunds.ts reads the payments under the order's row lock and writes the parts.

/** A successful payment of the order, as a refund sees it. */
export interface RefundablePayment {
  id: string;
  amount: number;
  /** Held by its refund parts that count (PENDING or SUCCEEDED), kept by the database. */
  refunded: number;
  createdAt: Date;
}

/** One part of a refund: what is given back of one payment. */
export interface RefundShare {
  paymentId: string;
  amount: number;
}

/** What can still be given back: what the payments took, less what their refund parts already hold. */
export const refundableOf = (paid: readonly RefundablePayment[]): number =>
  paid.reduce((sum, payment) => sum + payment.amount - payment.refunded, 0);

/**
 * Splits `amount` over the payments, newest first, each giving at most what it still holds: a
 * refund after two instalments comes out of the second before the first. Throws a RangeError for
 * an amount that is not whole positive pence or is more than the payments hold; the caller
 * answers those before asking.
 */
export function allocateRefund(paid: readonly RefundablePayment[], amount: number): RefundShare[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Expected a positive whole amount of pence, got ${amount}`);
  const newestFirst = [...paid].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  const shares: RefundShare[] = [];
  let left = amount;
  for (const payment of newestFirst) {
    const share = Math.min(left, payment.amount - payment.refunded);
    if (share <= 0) continue;
    shares.push({ paymentId: payment.id, amount: share });
    left -= share;
    if (left === 0) return shares;
  }
  throw new RangeError(`Only ${amount - left} of ${amount} pence can be refunded`);
}
