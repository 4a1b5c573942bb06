// A test ticket: one whose order was paid on the sandbox payment page, where no money moves (a
// staging site, or development). It is stamped TEST on its PDF and e-mail, and a site taking real
// payments refuses it at the door, so a staging site's ticket can never pass for a bought one.
import { type AnyColumn, and, eq, exists, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { payments } from '../db/orders-schema';

const sandboxPayment = (orderId: AnyColumn | string) =>
  and(eq(payments.orderId, orderId), eq(payments.mode, 'sandbox'), eq(payments.status, 'SUCCEEDED'));

/** Whether the order was paid on the sandbox. */
export async function paidOnSandbox(db: Db, orderId: string): Promise<boolean> {
  const [found] = await db.select({ id: payments.id }).from(payments).where(sandboxPayment(orderId)).limit(1);
  return found !== undefined;
}

/** The same question inside a query over orders: the order in `orderId` was paid on the sandbox. */
export const sandboxPaid = (db: Db, orderId: AnyColumn): SQL =>
  exists(db.select({ id: payments.id }).from(payments).where(sandboxPayment(orderId)));
