import type { EventKindName } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './events-schema';

// Orders, the payments taken for them, the tickets they issue and the e-mails they queue.
// Money is integer pence; the rules that read and write these tables are in src/orders/LOCKING.md.

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The event's kind, kept with the order: the foreign key below checks that it is the event's.
    kind: text('kind').$type<EventKindName>().notNull(),
    eventId: uuid('event_id').notNull(),
    quantity: integer('quantity').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    room: text('room').notNull(),
    gender: text('gender').notNull(),
    instalment: text('instalment').notNull(),
    paymentType: text('payment_type').notNull(),
    // priceOrder's answer when the order was made: what the buyer agreed to pay, whatever the
    // admin changes on the event afterwards.
    unitPrice: integer('unit_price').notNull(),
    accommodationUnit: integer('accommodation_unit').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    dueNow: integer('due_now').notNull(),
    vat: integer('vat').notNull(),
    charge: integer('charge').notNull(),
    instalment2: integer('instalment_2').notNull().default(0),
    instalment3: integer('instalment_3').notNull().default(0),
    instalment4: integer('instalment_4').notNull().default(0),
    status: text('status').notNull().default('PENDING'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // When the buyer of an instalment order was last reminded of what is due (jobs/remind-instalments.ts).
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    // An event with orders cannot be deleted: its orders, payments and tickets go first.
    foreignKey({ name: 'orders_event_fk', columns: [table.eventId, table.kind], foreignColumns: [events.id, events.kind] }),
    index('orders_event_status_idx').on(table.kind, table.eventId, table.status),
    index('orders_pending_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'PENDING'`),
    check('orders_kind_check', sql`${table.kind} in ('EXPERIENCE', 'PARTY')`),
    check('orders_status_check', sql`${table.status} in ('PENDING', 'PAID', 'PARTIALLY_PAID', 'EXPIRED', 'CANCELLED')`),
    check('orders_quantity_check', sql`${table.quantity} >= 1`),
    check(
      'orders_money_check',
      sql`${table.total} >= 0 and ${table.dueNow} >= 0 and ${table.charge} >= ${table.dueNow} and ${table.dueNow} + ${table.instalment2} + ${table.instalment3} + ${table.instalment4} = ${table.total}`,
    ),
  ],
);

// Every attempt to take money: started (PENDING), then SUCCEEDED, FAILED, EXPIRED or REFUNDED.
// provider_payment_id is the provider's id of money actually taken; UNIQUE makes a second
// delivery of the same confirmation impossible to record twice.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    mode: text('mode').notNull(),
    purpose: text('purpose').notNull(),
    amount: integer('amount').notNull(),
    providerReference: text('provider_reference'),
    // Where the buyer pays this attempt (the provider's page, or the sandbox page): a repeated
    // start answers it again instead of opening a second session.
    redirectUrl: text('redirect_url'),
    providerPaymentId: text('provider_payment_id').unique(),
    status: text('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    // When reconciliation last asked the provider about this attempt: its claim on the row.
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('payments_reference_idx').on(table.providerReference),
    check('payments_provider_check', sql`${table.provider} in ('stripe', 'paypal')`),
    check('payments_mode_check', sql`${table.mode} in ('sandbox', 'live')`),
    check('payments_purpose_check', sql`${table.purpose} in ('FIRST', 'INSTALLMENT_2', 'INSTALLMENT_3', 'INSTALLMENT_4')`),
    check('payments_status_check', sql`${table.status} in ('PENDING', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'REFUNDED')`),
    check('payments_amount_check', sql`${table.amount} >= 0`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    code: text('code').notNull().unique(),
    holderName: text('holder_name').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('tickets_order_idx').on(table.orderId)],
);

export const instalments = pgTable(
  'instalments',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: integer('number').notNull(),
    amount: integer('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('instalments_order_number_idx').on(table.orderId, table.number),
    check('instalments_number_check', sql`${table.number} between 2 and 4`),
    check('instalments_amount_check', sql`${table.amount} >= 0`),
  ],
);

// E-mails waiting to be sent: written in the same transaction as what they announce, sent by the
// outbox worker until the mail server accepts them.
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    check('outbox_status_check', sql`${table.status} in ('PENDING', 'SENT')`),
  ],
);
