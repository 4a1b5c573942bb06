import { instalmentLabel } from '@shared/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments } from '../db/orders-schema';
import type { RemainingSchedule } from '../mail/schedule';
import { chosenProvider } from './chosen-provider';
import { withVat } from './order-state';
import { providerName } from './payment-decision';

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

/**
 * An order's unpaid instalments, VAT included, each due on its own day, and the one link that pays
 * the next, through the provider the buyer paid with (chosen-provider.ts).
 */
export async function remainingSchedule(db: Db, orderId: string, publicUrl: string): Promise<RemainingSchedule> {
  const lines = (await unpaidInstalments(db, orderId)).map(({ instalment, amount, dueDate }) => ({
    label: instalmentLabel(`INSTALLMENT_${instalment}`),
    amount,
    dueDate: `${dueDate}T00:00:00.000Z`,
  }));
  return {
    lines,
    payUrl: `${publicUrl}/api/order/${orderId}/pay`,
    provider: providerName[await chosenProvider(db, orderId)],
  };
}
