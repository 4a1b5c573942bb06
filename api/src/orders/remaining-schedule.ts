import { instalmentLabel } from '@shared/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments } from '../db/orders-schema';
import type { ScheduleLine } from '../mail/schedule';
import { withVat } from './order-state';

/** An instalment still to pay: its number (2..4), what the buyer is asked for (VAT included) and its ISO due date. */
export interface UnpaidInstalment {
  instalment: number;
  amount: number;
  dueDate: string;
}

/** An order's unpaid instalments, VAT included, next first: what the e-mails and the booking page list. */
export async function unpaidInstalments(db: Db, orderId: string): Promise<UnpaidInstalment[]> {
  const unpaid = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.orderId, orderId), isNull(instalments.paidAt)))
    .orderBy(asc(instalments.number));
  return unpaid.map((row) => ({ instalment: row.number, amount: withVat(row.amount), dueDate: row.dueDate }));
}

/** An order's unpaid instalments, VAT included, each with the link that pays the next one due. */
export async function remainingSchedule(db: Db, orderId: string, publicUrl: string): Promise<ScheduleLine[]> {
  return (await unpaidInstalments(db, orderId)).map(({ instalment, amount, dueDate }) => ({
    label: instalmentLabel(`INSTALLMENT_${instalment}`),
    amount,
    dueDate: `${dueDate}T00:00:00.000Z`,
    payUrl: `${publicUrl}/api/order/${orderId}/pay`,
  }));
}
