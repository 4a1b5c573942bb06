// Payment Tracking's filters, search, sort and page live in the address (?status=Refunded&q=ada&sort=date&dir=asc&page=2),
// so Back from an order and a reload show the same table (docs/product-rules.md#tables-in-the-address).
import type { SortModel } from '@shared/ui';
import { EVENT_TYPE_OPTIONS, METHOD_OPTIONS, NO_FILTERS, type PaymentFilters, STATUS_OPTIONS } from './filters';

export interface PaymentTableState {
  filters: PaymentFilters;
  /** Zero-based. */
  page: number;
  sort: SortModel;
}

/** The address's names for the filters. */
const FILTER_PARAMS = { status: 'status', method: 'method', eventType: 'type' } as const;
const FILTER_OPTIONS = { status: STATUS_OPTIONS, method: METHOD_OPTIONS, eventType: EVENT_TYPE_OPTIONS } as const;

function option<T extends string>(options: readonly T[], value: string | null): T {
  return options.find((candidate) => candidate === value) ?? options[0];
}

/** The table an address asks for; anything unknown in it reads as the default, never as an error. */
export function readTableState(params: URLSearchParams, sortable: readonly string[]): PaymentTableState {
  const filters: PaymentFilters = {
    status: option(FILTER_OPTIONS.status, params.get(FILTER_PARAMS.status)),
    method: option(FILTER_OPTIONS.method, params.get(FILTER_PARAMS.method)),
    eventType: option(FILTER_OPTIONS.eventType, params.get(FILTER_PARAMS.eventType)),
    search: params.get('q') ?? '',
  };
  const page = Number(params.get('page'));
  const field = params.get('sort');
  const sort: SortModel = field && sortable.includes(field) ? [{ field, sort: params.get('dir') === 'asc' ? 'asc' : 'desc' }] : [];
  return { filters, page: Number.isInteger(page) && page > 1 ? page - 1 : 0, sort };
}

/** The address of a table: only what differs from the default, the page counted from 1. */
export function tableSearchParams({ filters, page, sort }: PaymentTableState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(FILTER_PARAMS) as (keyof typeof FILTER_PARAMS)[]) {
    if (filters[key] !== NO_FILTERS[key]) params.set(FILTER_PARAMS[key], filters[key]);
  }
  if (filters.search.trim()) params.set('q', filters.search);
  const [order] = sort;
  if (order) {
    params.set('sort', order.field);
    params.set('dir', order.sort);
  }
  if (page > 0) params.set('page', String(page + 1));
  return params;
}
