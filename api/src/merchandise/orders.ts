import type { MerchandiseOrder, MerchandiseOrderStatus } from '@shared/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { merchandiseOrders } from '../db/schema';

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

/** Pending => Confirmed in one statement, so two clicks cannot both confirm; undefined if not Pending. */
export async function confirmOrder(db: Db, id: number): Promise<MerchandiseOrder | undefined> {
  const [row] = await db
    .update(merchandiseOrders)
    .set({ status: 'Confirmed' })
    .where(and(eq(merchandiseOrders.id, id), eq(merchandiseOrders.status, 'Pending')))
    .returning();
  return row && toOrder(row);
}
