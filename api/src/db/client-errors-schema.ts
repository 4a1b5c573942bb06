import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// What the site's front-end apps report when they fail in a visitor's browser, kept for the site
// health figures (docs/architecture.md#client-error-reports). Nothing here names a person: the
// message is scrubbed and cut short, the stack is only its hash, the route only its template and
// the browser only its family; no address, no User-Agent, no cookie. Rows older than 8 days are
// pruned by the background jobs (client-errors/prune.ts).
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** sha256 (hex) of the normalised stack; null when the report had none. */
    stackHash: text('stack_hash'),
    /** The page's path with ids, digits and tokens as `:id` ('/admin/orders/:id'); null when the report had none. */
    route: text('route'),
    browser: text('browser').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The site-health counts read the last day of rows, and the prune deletes by age.
    index('client_errors_created_at_idx').on(table.createdAt),
    check('client_errors_kind_check', sql`${table.kind} in ('load', 'render', 'unhandled')`),
    check('client_errors_browser_check', sql`${table.browser} in ('Chrome', 'Firefox', 'Safari', 'Edge', 'Other')`),
  ],
);
