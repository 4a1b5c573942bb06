import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tickets } from './orders-schema';

// Apple Wallet passes and the devices that hold them (docs/product-rules.md#wallet-passes).

// One row per ticket whose pass has been made (gone with its ticket, as when demo data is removed). The token is written into the pass and is what
// Apple's devices present to the web service for it; it is kept readable because every copy of
// the pass (a download, an update) must carry the same one, and it opens nothing the ticket's
// code, which the pass's QR code shows, does not already open. updated_at is the pass's version:
// a trigger (migration 0013) moves it when the event's title, date, time or venue changes or the
// ticket is voided or renamed, and devices are then told the pass changed.
export const applePasses = pgTable(
  'apple_passes',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authenticationToken: text('authentication_token').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [check('apple_passes_token_check', sql`length(${table.authenticationToken}) >= 16`)],
);

// A device that added a pass and asked to hear of its changes: the push token Apple gave it.
export const applePassRegistrations = pgTable(
  'apple_pass_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => applePasses.ticketId, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceLibraryId, table.ticketId] }),
    index('apple_pass_registrations_ticket_idx').on(table.ticketId),
  ],
);
