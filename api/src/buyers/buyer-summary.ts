import type { BuyerSummary } from '@shared/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, merchandiseOrders, orders, tickets, transactions } from '../db/schema';
import { isErasedEmail, normalisedEmail } from './buyer-reference';
import { lastDayOf, merchandiseOrdersOf, ordersOf, transactionsOf } from './holdings';

/** What is held about an address (any letter case), counted; undefined when nothing is. */
export async function buyerSummary(db: Db, email: string): Promise<BuyerSummary | undefined> {
  if (isErasedEmail(email)) return undefined;
  const held = await db
    .select({ id: orders.id, lastDay: sql<string>`${lastDayOf}::text` })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(ordersOf(email));
  const orderIds = held.map((order) => order.id);
  const [[issued], [paid], [bought]] = await Promise.all([
    orderIds.length > 0 ? db.select({ n: count() }).from(tickets).where(inArray(tickets.orderId, orderIds)) : [{ n: 0 }],
    db.select({ n: count() }).from(transactions).where(transactionsOf(email, orderIds)),
    db.select({ n: count() }).from(merchandiseOrders).where(merchandiseOrdersOf(email)),
  ]);
  if (held.length + paid.n + bought.n === 0) return undefined;
  // ISO days sort as text.
  const lastEventDay = held.reduce<string | null>((last, order) => (last === null || order.lastDay > last ? order.lastDay : last), null);
  return {
    email: normalisedEmail(email),
    orders: held.length,
    tickets: issued.n,
    payments: paid.n,
    merchandiseOrders: bought.n,
    lastEventDay,
  };
}
