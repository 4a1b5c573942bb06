// What the ticket list's CSV export writes (docs/product-rules.md#ticket-list): values a
// spreadsheet reads as they are, not as the screen shows them.
import { csvLine, UTF8_BOM } from '@shared/domain';

/** Pence as pounds with two decimals and no currency sign: 5400 => '54.00'. */
export const csvPounds = (pence: number): string => (pence / 100).toFixed(2);

/** A day or moment as ISO 8601, which every spreadsheet sorts. */
export const csvDate = (value: Date): string => value.toISOString();

/** 'Summer Party!' on 25 November 2026 => 'summer-party-tickets-2026-11-25.csv'. */
export function ticketCsvName(eventTitle: string | undefined, today: Date): string {
  const slug = (eventTitle ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug ? `${slug}-` : ''}tickets-${today.toISOString().slice(0, 10)}.csv`;
}

/** The file: a header line, then a line per row, of the columns given (those the list shows). */
export function ticketCsvFile<Row>(rows: readonly Row[], columns: readonly { header: string; csv: (row: Row) => string }[]): string {
  const lines = rows.map((row) => csvLine(columns.map((column) => column.csv(row))));
  return UTF8_BOM + csvLine(columns.map((column) => column.header)) + lines.join('');
}
