import type { WaitingListStatus } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './events-schema';
import { orders } from './orders-schema';

/**
 * The waiting list of sold-out events (docs/product-rules.md#waiting-list). An OFFERED entry holds
 * its quantity out of sale until offer_expires_at, like an order's hold; the claim link carries a
 * secret whose hash is kept here, never the secret itself.
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<WaitingListStatus>().notNull().default('WAITING'),
    createdAt: createdAt(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    claimTokenHash: text('claim_token_hash').unique(),
    // The order the claim became.
    orderId: uuid('order_id').references(() => orders.id),
  },
  (table) => [
    index('waiting_list_event_status_idx').on(table.eventId, table.status, table.createdAt),
    check('waiting_list_status_check', sql`${table.status} in ('WAITING', 'OFFERED', 'CLAIMED', 'EXPIRED', 'REMOVED')`),
    check('waiting_list_quantity_check', sql`${table.quantity} >= 1`),
    check('waiting_list_offer_check', sql`${table.status} <> 'OFFERED' or ${table.offerExpiresAt} is not null`),
  ],
);
