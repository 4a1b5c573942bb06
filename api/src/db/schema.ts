import { DEFAULT_EVENT_CAPACITY } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
