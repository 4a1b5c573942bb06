import { instalmentLabel } from '@shared/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments } from '../db/orders-schema';
import type { ScheduleLine } from '../mail/schedule';
import { withVat } from './order-state';

/** An order's unpaid instalments, VAT included, each with the link that pays the next one due. */
export async function remainingSchedule(db: Db, orderId: string, publicUrl: string): Promise<ScheduleLine[]> {
  const unpaid = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.orderId, orderId), isNull(instalments.paidAt)))
    .orderBy(asc(instalments.number));
  return unpaid.map((instalment) => ({
    label: instalmentLabel(`INSTALLMENT_${instalment.number}`),
    amount: withVat(instalment.amount),
    dueDate: `${instalment.dueDate}T00:00:00.000Z`,
    payUrl: `${publicUrl}/api/order/${orderId}/pay`,
  }));
}
