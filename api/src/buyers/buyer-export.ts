import type { BuyerExport } from '@shared/domain';
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../audit/trail';
import type { Db } from '../db/connect';
import { events, merchandiseOrders, orders, transactions } from '../db/schema';
import { toOrder } from '../merchandise/orders';
import { orderView } from '../orders/order-view';
import { recordBuyerAudit } from './buyer-audit';
import { buyerReference, isErasedEmail, normalisedEmail } from './buyer-reference';
import { merchandiseOrdersOf, ordersOf, transactionsOf } from './holdings';

/**
 * Everything held about an address (any letter case), as the buyer may ask for it: each order as
 * its page shows it (tickets, payment attempts, refunds, e-mails) with the rest of its row, the
 * payments recorded under the address and the merchandise orders. Read in one transaction with
 * its line in the audit trail; undefined when nothing is held (and nothing is recorded).
 */
export async function exportBuyer(db: Db, actor: Actor, email: string): Promise<BuyerExport | undefined> {
  if (isErasedEmail(email)) return undefined;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: orders.id,
        address: orders.address,
        room: orders.room,
        gender: orders.gender,
        eventDay: events.day,
        eventEndDay: events.endDay,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(ordersOf(email))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    const orderIds = rows.map((row) => row.id);
    const [paid, bought] = await Promise.all([
      tx.select().from(transactions).where(transactionsOf(email, orderIds)).orderBy(asc(transactions.date), asc(transactions.id)),
      tx.select().from(merchandiseOrders).where(merchandiseOrdersOf(email)).orderBy(asc(merchandiseOrders.date), asc(merchandiseOrders.id)),
    ]);
    if (rows.length + paid.length + bought.length === 0) return undefined;
    const exported: BuyerExport = {
      email: normalisedEmail(email),
      reference: buyerReference(email),
      exportedAt: new Date().toISOString(),
      orders: await Promise.all(rows.map(async ({ id, ...row }) => ({ ...(await orderView(tx, id)), ...row }))),
      transactions: paid.map((payment) => ({
        id: payment.id,
        orderId: payment.orderId,
        productType: payment.productType,
        productName: payment.productName,
        payerEmail: payment.payerEmail,
        payerFirstName: payment.payerFirstName,
        payerLastName: payment.payerLastName,
        payerPhoneNumber: payment.payerPhoneNumber,
        paymentMethod: payment.paymentMethod,
        date: payment.date.toISOString(),
        amountPaid: payment.amountPaid,
        refunded: payment.refunded,
        quantity: payment.quantity,
        status: payment.status,
      })),
      merchandiseOrders: bought.map(toOrder),
    };
    await recordBuyerAudit(tx, actor, 'export', email, {
      orders: exported.orders.length,
      tickets: exported.orders.reduce((sum, order) => sum + order.tickets.length, 0),
      payments: exported.transactions.length,
      merchandiseOrders: exported.merchandiseOrders.length,
      emails: exported.orders.reduce((sum, order) => sum + order.emails.length, 0),
    });
    return exported;
  });
}
