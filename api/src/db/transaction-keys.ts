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

/**
 * A text sort key: lower-cased, and its first SORT_KEY_LENGTH characters. An index entry holds at
 * most about 2.7 KB, and names stored before they had a length limit can be far longer: the whole
 * text would refuse the index, and the migration that builds it. Texts alike for their first 200
 * characters sort by id, which no real name or e-mail notices.
 */
const textKey = (text: SQL): SQL => sql`left(lower(${text}), ${sql.raw(String(SORT_KEY_LENGTH))})`;
// Spelled into the SQL, not passed as a parameter: an index is used only for the same expression.
const SORT_KEY_LENGTH = 200;

/** The payer's name as the Name column shows it: what a sort by name orders by. */
export const payerNameKey = (t: Omit<PayerColumns, 'payerEmail'>): SQL => textKey(sql`${t.payerFirstName} || ' ' || ${t.payerLastName}`);

/** What a sort by e-mail orders by. */
export const payerEmailKey = (t: Pick<PayerColumns, 'payerEmail'>): SQL => textKey(sql`${t.payerEmail}`);

/** What a sort by product orders by. */
export const productNameKey = (productName: PgColumn): SQL => textKey(sql`${productName}`);

/** The payer's name and e-mail, lower-cased: what a search finds its words in (a trigram index keeps it). */
export const payerSearchKey = (t: PayerColumns): SQL =>
  sql`lower(${t.payerFirstName} || ' ' || ${t.payerLastName} || ' ' || ${t.payerEmail})`;

/**
 * A status's place when sorted by its label (transactionStatusLabel): Failed (any status not named),
 * Partially refunded, Pending, Refunded, Successful.
 */
export const statusRankKey = (status: PgColumn): SQL =>
  sql`(case ${status} when 'PARTIALLY_REFUNDED' then 1 when 'PENDING' then 2 when 'REFUNDED' then 3 when 'SUCCESS' then 4 else 0 end)`;
