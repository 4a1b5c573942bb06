import {
  DEFAULT_ADMIT_PER_MINUTE,
  DEFAULT_CANCEL_UNTIL_DAYS,
  DEFAULT_MAX_PER_ORDER,
  MAX_QUANTITY,
  type PromoKind,
  DEFAULT_TIME_ZONE,
  DEFAULT_EVENT_CAPACITY,
  type DiscountFor,
  type EventKindName,
  type EventStatus,
} from '@shared/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// Experiences and parties, one table: they share every column but three, and everything that
// points at an event (orders, payments) can then carry a real foreign key. The columns of one
// kind only are null for the other, and a CHECK says which; the other CHECKs keep the text
// columns to the values their types name (docs/decisions.md, "One events table, with foreign
// keys to it").

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<EventKindName>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    price: integer('price').notNull(),
    status: text('status').$type<EventStatus>().notNull().default('OPEN'),
    accommodationPriceSingle: integer('accommodation_price_single').notNull().default(0),
    accommodationPriceShared: integer('accommodation_price_shared').notNull().default(0),
    // Array columns keep the admin's image order without a join.
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    posterImage: text('poster_image').notNull(),
    capacity: integer('capacity').notNull().default(DEFAULT_EVENT_CAPACITY),
    instalmentDeadline: date('instalment_deadline', { mode: 'string' }).notNull(),
    // The day it takes place (an experience's arrival date, a party's date) and its start, HH:mm.
    day: date('day', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    // Experiences only: what the package includes.
    eventPackage: text('event_package').array(),
    // Parties only: the discount on each ticket, and which buyers get it ('' for nobody).
    discount: integer('discount'),
    discountFor: text('discount_for').$type<DiscountFor>(),
    // The cancellation policy (docs/product-rules.md#cancellation-policy): buyers may cancel on their
    // booking page until this many days before the day (0: never), and keep this percentage back.
    cancelUntilDays: integer('cancel_until_days').notNull().default(DEFAULT_CANCEL_UNTIL_DAYS),
    cancellationFeePercent: integer('cancellation_fee_percent').notNull().default(0),
    // The zone its day and times are read in, and an optional end (docs/product-rules.md#event-times).
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    endDay: date('end_day', { mode: 'string' }),
    endTime: text('end_time'),
    // The sale rush (docs/product-rules.md#sale-rush): when tickets go on sale (null: now), whether
    // visitors queue for them and how many are let through a minute, and the per-order and
    // per-buyer limits.
    onSaleAt: timestamp('on_sale_at', { withTimezone: true }),
    useQueue: boolean('use_queue').notNull().default(false),
    admitPerMinute: integer('admit_per_minute').notNull().default(DEFAULT_ADMIT_PER_MINUTE),
    maxPerOrder: integer('max_per_order').notNull().default(DEFAULT_MAX_PER_ORDER),
    maxPerEmail: integer('max_per_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // What orders and payments reference: an id together with its kind, so an order for a party
    // cannot point at an experience.
    unique('events_id_kind_unique').on(table.id, table.kind),
    // The Event Hub table's order, a kind's upcoming (OPEN) events soonest first and its past
    // (CLOSED) ones most recent first (events/admin-page.ts), read forwards or backwards.
    index('events_kind_status_day_time_id_idx').on(table.kind, table.status, table.day, table.time, table.id),
    check('events_kind_check', sql`${table.kind} in ('EXPERIENCE', 'PARTY')`),
    check(
      'events_kind_columns_check',
      sql`case ${table.kind}
        when 'EXPERIENCE' then ${table.eventPackage} is not null and ${table.discount} is null and ${table.discountFor} is null
        else ${table.eventPackage} is null and ${table.discount} is not null and ${table.discountFor} is not null end`,
    ),
    check('events_status_check', sql`${table.status} in ('OPEN', 'CLOSED')`),
    check('events_time_check', sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('events_discount_for_check', sql`${table.discountFor} in ('MALE', 'FEMALE', 'BOTH', '')`),
    check(
      'events_money_check',
      sql`${table.price} >= 0 and ${table.accommodationPriceSingle} >= 0 and ${table.accommodationPriceShared} >= 0 and ${table.discount} >= 0`,
    ),
    check('events_capacity_check', sql`${table.capacity} >= 0`),
    check('events_end_time_check', sql`${table.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('events_end_check', sql`${table.endDay} is null and ${table.endTime} is null or ${table.endDay} >= ${table.day}`),
    check(
      'events_sale_limits_check',
      sql`${table.admitPerMinute} >= 1 and ${table.maxPerOrder} between 1 and ${sql.raw(String(MAX_QUANTITY))} and (${table.maxPerEmail} is null or ${table.maxPerEmail} >= 1)`,
    ),
    check('events_cancellation_check', sql`${table.cancelUntilDays} >= 0 and ${table.cancellationFeePercent} between 0 and 100`),
  ],
);

/**
 * How many times each event's page was opened, per day. The storefront reports one view per visitor
 * per event per day and sends nothing about the visitor, so there is nothing personal to keep.
 */
export const eventViews = pgTable(
  'event_views',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.day] }), check('event_views_views_check', sql`${table.views} >= 0`)],
);

/**
 * Promo codes (docs/product-rules.md#promo-codes): for one event, one kind (event_kind) or every
 * event (both null). Uses are not a counter: they are the orders that carry the code and paid or
 * hold tickets, counted under the code's row lock (orders/LOCKING.md), so an expired hold gives
 * its use back by itself.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Upper-case: codes are told apart whatever the letter case a buyer types.
    code: text('code').notNull().unique(),
    kind: text('kind').$type<PromoKind>().notNull(),
    // Pence off (AMOUNT) or a whole percentage (PERCENT).
    value: integer('value').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    eventKind: text('event_kind').$type<EventKindName>(),
    maxUses: integer('max_uses'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('promo_codes_code_check', sql`${table.code} = upper(${table.code}) and length(${table.code}) between 1 and 40`),
    check('promo_codes_kind_check', sql`${table.kind} in ('AMOUNT', 'PERCENT')`),
    check('promo_codes_value_check', sql`${table.value} >= 1 and (${table.kind} = 'AMOUNT' or ${table.value} <= 100)`),
    check('promo_codes_event_kind_check', sql`${table.eventKind} in ('EXPERIENCE', 'PARTY')`),
    check('promo_codes_max_uses_check', sql`${table.maxUses} >= 1`),
    check('promo_codes_validity_check', sql`${table.validFrom} < ${table.validUntil}`),
  ],
);
