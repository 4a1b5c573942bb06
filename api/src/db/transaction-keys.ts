// The expressions Payment Tracking sorts and searches payments by. The schema indexes them and the
// queries use them, from the one definition here: PostgreSQL uses an expression index only for a
// query that spells the same expression.
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface PayerColumns {
  payerFirstName: PgColumn;
  payerLastName: PgColumn;
  payerEmail: PgColumn;
}

/** The payer's name as the Name column shows it, lower-cased: what a sort by name orders by. */
export const payerNameKey = (t: Omit<PayerColumns, 'payerEmail'>): SQL => sql`lower(${t.payerFirstName} || ' ' || ${t.payerLastName})`;

/** The payer's name and e-mail, lower-cased: what a search finds its words in (a trigram index keeps it). */
export const payerSearchKey = (t: PayerColumns): SQL =>
  sql`lower(${t.payerFirstName} || ' ' || ${t.payerLastName} || ' ' || ${t.payerEmail})`;

/**
 * A status's place when sorted by its label (transactionStatusLabel): Failed (any status not named),
 * Partially refunded, Pending, Refunded, Successful.
 */
export const statusRankKey = (status: PgColumn): SQL =>
  sql`(case ${status} when 'PARTIALLY_REFUNDED' then 1 when 'PENDING' then 2 when 'REFUNDED' then 3 when 'SUCCESS' then 4 else 0 end)`;
