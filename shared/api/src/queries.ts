// One hook per API read, all on the page's QueryClient (queryClient.tsx) and named by queryKeys.
// They behave alike on every screen: the first answer shows loading (isPending), a later visit
// shows the cached answer while it is fetched again, a failure is retried once if that can help
// and then logged with `meta.failure`, and a write (mutations.ts) refreshes what it changed. Reads
// whose parameters are a view's filter (a range, a page) keep the last answer on screen until the
// next one arrives; a read of another thing (another event) never shows the previous one.
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type {
  AdminEventPageQuery,
  DashboardRange,
  EventKind,
  EventStatus,
  Experience,
  MerchandiseOrderQuery,
  PaidUsersQuery,
  Party,
  TransactionPageQuery,
  TransactionQuery,
  UnpaidOrderQuery,
} from '@shared/domain';
import {
  adminApi,
  adminEventApi,
  adminOrderApi,
  dashboardApi,
  experienceApi,
  merchandiseApi,
  merchandiseOrderApi,
  orderApi,
  partyApi,
  siteHealthApi,
  transactionApi,
} from './endpoints';
import { queryKeys } from './queryKeys';

/** An event as the API answers it, by kind. */
export interface EventOfKind {
  experiences: Experience;
  parties: Party;
}

// Looked up on every call, so a test's spy on experienceApi.get is the call made.
const eventCalls: { [K in EventKind]: { get(id: string): Promise<EventOfKind[K]>; list(status: EventStatus): Promise<EventOfKind[K][]> } } =
  {
    experiences: { get: (id) => experienceApi.get(id), list: (status) => experienceApi.list(status) },
    parties: { get: (id) => partyApi.get(id), list: (status) => partyApi.list(status) },
  };

/** One event; nothing is asked while `id` is null. */
export function useEvent<K extends EventKind>(kind: K, id: string | null) {
  return useQuery({
    queryKey: queryKeys.events.detail(kind, id ?? ''),
    queryFn: id === null ? skipToken : () => eventCalls[kind].get(id),
    meta: { failure: `Could not load the event ${kind}/${id}` },
  });
}

/** The open (upcoming) or closed (past) events of a kind, as the API orders them. */
export function useEventList<K extends EventKind>(kind: K, status: EventStatus) {
  return useQuery({
    queryKey: queryKeys.events.list(kind, status),
    queryFn: () => eventCalls[kind].list(status),
    meta: { failure: `Could not load ${kind}` },
  });
}

/** Admin: one page of the Event Hub table and every tab's and filter's count; the last page stays until the next arrives. */
export function useAdminEventPage(query: AdminEventPageQuery) {
  return useQuery({
    queryKey: queryKeys.events.adminPage(query),
    queryFn: () => adminEventApi.page(query),
    placeholderData: keepPreviousData,
    meta: { failure: 'Could not load the events' },
  });
}

/** Payments, all of them or those of one product. */
export function useTransactions(query: TransactionQuery = {}) {
  return useQuery({
    queryKey: queryKeys.transactions.list(query),
    queryFn: () => transactionApi.list(query),
    meta: { failure: 'Could not load the payments' },
  });
}

/** Admin: one page of payments as the API filters, searches and sorts them; the last page stays until the next arrives. */
export function useTransactionPage(query: TransactionPageQuery) {
  return useQuery({
    queryKey: queryKeys.transactions.page(query),
    queryFn: () => transactionApi.page(query),
    placeholderData: keepPreviousData,
    meta: { failure: 'Could not load the payments' },
  });
}

/** How many tickets of an event were paid for. */
export function usePaidUsers(query: PaidUsersQuery) {
  return useQuery({
    queryKey: queryKeys.transactions.paidUsers(query),
    queryFn: () => transactionApi.paidUsers(query),
    meta: { failure: 'Could not count the tickets bought' },
  });
}

/** Admin: orders holding tickets unpaid, and holds that lapsed unpaid. */
export function useUnpaidOrders(query: UnpaidOrderQuery) {
  return useQuery({
    queryKey: queryKeys.orders.unpaid(query),
    queryFn: () => orderApi.unpaid(query),
    meta: { failure: 'Could not load the unpaid orders' },
  });
}

/** Admin: the orders whose reference, e-mail or name matches; nothing is asked while the search is blank. */
export function useOrderSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: queryKeys.orders.search(text),
    queryFn: text === '' ? skipToken : () => adminOrderApi.search(text),
    meta: { failure: `Could not search the orders for ${text}` },
  });
}

/** Admin: one order with its tickets, schedule, payments, refunds and e-mails. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: queryKeys.orders.detail(id),
    queryFn: () => adminOrderApi.get(id),
    meta: { failure: `Could not load the order ${id}` },
  });
}

/** Every merchandise item. */
export function useMerchandiseList() {
  return useQuery({
    queryKey: queryKeys.merchandise.list,
    queryFn: () => merchandiseApi.list(),
    meta: { failure: 'Could not load merchandise' },
  });
}

/** One merchandise item; nothing is asked while `id` is null. */
export function useMerchandiseItem(id: number | null) {
  return useQuery({
    queryKey: queryKeys.merchandise.detail(id ?? 0),
    queryFn: id === null ? skipToken : () => merchandiseApi.get(id),
    meta: { failure: `Could not load merchandise ${id}` },
  });
}

/** One page of merchandise orders, filtered by status; the last page shown stays until the next arrives. */
export function useMerchandiseOrders(query: MerchandiseOrderQuery) {
  return useQuery({
    queryKey: queryKeys.merchandiseOrders.page(query),
    queryFn: () => merchandiseOrderApi.page(query),
    placeholderData: keepPreviousData,
    meta: { failure: 'Could not load orders' },
  });
}

/** The dashboard's figures for a range; the last range shown stays until the next arrives. */
export function useDashboardSummary(range: DashboardRange) {
  return useQuery({
    queryKey: queryKeys.dashboard.summary(range),
    queryFn: () => dashboardApi.summary(range),
    placeholderData: keepPreviousData,
    meta: { failure: 'Could not load the dashboard' },
  });
}

/** The site's health (GET /admin/site-health), read again every minute while shown: a canary's trouble shows without a reload. */
export function useSiteHealth() {
  return useQuery({
    queryKey: queryKeys.siteHealth,
    queryFn: () => siteHealthApi.get(),
    refetchInterval: 60_000,
    meta: { failure: 'Could not load the site health' },
  });
}

/** The signed-in admin, read from the API. */
export function useAdminProfile() {
  return useQuery({
    queryKey: queryKeys.admin.me,
    queryFn: () => adminApi.me(),
    meta: { failure: 'Could not load the profile' },
  });
}
