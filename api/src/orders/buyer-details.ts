import type { BuyerContact } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import { type Actor, changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { bookingTokens, orders, outbox, tickets } from '../db/orders-schema';
import { TICKET_EMAIL } from '../mail/outbox-kinds';
import { hasLiveTickets, lockOrder } from './ticket-resend';

/**
 * An admin corrects who the buyer is (PATCH /admin/orders/{id}/buyer), in one transaction under
 * the order's lock: the order's contact details, the name on the tickets in the buyer's name, and the booking links
 * already sent, which stop working (they went to the old address). A paid order's tickets are
 * sent again, to the new address.
 */
export async function changeBuyer(db: Db, actor: Actor, orderId: string, contact: BuyerContact): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await tx.update(orders).set(contact).where(eq(orders.id, orderId));
    // Which details changed, never what they were or became: a buyer's erasure must not leave them here.
    const was = Object.fromEntries(Object.keys(contact).map((field) => [field, order[field as keyof BuyerContact]]));
    const changes = changesBetween(was, contact, { personal: Object.keys(contact) });
    if (Object.keys(changes).length > 0) await recordAudit(tx, actor, { action: 'update', entity: 'order', entityId: orderId, changes });
    // The tickets in the buyer's name follow it; those check-out named for someone else stay theirs.
    await tx
      .update(tickets)
      .set({ attendeeName: `${contact.firstName} ${contact.lastName}` })
      .where(and(eq(tickets.orderId, orderId), eq(tickets.attendeeName, `${order.firstName} ${order.lastName}`)));
    await tx.delete(bookingTokens).where(eq(bookingTokens.orderId, orderId));
    if (hasLiveTickets(order)) await tx.insert(outbox).values({ kind: TICKET_EMAIL, payload: { orderId } });
  });
}
