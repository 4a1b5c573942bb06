import type { MerchandiseOrder, MerchandiseOrderStatus } from '@shared/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/trail';
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

interface OrderPageQuery {
  status?: MerchandiseOrderStatus;
  page: number;
  pageSize: number;
}

/** One page of orders, newest first, with how many match over all pages. */
export async function pageOrders(db: Db, query: OrderPageQuery): Promise<{ data: MerchandiseOrder[]; total: number }> {
  const { rows, total } = orderPageQueries(db, query);
  const [found, [counted]] = await Promise.all([rows, total]);
  return { data: found.map(toOrder), total: counted.total };
}

/**
 * The two statements of a page, unrun: its rows and its count. Both read an index, (date, id) or
 * (status, date, id), never the whole table (the EXPLAIN test reads their plans).
 */
export function orderPageQueries(db: Db, { status, page, pageSize }: OrderPageQuery) {
  const where = status ? eq(merchandiseOrders.status, status) : undefined;
  return {
    rows: db
      .select()
      .from(merchandiseOrders)
      .where(where)
      .orderBy(desc(merchandiseOrders.date), desc(merchandiseOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    total: db.select({ total: count() }).from(merchandiseOrders).where(where),
  };
}

export async function findOrder(db: Db, id: number): Promise<MerchandiseOrder | undefined> {
  const [row] = await db.select().from(merchandiseOrders).where(eq(merchandiseOrders.id, id));
  return row && toOrder(row);
}

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * The steps an order takes (docs/product-rules.md#merchandise): Pending => Confirmed => Delivered,
 * one at a time and never back. Each target status names the one status it may come from.
 */
const COMES_FROM = { Confirmed: 'Pending', Delivered: 'Confirmed' } as const satisfies Partial<
  Record<MerchandiseOrderStatus, MerchandiseOrderStatus>
>;

const ACTION = { Confirmed: 'confirmed', Delivered: 'marked delivered' } as const;

/**
 * Moves an order one step on, in one statement, so two clicks cannot both move it. 404 for an
 * unknown order; 409 for one not at the step before (a second click included), with its status.
 */
async function moveOrder(db: Db, actor: Actor, id: number, to: keyof typeof COMES_FROM): Promise<MerchandiseOrder> {
  const from = COMES_FROM[to];
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(merchandiseOrders)
      .set({ status: to })
      .where(and(eq(merchandiseOrders.id, id), eq(merchandiseOrders.status, from)))
      .returning();
    if (row) {
      const changes = { status: { from, to } };
      await recordAudit(tx, actor, {
        action: to === 'Confirmed' ? 'confirm' : 'deliver',
        entity: 'merchandise-order',
        entityId: id,
        changes,
      });
    }
    return row;
  });
  if (moved) return toOrder(moved);
  const order = await findOrder(db, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  throw new HttpError(409, `Only ${from} orders can be ${ACTION[to]}; this one is ${order.status}`);
}

/** Pending => Confirmed. */
export const confirmOrder = (db: Db, actor: Actor, id: number) => moveOrder(db, actor, id, 'Confirmed');

/** Confirmed => Delivered: a Pending order is confirmed first. */
export const deliverOrder = (db: Db, actor: Actor, id: number) => moveOrder(db, actor, id, 'Delivered');
