// The payment filters. The event type filter names the kind of product; the API keeps that
// kind in productType (Experience, Party, Merchandise) and the event's own title in productName,
// so matching the words against productName would miss every event not named after its kind.
import {
  EVENT_KINDS,
  findEventKind,
  type PaymentType,
  type ProductType,
  type Transaction,
  type TransactionExportQuery,
  type TransactionPageQuery,
  type TransactionSortField,
  type TransactionStatusLabel,
} from '@shared/domain';
import type { PaymentTableState } from './tableState';

export const STATUS_OPTIONS = ['All', 'Successful', 'Pending', 'Failed', 'Refunded', 'Partially refunded'] as const satisfies readonly (
  'All' | TransactionStatusLabel
)[];
export const METHOD_OPTIONS = ['All', 'PayPal', 'Stripe'] as const;
export const EVENT_TYPE_OPTIONS = ['All', 'Experience', 'Parties', 'Merchandise'] as const;

export interface PaymentFilters {
  status: (typeof STATUS_OPTIONS)[number];
  method: (typeof METHOD_OPTIONS)[number];
  eventType: (typeof EVENT_TYPE_OPTIONS)[number];
  /** Words of the payer's name or e-mail, any case; blank keeps every payment. */
  search: string;
}

export const NO_FILTERS: PaymentFilters = { status: 'All', method: 'All', eventType: 'All', search: '' };

const METHODS: Record<Exclude<PaymentFilters['method'], 'All'>, PaymentType> = { PayPal: 'Paypal', Stripe: 'Stripe' };
const PRODUCT_TYPES: Record<Exclude<PaymentFilters['eventType'], 'All'>, ProductType> = {
  Experience: EVENT_KINDS.EXPERIENCE.productType,
  Parties: EVENT_KINDS.PARTY.productType,
  Merchandise: 'Merchandise',
};

/**
 * What the API is asked for a table (tableState.ts): its filters as the API names them, the search
 * as typed (the API keeps the payments whose payer's name or e-mail holds every word of it), the
 * sort (newest first when none) and the page counted from 1. Defaults are left out, so one table has one query.
 */
export function pageQuery(table: PaymentTableState, pageSize: number): TransactionPageQuery {
  return { page: table.page + 1, pageSize, ...exportQuery(table) };
}

/** What the CSV export asks for a table: the page's query without the paging, every payment it keeps. */
export function exportQuery({ filters, sort }: Pick<PaymentTableState, 'filters' | 'sort'>): TransactionExportQuery {
  const { status, method, eventType, search } = filters;
  const [order] = sort;
  return {
    ...(status !== 'All' && { status }),
    ...(method !== 'All' && { method: METHODS[method] }),
    ...(eventType !== 'All' && { productType: PRODUCT_TYPES[eventType] }),
    ...(search.trim() && { search: search.trim() }),
    ...(order?.sort && { sort: order.field as TransactionSortField, dir: order.sort }),
  };
}

/**
 * The event type the details panel shows: 'Experience' or 'Party' for tickets, else the product's
 * own name (Experience, Party, or the raw name).
 */
export function eventTypeLabel({ productType, productName }: Pick<Transaction, 'productType' | 'productName'>): string {
  return findEventKind('productType', productType)?.label ?? productName;
}
