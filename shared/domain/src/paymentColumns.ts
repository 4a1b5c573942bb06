// Payment Tracking's columns, in the grid's order, with the grid's header names and the text each
// cell shows: the grid shows them and the API's CSV export writes them, from this one definition,
// so the file an accountant opens says what the screen says (docs/product-rules.md#payment-tracking-export).
import { formatPounds } from './money';
import { paymentDate, paymentMethodLabel, transactionStatusLabel } from './format';
import type { Transaction } from './transactions';

export interface PaymentColumn {
  /** The grid's field; `payer` is the payer's first and last name. */
  field: string;
  header: string;
  /** The cell's text, as the grid shows it and the export writes it. */
  text: (payment: Transaction) => string;
}

export const PAYMENT_COLUMNS = [
  { field: 'payer', header: 'Name', text: (p) => `${p.payerFirstName} ${p.payerLastName}` },
  { field: 'payerEmail', header: 'Email', text: (p) => p.payerEmail },
  { field: 'productName', header: 'Event', text: (p) => p.productName },
  { field: 'productType', header: 'Type', text: (p) => p.productType },
  { field: 'paymentMethod', header: 'Method', text: (p) => paymentMethodLabel(p.paymentMethod) },
  { field: 'date', header: 'Date', text: (p) => paymentDate(p.date) },
  // All in pounds with VAT, as the buyer pays them (docs/product-rules.md#payment-tracking-figures).
  { field: 'amountPaid', header: 'Paid', text: (p) => formatPounds(p.amountPaid) },
  { field: 'totalAmount', header: 'Order total', text: (p) => formatPounds(p.totalAmount) },
  { field: 'balance', header: 'Balance', text: (p) => formatPounds(p.balance) },
  { field: 'refunded', header: 'Refunded', text: (p) => formatPounds(p.refunded) },
  { field: 'status', header: 'Status', text: (p) => transactionStatusLabel(p.status) },
] as const satisfies readonly PaymentColumn[];

export type PaymentColumnField = (typeof PAYMENT_COLUMNS)[number]['field'];

/** The column of `field`. */
export const paymentColumn = (field: PaymentColumnField): PaymentColumn => PAYMENT_COLUMNS.find((column) => column.field === field)!;
