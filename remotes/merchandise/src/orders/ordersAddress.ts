import { MerchandiseOrderStatus } from '@shared/domain';

/** The orders' status filter; All asks the API for every status. */
export type StatusFilter = MerchandiseOrderStatus | 'All';

export interface OrdersView {
  status: StatusFilter;
  /** Counted from 1, as the page buttons and the API count. */
  page: number;
}

// The status filter and the page live in the address (?status=Confirmed&page=2) so Back from
// elsewhere and a reload keep them (docs/product-rules.md#tables-in-the-address); anything the
// page does not offer reads as All, page 1.
export function readOrdersView(params: URLSearchParams): OrdersView {
  const status = MerchandiseOrderStatus.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  return { status: status.success ? status.data : 'All', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a view: only what differs from All, page 1. */
export function ordersViewParams({ status, page }: OrdersView): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'All') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
