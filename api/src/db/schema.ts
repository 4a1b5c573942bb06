import { DEFAULT_EVENT_CAPACITY } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders-schema';

export * from './orders-schema';

// pg-core tables run unchanged on PGlite and on a PostgreSQL server. Money is integer pence
// everywhere; status-like columns are text with CHECK constraints so a later value is a one-line
// migration rather than an enum type change.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored lower-case so the unique index is case-insensitive in effect.
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull().default('ADMIN'),
  passwordHash: text('password_hash').notNull(),
  // Every token carries the version it was issued under; raising it (a password change) ends
  // every session issued before, however long they still had to run.
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
});

// Logged-out tokens stay refused until they would have expired anyway.
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);

const eventColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  address: text('address').notNull(),
  price: integer('price').notNull(),
  status: text('status').notNull().default('OPEN'),
  accomodationPriceSingle: integer('accomodation_price_single').notNull().default(0),
  accomodationPriceShared: integer('accomodation_price_shared').notNull().default(0),
  // Array columns keep the admin's image order without a join.
  images: text('images').array().notNull().default(sql`'{}'::text[]`),
  posterImage: text('poster_image').notNull(),
  capacity: integer('capacity').notNull().default(DEFAULT_EVENT_CAPACITY),
  instalmentDeadline: date('instalment_deadline', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const experiences = pgTable(
  'experiences',
  {
    ...eventColumns(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    arrivalTime: text('arrival_time').notNull(),
    eventPackage: text('event_package').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index('experiences_status_date_idx').on(table.status, table.arrivalDate),
    check('experiences_status_check', sql`${table.status} in ('OPEN', 'CLOSED')`),
    check('experiences_time_check', sql`${table.arrivalTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'experiences_money_check',
      sql`${table.price} >= 0 and ${table.accomodationPriceSingle} >= 0 and ${table.accomodationPriceShared} >= 0`,
    ),
    check('experiences_capacity_check', sql`${table.capacity} >= 0`),
  ],
);

export const parties = pgTable(
  'parties',
  {
    ...eventColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    discount: integer('discount').notNull().default(0),
    discountFor: text('discount_for').notNull().default(''),
  },
  (table) => [
    index('parties_status_date_idx').on(table.status, table.date),
    check('parties_status_check', sql`${table.status} in ('OPEN', 'CLOSED')`),
    check('parties_time_check', sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('parties_discount_for_check', sql`${table.discountFor} in ('MALE', 'FEMALE', 'BOTH', '')`),
    check(
      'parties_money_check',
      sql`${table.price} >= 0 and ${table.discount} >= 0 and ${table.accomodationPriceSingle} >= 0 and ${table.accomodationPriceShared} >= 0`,
    ),
    check('parties_capacity_check', sql`${table.capacity} >= 0`),
  ],
);

// A payment taken for a product (docs/product-rules.md#payments). productId is text because events have
// uuids and merchandise items numbers; orderId is null for the demo history, which has no orders.
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
    installment: text('installment').notNull(),
    installmentType: text('installment_type').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('transactions_product_idx').on(table.productType, table.productId),
    index('transactions_date_idx').on(table.date),
    index('transactions_order_idx').on(table.orderId),
    check('transactions_product_type_check', sql`${table.productType} in ('Experience', 'Party', 'Merchandise')`),
    check(
      'transactions_money_check',
      sql`${table.amountPaid} >= 0 and ${table.totalAmount} >= 0 and ${table.individualPrice} >= 0 and ${table.discount} >= 0 and ${table.roomCost} >= 0`,
    ),
    check('transactions_quantity_check', sql`${table.quantity} >= 1`),
  ],
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
    variants: text('variants').array().notNull().default(sql`'{}'::text[]`),
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
    index('merchandise_orders_status_date_idx').on(table.status, table.date),
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
