import type { MerchandiseOrder, MerchandiseOrderStatus } from '@shared/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { merchandiseOrders } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type Row = typeof merchandiseOrders.$inferSelect;

// CHECK constraints keep status and payment type to the domain's values.
export function toOrder(row: Row): MerchandiseOrder {
  return {
    id: row.id,
    itemName: row.itemName,
    payerEmail: row.payerEmail,
    paymentType: row.paymentType as MerchandiseOrder['paymentType'],
    date: row.date.toISOString(),
    status: row.status as MerchandiseOrderStatus,
    quantity: row.quantity,
    amount: row.amount,
    deliveryDate: row.deliveryDate.toISOString(),
    image: row.image,
  };
}

/** One page of orders, newest first, with how many match over all pages. */
export async function pageOrders(
  db: Db,
  { status, page, pageSize }: { status?: MerchandiseOrderStatus; page: number; pageSize: number },
): Promise<{ data: MerchandiseOrder[]; total: number }> {
  const where = status ? eq(merchandiseOrders.status, status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(merchandiseOrders)
      .where(where)
      .orderBy(desc(merchandiseOrders.date), desc(merchandiseOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(merchandiseOrders).where(where),
  ]);
  return { data: rows.map(toOrder), total };
}

export async function findOrder(db: Db, id: number): Promise<MerchandiseOrder | undefined> {
  const [row] = await db.select().from(merchandiseOrders).where(eq(merchandiseOrders.id, id));
  return row && toOrder(row);
}

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * Pending => Confirmed in one statement, so two clicks cannot both confirm. 404 for an unknown
 * order; 409 for one that is not Pending (a second click included), with its status.
 */
export async function confirmOrder(db: Db, id: number): Promise<MerchandiseOrder> {
  const [row] = await db
    .update(merchandiseOrders)
    .set({ status: 'Confirmed' })
    .where(and(eq(merchandiseOrders.id, id), eq(merchandiseOrders.status, 'Pending')))
    .returning();
  if (row) return toOrder(row);
  const order = await findOrder(db, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  throw new HttpError(409, `Only Pending orders can be confirmed; this one is ${order.status}`);
}
