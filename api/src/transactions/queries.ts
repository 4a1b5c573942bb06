import type { Transaction, TransactionQuery } from '@shared/domain';
import { and, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, transactions } from '../db/schema';
import { balanceOf, type OrderCharges, orderTotalWithVat } from './figures';
import { buysTickets, TAKEN_STATUSES } from './tickets';

type Row = typeof transactions.$inferSelect;

/** The order a payment belongs to: its charges, its state, and what its payments took in all, VAT included. */
interface OrderFigures extends OrderCharges {
  status: string;
  taken: number;
}

// CHECK constraints and the writers keep the text columns to the domain's values. The one place a
// transaction row becomes the wire's shape, whose spelling (installment, installmentType) it keeps.
// The row keeps the order's total before VAT, as priced; the wire's totalAmount is what the buyer
// pays for the whole order, VAT included, like amountPaid (docs/product-rules.md#payment-tracking-figures).
function toTransaction(row: Row, order: OrderFigures | null): Transaction {
  const gender = row.gender as Transaction['gender'];
  const installment = row.instalment as Transaction['installment'];
  const totalAmount = orderTotalWithVat({ totalAmount: row.totalAmount, instalment: installment, gender }, order);
  // A payment of the demo history is an order of its own: what it took is all the order took.
  const taken = order ? order.taken : (TAKEN_STATUSES as readonly string[]).includes(row.status) ? row.amountPaid : 0;
  return {
    id: row.id,
    payerEmail: row.payerEmail,
    payerFirstName: row.payerFirstName,
    payerLastName: row.payerLastName,
    payerPhoneNumber: row.payerPhoneNumber,
    productName: row.productName,
    productType: row.productType as Transaction['productType'],
    productId: row.productId,
    orderId: row.orderId,
    paymentMethod: row.paymentMethod as Transaction['paymentMethod'],
    date: row.date.toISOString(),
    amountPaid: row.amountPaid,
    totalAmount,
    individualPrice: row.individualPrice,
    quantity: row.quantity,
    discount: row.discount,
    gender,
    room: row.room as Transaction['room'],
    roomCost: row.roomCost,
    installment,
    installmentType: row.instalmentType as Transaction['installmentType'],
    refunded: row.refunded,
    balance: balanceOf(order?.status ?? null, totalAmount, taken),
    status: row.status,
  };
}

/** Newest first, optionally for one product type and/or one product. */
export async function listTransactions(db: Db, query: TransactionQuery, limit?: number): Promise<Transaction[]> {
  const where = and(
    query.productType ? eq(transactions.productType, query.productType) : undefined,
    query.productId ? eq(transactions.productId, query.productId) : undefined,
  );
  const select = db
    .select({
      transaction: transactions,
      order: {
        charge: orders.charge,
        instalment2: orders.instalment2,
        instalment3: orders.instalment3,
        instalment4: orders.instalment4,
        status: orders.status,
        taken: sql<number>`(select coalesce(sum(taken.amount_paid), 0)::int from ${transactions} taken
          where taken.order_id = ${orders.id} and taken.status in ${[...TAKEN_STATUSES]})`,
      },
    })
    .from(transactions)
    .leftJoin(orders, eq(orders.id, transactions.orderId))
    .where(where)
    .orderBy(desc(transactions.date), desc(transactions.id));
  return (await (limit === undefined ? select : select.limit(limit))).map(({ transaction, order }) => toTransaction(transaction, order));
}

/** Tickets bought for one product (see buysTickets for what counts). */
export async function ticketsBought(db: Db, productType: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ tickets: sum(transactions.quantity).mapWith(Number) })
    .from(transactions)
    .where(and(eq(transactions.productType, productType), eq(transactions.productId, productId), buysTickets));
  return row.tickets ?? 0;
}
