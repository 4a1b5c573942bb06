// A test ticket: one whose order was paid on the sandbox payment page, where no money moves (a
// staging site, or development). It is stamped TEST on its PDF and e-mail, and a site taking real
// payments refuses it at the door, so a staging site's ticket can never pass for a bought one.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { payments } from '../db/orders-schema';

/** Whether the order was paid on the sandbox. */
export async function paidOnSandbox(db: Db, orderId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.mode, 'sandbox'), eq(payments.status, 'SUCCEEDED')))
    .limit(1);
  return found !== undefined;
}
