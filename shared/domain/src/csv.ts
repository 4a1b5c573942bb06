// CSV as spreadsheets read it (RFC 4180), for the files the back office downloads: written by the
// API (Payment Tracking's export) and in the browser (an event's ticket list), the same way.

/**
 * What a spreadsheet takes for the start of a formula (or, for a tab or carriage return, may
 * drop before one): a buyer who types '=HYPERLINK(...)' as their name must not have it run on the
 * accountant's computer (docs/product-rules.md#payment-tracking-export).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a formula's start neutralised by a leading apostrophe, then quoted when it holds a quote, comma or line break. */
export function csvCell(text: string): string {
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** One line of cells, ended by CRLF as RFC 4180 has it. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Starts a UTF-8 file: Excel reads a CSV without this byte order mark in the computer's own code
 * page, and shows '£' as 'Â£'.
 */
export const UTF8_BOM = '\uFEFF';
