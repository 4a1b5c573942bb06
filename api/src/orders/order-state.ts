import { VAT_PERCENT, percentOf } from '@shared/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments, orders } from '../db/orders-schema';
import { HttpError } from '../http/errors';

export type OrderRow = typeof orders.$inferSelect;
export type Purpose = 'FIRST' | 'INSTALLMENT_2' | 'INSTALLMENT_3' | 'INSTALLMENT_4';

export interface AmountDue {
  purpose: Purpose;
  /** Taken by the provider, VAT included. */
  amount: number;
}

/**
 * What the order can be paid for now: the first payment while its hold lasts, or the next unpaid
 * instalment of a part-paid order. Anything else is a 409 with the reason.
 */
export async function amountDue(db: Db, order: OrderRow, now: Date): Promise<AmountDue> {
  if (order.status === 'PENDING') {
    if (order.holdExpiresAt <= now) throw new HttpError(409, 'Your reservation has expired. Please order again.');
    return { purpose: 'FIRST', amount: order.charge };
  }
  if (order.status === 'PARTIALLY_PAID') {
    const [next] = await db
      .select()
      .from(instalments)
      .where(and(eq(instalments.orderId, order.id), isNull(instalments.paidAt)))
      .orderBy(asc(instalments.number))
      .limit(1);
    if (next) return { purpose: `INSTALLMENT_${next.number}` as Purpose, amount: withVat(next.amount) };
  }
  throw new HttpError(409, refusal(order.status));
}

/** VAT is due on whatever is paid now, instalments included (docs/product-rules.md#pricing). */
export const withVat = (amount: number) => amount + percentOf(amount, VAT_PERCENT);

function refusal(status: string): string {
  if (status === 'EXPIRED') return 'Your reservation has expired. Please order again.';
  if (status === 'CANCELLED') return 'This order was cancelled.';
  return 'This order is already paid.';
}

export const confirmationPath = (kind: string) => (kind === 'PARTY' ? 'parties' : 'experiences');

/** Where the buyer lands after paying, under the kind they bought (docs/product-rules.md#payment-return). */
export const successUrl = (publicUrl: string, order: Pick<OrderRow, 'id' | 'kind'>) =>
  `${publicUrl}/${confirmationPath(order.kind)}/payment-success?order=${order.id}`;

/** Back to the checkout of the event, which shows the failure banner. */
export const cancelUrl = (publicUrl: string, order: Pick<OrderRow, 'kind' | 'eventId'>) =>
  `${publicUrl}/${confirmationPath(order.kind)}/confirmation?event=${order.eventId}&payment=cancelled`;

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}
