// Where a buyer's rows are: their orders (and with them tickets, payments, refunds, e-mails),
// the payments recorded under their address, and their merchandise orders. A buyer is an e-mail
// address in any letter case.
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { events, merchandiseOrders, orders, outbox, transactions, waitingList } from '../db/schema';
import { normalisedEmail } from './buyer-reference';

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${normalisedEmail(email)}`;

export const ordersOf = (email: string): SQL => sameAddress(orders.email, email);

/** Their places on events' waiting lists (docs/product-rules.md#waiting-list). */
export const waitingListOf = (email: string): SQL => sameAddress(waitingList.email, email);

/**
 * Payments recorded under the address, and those of their orders: an admin who corrected an
 * order's e-mail left its earlier payments under the old one (orders/buyer-details.ts).
 */
export const transactionsOf = (email: string, orderIds: readonly string[]): SQL =>
  or(sameAddress(transactions.payerEmail, email), orderIds.length > 0 ? inArray(transactions.orderId, [...orderIds]) : undefined)!;

export const merchandiseOrdersOf = (email: string): SQL => sameAddress(merchandiseOrders.payerEmail, email);

/**
 * The e-mails of their orders, and any other whose payload has the address as a value: today every
 * kind names only an order (mail/outbox-kinds.ts), but a kind that carries an address must not
 * keep it past an erasure. The value is matched whole, quotes included, so erasing bob@x.com
 * leaves jimbob@x.com's e-mails alone.
 */
export const emailsOf = (email: string, orderIds: readonly string[]): SQL =>
  or(
    orderIds.length > 0 ? inArray(sql`${outbox.payload}->>'orderId'`, [...orderIds]) : undefined,
    sql`strpos(lower(${outbox.payload}::text), ${JSON.stringify(normalisedEmail(email))}) > 0`,
  )!;

/** The day an event is over: its end day when it has one, else its day. */
export const lastDayOf = sql`coalesce(${events.endDay}, ${events.day})`;
