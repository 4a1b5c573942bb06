// The payment filters. The event type filter names the kind of product; the API keeps that
// kind in productType (Experience, Party, Merchandise) and the event's own title in productName,
// so matching the words against productName would miss every event not named after its kind.
import { EVENT_KINDS, findEventKind, transactionStatusLabel, type PaymentType, type ProductType, type Transaction } from '@shared/domain';

export const STATUS_OPTIONS = ['All', 'Successful', 'Pending', 'Failed', 'Refunded', 'Partially refunded'] as const;
export const METHOD_OPTIONS = ['All', 'PayPal', 'Stripe'] as const;
export const EVENT_TYPE_OPTIONS = ['All', 'Experience', 'Parties', 'Merchandise'] as const;

export interface PaymentFilters {
  status: (typeof STATUS_OPTIONS)[number];
  method: (typeof METHOD_OPTIONS)[number];
  eventType: (typeof EVENT_TYPE_OPTIONS)[number];
  /** Words of the payer's name or e-mail, any case; empty keeps every payment. */
  search: string;
}

export const NO_FILTERS: PaymentFilters = { status: 'All', method: 'All', eventType: 'All', search: '' };

const METHODS: Record<Exclude<PaymentFilters['method'], 'All'>, PaymentType> = { PayPal: 'Paypal', Stripe: 'Stripe' };
const PRODUCT_TYPES: Record<Exclude<PaymentFilters['eventType'], 'All'>, ProductType> = {
  Experience: EVENT_KINDS.EXPERIENCE.productType,
  Parties: EVENT_KINDS.PARTY.productType,
  Merchandise: 'Merchandise',
};

export function matchesFilters(transaction: Transaction, { status, method, eventType, search }: PaymentFilters): boolean {
  return (
    (status === 'All' || transactionStatusLabel(transaction.status) === status) &&
    (method === 'All' || transaction.paymentMethod === METHODS[method]) &&
    (eventType === 'All' || transaction.productType === PRODUCT_TYPES[eventType]) &&
    matchesSearch(transaction, search)
  );
}

/** Every word typed is in the payer's name or e-mail ('ada obi', 'obi@', 'ADA'). */
function matchesSearch({ payerFirstName, payerLastName, payerEmail }: Transaction, search: string): boolean {
  const payer = `${payerFirstName} ${payerLastName} ${payerEmail}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => payer.includes(word));
}

/**
 * The event type the details panel shows: 'Experience' or 'Party' for tickets, else the product's
 * own name (Experience, Party, or the raw name).
 */
export function eventTypeLabel({ productType, productName }: Pick<Transaction, 'productType' | 'productName'>): string {
  return findEventKind('productType', productType)?.label ?? productName;
}
