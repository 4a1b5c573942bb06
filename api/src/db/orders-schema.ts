import type { EventKindName } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events, promoCodes } from './events-schema';

// Orders, the payments taken for them, the tickets they issue and the e-mails they queue.
// Money is integer pence; the rules that read and write these tables are in src/orders/LOCKING.md.

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // What buyers and staff call the order ('EVT-7K3P9Q', orders/reference.ts): on every e-mail,
    // ticket and admin screen. The id stays internal.
    reference: text('reference').notNull().unique(),
    // The event's kind, kept with the order: the foreign key below checks that it is the event's.
    kind: text('kind').$type<EventKindName>().notNull(),
    eventId: uuid('event_id').notNull(),
    quantity: integer('quantity').notNull(),
    // Who each ticket is for, as asked at check-out, in ticket order; tickets beyond the list are the
    // buyer's. Kept on the order until payment issues the tickets (orders/attendees.ts).
    attendees: jsonb('attendees').$type<{ name: string; email?: string }[]>().notNull().default([]),
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
    // Set with status CANCELLED by an admin or the buyer (orders/cancel-order.ts); null for an
    // order closed by the payment rules.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    // The promo code it was priced with, and that code's part of `discount` (docs/product-rules.md#promo-codes).
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    promoDiscount: integer('promo_discount').notNull().default(0),
  },
  (table) => [
    // An event with orders cannot be deleted: its orders, payments and tickets go first.
    foreignKey({ name: 'orders_event_fk', columns: [table.eventId, table.kind], foreignColumns: [events.id, events.kind] }),
    index('orders_event_status_idx').on(table.kind, table.eventId, table.status),
    // The key a payment names its order and that order's event by (transactions_order_event_fk).
    uniqueIndex('orders_id_event_idx').on(table.id, table.eventId),
    // An event's ticket list and its orders, newest first (orders/event-tickets.ts): the index above
    // leads with the kind, which those reads do not name. With the id in it, a count of an event's
    // tickets reads the event's orders from the index alone, not from each order's page of the table.
    index('orders_event_created_idx').on(table.eventId, table.createdAt, table.id),
    index('orders_pending_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'PENDING'`),
    // The cancelled orders, whose payments no longer count as tickets sold (transactions/tickets.ts):
    // a small index the ticket counts test each payment's order against, or hash whole.
    index('orders_cancelled_idx')
      .on(table.id)
      .where(sql`${table.status} = 'CANCELLED'`),
    check('orders_reference_check', sql`${table.reference} ~ '^EVT-[2-9A-HJKMNP-TV-Z]{6}$'`),
    check('orders_kind_check', sql`${table.kind} in ('EXPERIENCE', 'PARTY')`),
    check('orders_status_check', sql`${table.status} in ('PENDING', 'PAID', 'PARTIALLY_PAID', 'EXPIRED', 'CANCELLED')`),
    check('orders_quantity_check', sql`${table.quantity} >= 1`),
    check('orders_promo_discount_check', sql`${table.promoDiscount} between 0 and ${table.discount}`),
    index('orders_promo_code_idx')
      .on(table.promoCodeId)
      .where(sql`${table.promoCodeId} is not null`),
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
    // Given back of this payment so far: kept by the database itself from the refund parts that
    // count (refund_parts_count trigger, migration 0008), never written by the code.
    refunded: integer('refunded').notNull().default(0),
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
    // THE refund rule (orders/REFUNDS.md): nothing is given back beyond what a successful payment took.
    check(
      'payments_refunded_check',
      sql`${table.refunded} >= 0 and ${table.refunded} <= ${table.amount} and (${table.refunded} = 0 or ${table.status} = 'SUCCEEDED')`,
    ),
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
    attendeeName: text('attendee_name').notNull(),
    // The attendee's own address, when given at check-out: they get their own ticket e-mail.
    attendeeEmail: text('attendee_email'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    // The door device that let the ticket in ('Door 2'), as its staff named it; null for a ticket
    // checked in before devices were named.
    checkedInBy: text('checked_in_by'),
    // When the order was cancelled (or wholly refunded): the door refuses the ticket from then on.
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // An order's tickets as an event's ticket list shows and sorts them (orders/event-tickets.ts): every
    // column a page reads is in it, so a page of a popular event reads its tickets from the index
    // alone rather than the whole table. It serves every other look-up by order too. An entry holds at
    // most about 2.7 KB: the API takes names of ATTENDEE_NAME_MAX characters, and migration 0019 cut
    // the longer ones stored before that limit.
    index('tickets_order_list_idx').on(table.orderId, table.createdAt, table.code, table.attendeeName, table.checkedInAt, table.voidedAt),
  ],
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
    // The reminder job's unpaid instalments coming due (jobs/remind-instalments.ts): a few days' worth
    // of the index, where the whole table grows with every instalment ever paid.
    index('instalments_unpaid_due_idx')
      .on(table.dueDate, table.orderId)
      .where(sql`${table.paidAt} is null`),
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
    // The e-mails of one order: its admin page lists them, and closing it drops a queued reminder.
    index('outbox_order_idx').on(sql`(${table.payload} ->> 'orderId')`),
    check('outbox_status_check', sql`${table.status} in ('PENDING', 'SENT')`),
  ],
);

// Money given back on an order: one row per decision (an admin's refund, a buyer's cancellation,
// a refund made in the provider's dashboard), split into one part per payment it comes out of.
// The rules are in src/orders/REFUNDS.md.
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    // PENDING while the provider is asked, then SUCCEEDED or FAILED (with the provider's answer).
    status: text('status').notNull().default('PENDING'),
    // ADMIN (back office), BUYER (booking page cancellation), PROVIDER (found by reconciliation).
    source: text('source').notNull(),
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    check('refunds_amount_check', sql`${table.amount} > 0`),
    check('refunds_status_check', sql`${table.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
    check('refunds_source_check', sql`${table.source} in ('ADMIN', 'BUYER', 'PROVIDER')`),
  ],
);

/** The part of a refund taken from one payment: what the provider is asked to give back of it. */
export const refundParts = pgTable(
  'refund_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('PENDING'),
    // The provider's id of the refund (Stripe re_..., PayPal refund id): a refund reported twice,
    // or reported after it was made here, is recorded once.
    providerRefundId: text('provider_refund_id').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('refund_parts_refund_idx').on(table.refundId),
    index('refund_parts_payment_idx').on(table.paymentId),
    check('refund_parts_amount_check', sql`${table.amount} > 0`),
    check('refund_parts_status_check', sql`${table.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
  ],
);

// The buyer's links to their booking page (/booking/{token}). Only the SHA-256 of a token is kept:
// each e-mail that carries a link gets a token of its own when it is sent (bookings/tokens.ts),
// so the database never holds one that could be read back into a working link.
export const bookingTokens = pgTable(
  'booking_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (table) => [index('booking_tokens_order_idx').on(table.orderId)],
);
