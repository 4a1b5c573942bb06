import { csvLine, PAYMENT_COLUMNS, type TransactionExportQuery, UTF8_BOM } from '@shared/domain';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import { transactionBatches } from './queries';

/** The file Payment Tracking's export downloads. */
export const PAYMENT_CSV_FILENAME = 'payment-tracking.csv';

/**
 * Payment Tracking as CSV (docs/product-rules.md#payment-tracking-export): the grid's columns with
 * its headers and its text, for every payment the filters, search and sort keep, a batch of rows
 * at a time, so a year of payments never sits in memory whole.
 */
export async function* paymentCsv(db: Db, query: z.output<typeof TransactionExportQuery>): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(PAYMENT_COLUMNS.map((column) => column.header));
  for await (const batch of transactionBatches(db, query)) {
    yield batch.map((payment) => csvLine(PAYMENT_COLUMNS.map((column) => column.text(payment)))).join('');
  }
}
