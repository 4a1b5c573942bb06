import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, outbox, tickets } from '../db/orders-schema';
import { INSTALMENT_REMINDER } from '../mail/outbox-kinds';

/**
 * Closes a paid order for good, inside the caller's transaction (which holds the order's row
 * lock): CANCELLED with when and why (the first reason given stays), and every ticket void, so
 * the door refuses it. Its tickets are back on sale from the commit, since the sold count leaves
 * cancelled orders out (transactions/tickets.ts). Instalment reminders only go to part-paid
 * orders, and one already queued but not yet sent is dropped here, so none reaches the buyer
 * after this. Used by a cancellation and by a refund of everything paid.
 */
export async function voidOrder(tx: Db, orderId: string, reason: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: 'CANCELLED',
      cancelledAt: sql`coalesce(${orders.cancelledAt}, now())`,
      cancelReason: sql`coalesce(${orders.cancelReason}, ${reason})`,
    })
    .where(eq(orders.id, orderId));
  await tx
    .update(tickets)
    .set({ voidedAt: sql`now()` })
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.voidedAt)));
  await tx
    .delete(outbox)
    .where(and(eq(outbox.kind, INSTALMENT_REMINDER), eq(outbox.status, 'PENDING'), sql`${outbox.payload}->>'orderId' = ${orderId}`));
}
