// The one naming scheme of the page's query cache: [resource, ...which part of it]. Keys nest, so a
// write refreshes everything under a prefix at once: queryKeys.events.lists('parties') is every
// list of parties, queryKeys.events.all every event read of either kind.
import type {
  AdminEventPageQuery,
  DashboardRange,
  EventKind,
  EventStatus,
  MerchandiseOrderQuery,
  PaidUsersQuery,
  TransactionPageQuery,
  TransactionQuery,
  UnpaidOrderQuery,
} from '@shared/domain';

export const queryKeys = {
  events: {
    all: ['events'] as const,
    lists: (kind: EventKind) => ['events', kind, 'list'] as const,
    list: (kind: EventKind, status: EventStatus) => ['events', kind, 'list', status] as const,
    detail: (kind: EventKind, id: string) => ['events', kind, 'detail', id] as const,
    /** Every page of the Event Hub table: each counts both kinds, so any event write changes them all. */
    adminPages: ['events', 'admin-page'] as const,
    adminPage: (query: AdminEventPageQuery) => ['events', 'admin-page', query] as const,
  },
  queue: {
    place: (eventId: string) => ['queue', eventId] as const,
  },
  transactions: {
    all: ['transactions'] as const,
    list: (query: TransactionQuery) => ['transactions', 'list', query] as const,
    page: (query: TransactionPageQuery) => ['transactions', 'page', query] as const,
    paidUsers: (query: PaidUsersQuery) => ['transactions', 'paid-users', query] as const,
  },
  orders: {
    all: ['orders'] as const,
    unpaid: (query: UnpaidOrderQuery) => ['orders', 'unpaid', query] as const,
    searches: ['orders', 'search'] as const,
    search: (search: string) => ['orders', 'search', search] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
  },
  merchandise: {
    all: ['merchandise'] as const,
    list: ['merchandise', 'list'] as const,
    detail: (id: number) => ['merchandise', 'detail', id] as const,
  },
  merchandiseOrders: {
    all: ['merchandise-orders'] as const,
    page: (query: MerchandiseOrderQuery) => ['merchandise-orders', 'page', query] as const,
  },
  siteHealth: ['site-health'] as const,
  dashboard: {
    all: ['dashboard'] as const,
    summary: (range: DashboardRange) => ['dashboard', 'summary', range] as const,
  },
  admin: {
    me: ['admin', 'me'] as const,
  },
};
