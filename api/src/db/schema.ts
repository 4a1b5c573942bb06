import type { EventKindName } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { events } from './events-schema';
import { orders, payments } from './orders-schema';
import { payerEmailKey, payerNameKey, payerSearchKey, productNameKey, statusRankKey } from './transaction-keys';

export * from './client-errors-schema';
export * from './events-schema';
export * from './orders-schema';
export * from './team-schema';
export * from './waiting-list-schema';
export * from './wallet-schema';

// pg-core tables run unchanged on PGlite and on a PostgreSQL server. Money is integer pence
// everywhere; status-like columns are text with CHECK constraints so a later value is a one-line
// migration rather than an enum type change.

// Logged-out tokens stay refused until they would have expired anyway.
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);

// A payment taken for a product (docs/product-rules.md#payments). productId is text because events have
// uuids and merchandise items numbers; orderId is null for the demo history, which has no orders.
// A ticket payment's event is also read from productId into eventId and eventKind, which the
// database computes (a writer cannot set them apart from productId) and checks against events.
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id),
    productType: text('product_type').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerFirstName: text('payer_first_name').notNull(),
    payerLastName: text('payer_last_name').notNull(),
    payerPhoneNumber: text('payer_phone_number').notNull(),
    paymentMethod: text('payment_method').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    amountPaid: integer('amount_paid').notNull(),
    totalAmount: integer('total_amount').notNull(),
    individualPrice: integer('individual_price').notNull(),
    quantity: integer('quantity').notNull(),
    discount: integer('discount').notNull().default(0),
    gender: text('gender').notNull(),
    room: text('room').notNull(),
    roomCost: integer('room_cost').notNull().default(0),
    instalment: text('instalment').notNull(),
    instalmentType: text('instalment_type').notNull(),
    status: text('status').notNull(),
    // Given back of amountPaid; status becomes PARTIALLY_REFUNDED or REFUNDED with it (orders/REFUNDS.md).
    refunded: integer('refunded').notNull().default(0),
    // The payment this records (null for the demo history and merchandise).
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: createdAt(),
    eventId: uuid('event_id').generatedAlwaysAs(sql`case when product_type in ('Experience', 'Party') then product_id::uuid end`),
    eventKind: text('event_kind')
      .$type<EventKindName>()
      .generatedAlwaysAs(sql`case product_type when 'Experience' then 'EXPERIENCE' when 'Party' then 'PARTY' end`),
  },
  (table) => [
    // Null for merchandise, whose items an admin may delete while their payments stay on record.
    foreignKey({ name: 'transactions_event_fk', columns: [table.eventId, table.eventKind], foreignColumns: [events.id, events.kind] }),
    // A payment of an order is for that order's event: the event lists count an event's tickets
    // against its own cancelled orders alone (transactions/tickets.ts buysTicketsOfEvents).
    foreignKey({
      name: 'transactions_order_event_fk',
      columns: [table.orderId, table.eventId],
      foreignColumns: [orders.id, orders.eventId],
    }),
    index('transactions_product_idx').on(table.productType, table.productId),
    // The tickets sold of each event (transactions/tickets.ts buysTickets, the event lists) read from
    // this index alone: its event's rows with every column the count tests and adds.
    index('transactions_event_sold_idx').on(table.eventId, table.status, table.instalmentType, table.quantity, table.orderId),
    index('transactions_order_idx').on(table.orderId),
    // Payment Tracking's filters and sorts (api/src/transactions/queries.ts pageTransactions): a
    // sort by a column, ties by id, reads its index forwards or backwards; the filters use them too.
    index('transactions_date_id_idx').on(table.date, table.id),
    index('transactions_payer_name_idx').on(payerNameKey(table), table.id),
    index('transactions_payer_email_idx').on(payerEmailKey(table), table.id),
    index('transactions_product_name_idx').on(productNameKey(table.productName), table.id),
    index('transactions_product_type_id_idx').on(table.productType, table.id),
    index('transactions_payment_method_idx').on(table.paymentMethod, table.id),
    index('transactions_amount_paid_idx').on(table.amountPaid, table.id),
    index('transactions_refunded_idx').on(table.refunded, table.id),
    index('transactions_status_idx').on(table.status, table.id),
    index('transactions_status_rank_idx').on(statusRankKey(table.status), table.id),
    // Every word of a search anywhere in the payer's name or e-mail (pg_trgm, created by the migration).
    index('transactions_payer_search_idx').using('gin', sql`${payerSearchKey(table)} gin_trgm_ops`),
    check('transactions_product_type_check', sql`${table.productType} in ('Experience', 'Party', 'Merchandise')`),
    check(
      'transactions_money_check',
      sql`${table.amountPaid} >= 0 and ${table.totalAmount} >= 0 and ${table.individualPrice} >= 0 and ${table.discount} >= 0 and ${table.roomCost} >= 0 and ${table.refunded} >= 0 and ${table.refunded} <= ${table.amountPaid}`,
    ),
    check('transactions_quantity_check', sql`${table.quantity} >= 1`),
  ],
);

// The dashboard's sums of transactions by UTC day and product type (dashboard/summary.ts), kept by
// the database in the transaction of every write: triggers on transactions and on orders' status
// (migration 0017) add each payment's part and take it back, so no writer can leave it behind.
// kept: what taken payments kept (amountPaid - refunded); ticketsSold: what buysTickets counts.
// seed:scale, which may turn the row triggers off, sums it again from transactions at its end.
export const salesByDay = pgTable(
  'sales_by_day',
  {
    day: date('day').notNull(),
    productType: text('product_type').notNull(),
    // Which of a few rows of the day the writer added to (its connection's), so that concurrent
    // payments of one day do not all wait for one row's lock; the day's sums are those of its rows.
    slot: smallint('slot').notNull().default(0),
    kept: bigint('kept', { mode: 'number' }).notNull().default(0),
    ticketsSold: bigint('tickets_sold', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ name: 'sales_by_day_pkey', columns: [table.day, table.productType, table.slot] })],
);

// Merchandise has numeric ids: a new item takes the highest id + 1 (docs/product-rules.md#merchandise).
export const merchandiseItems = pgTable(
  'merchandise_items',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    price: integer('price').notNull(),
    variants: text('variants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('merchandise_items_price_check', sql`${table.price} >= 1`)],
);

// The demo orders of /admin/merchandise/orders (docs/product-rules.md#merchandise). Item name and
// image are copied in, so an order still reads right after its item is edited or deleted.
export const merchandiseOrders = pgTable(
  'merchandise_orders',
  {
    id: integer('id').primaryKey(),
    itemName: text('item_name').notNull(),
    image: text('image').notNull().default(''),
    payerEmail: text('payer_email').notNull(),
    paymentType: text('payment_type').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('Pending'),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A page of orders, newest first (ties by id), of every status or of one (merchandise/orders.ts pageOrders).
    index('merchandise_orders_date_id_idx').on(table.date, table.id),
    index('merchandise_orders_status_date_idx').on(table.status, table.date, table.id),
    check('merchandise_orders_status_check', sql`${table.status} in ('Pending', 'Confirmed', 'Delivered')`),
    check('merchandise_orders_payment_type_check', sql`${table.paymentType} in ('Bank Transfer', 'Stripe', 'Paypal')`),
    check('merchandise_orders_amount_check', sql`${table.amount} >= 0 and ${table.quantity} >= 1`),
  ],
);

// Demo sets that an admin may delete from are seeded once per database, not once per start:
// a name here means "already seeded", so deleted demo rows stay deleted.
export const seedMarks = pgTable('seed_marks', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
