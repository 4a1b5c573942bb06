// One hook per API write whose answer changes what a read shows. Each brings the page's cache up to
// date when the write succeeds: the thing written is stored as the server answered it, and the
// reads it changes are invalidated (refetched now if a screen shows them, on the next visit
// otherwise), so every screen of every remote shows the write without a reload. Calls whose
// answers no screen keeps (sign-in and out, uploads, the password, check-in, starting a payment)
// stay plain calls of endpoints.ts.
import { hashKey, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminUser,
  AttendeeChange,
  BuyerContact,
  CancelRequest,
  EventKind,
  ExperienceCreateInput,
  ExperienceEdit,
  MerchandiseInput,
  MerchandiseItem,
  OrderPayloadInput,
  PartyCreateInput,
  PartyEdit,
  ProfileUpdate,
  RefundRequest,
} from '@shared/domain';
import { adminApi, adminOrderApi, experienceApi, merchandiseApi, merchandiseOrderApi, orderApi, partyApi } from './endpoints';
import type { EventOfKind } from './queries';
import { queryKeys } from './queryKeys';

/**
 * A saved event: its detail is the answer; its kind's lists, the Event Hub table's pages (whose
 * counts cover both kinds) and the dashboard's open-event count may have changed.
 */
function eventSaved<K extends EventKind>(client: QueryClient, kind: K, event: EventOfKind[K]) {
  client.setQueryData(queryKeys.events.detail(kind, event.id), event);
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.events.lists(kind) }),
    client.invalidateQueries({ queryKey: queryKeys.events.adminPages }),
    client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
  ]);
}

export function useCreateExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExperienceCreateInput) => experienceApi.create(body),
    onSuccess: (created) => eventSaved(client, 'experiences', created),
  });
}

export function useEditExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: ExperienceEdit }) => experienceApi.edit(id, edit),
    onSuccess: (saved) => eventSaved(client, 'experiences', saved),
  });
}

export function useCreateParty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyCreateInput) => partyApi.create(body),
    onSuccess: (created) => eventSaved(client, 'parties', created),
  });
}

export function useEditParty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: PartyEdit }) => partyApi.edit(id, edit),
    onSuccess: (saved) => eventSaved(client, 'parties', saved),
  });
}

/** A saved merchandise item: its detail is the answer; the list changed. */
function itemSaved(client: QueryClient, item: MerchandiseItem) {
  client.setQueryData(queryKeys.merchandise.detail(item.id), item);
  return client.invalidateQueries({ queryKey: queryKeys.merchandise.list });
}

export function useCreateMerchandise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchandiseInput) => merchandiseApi.create(body),
    onSuccess: (item) => itemSaved(client, item),
  });
}

export function useUpdateMerchandise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MerchandiseInput }) => merchandiseApi.update(id, input),
    onSuccess: (item) => itemSaved(client, item),
  });
}

/** Deletes an item: it leaves the cached list at once, and the list is fetched again behind it. */
export function useRemoveMerchandise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => merchandiseApi.remove(id),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: queryKeys.merchandise.detail(id) });
      client.setQueryData<MerchandiseItem[]>(queryKeys.merchandise.list, (items) => items?.filter((item) => item.id !== id));
      return client.invalidateQueries({ queryKey: queryKeys.merchandise.list });
    },
  });
}

/** The step an admin takes a merchandise order on: confirm a Pending one, deliver a Confirmed one. */
export type MerchandiseOrderStep = 'confirm' | 'deliver';

/** Takes a merchandise order one step on: the order pages and the dashboard's latest orders change. */
export function useMerchandiseOrderStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: MerchandiseOrderStep }) => merchandiseOrderApi[step](id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.merchandiseOrders.all }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}

/**
 * Creates an order, which holds tickets: the events' tickets left and the unpaid orders change.
 * They are marked stale, not fetched at once: the buyer's own page would otherwise count their
 * held tickets against them while it starts the payment (and could show the event sold out).
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderPayloadInput) => orderApi.create(body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: queryKeys.orders.all, refetchType: 'none' }),
      ]),
  });
}

/**
 * Money went back or an order closed: the order and every list of orders, the payments (their
 * refunded amounts and statuses), the events (a cancelled order's tickets are back on sale) and
 * the dashboard's revenue all change.
 */
function orderSettled(client: QueryClient) {
  return Promise.all(
    [queryKeys.orders.all, queryKeys.transactions.all, queryKeys.events.all, queryKeys.dashboard.all].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/** Admin: refunds part or all of what an order paid (amount in pence). */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refund }: { id: string; refund: RefundRequest }) => adminOrderApi.refund(id, refund),
    onSuccess: () => orderSettled(client),
  });
}

/** Admin: cancels an order, optionally refunding everything still refundable in the same step. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancel }: { id: string; cancel: CancelRequest }) => adminOrderApi.cancel(id, cancel),
    onSuccess: () => orderSettled(client),
  });
}

/** Admin: e-mails an order's tickets again; only the order's list of e-mails changes. */
export function useResendTickets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminOrderApi.resend(id),
    onSuccess: (_answer, id) => client.invalidateQueries({ queryKey: queryKeys.orders.detail(id) }),
  });
}

/**
 * An order changed by an admin, answered as it now is: the order shown is the answer, and the other
 * reads that name its buyer or its tickets (order searches, unpaid orders, event ticket lists, the
 * payments' payer) are refreshed.
 */
function orderAnswered(client: QueryClient, order: AdminOrder) {
  const detail = queryKeys.orders.detail(order.id);
  client.setQueryData(detail, order);
  return Promise.all([
    client.invalidateQueries({
      queryKey: queryKeys.orders.all,
      // The order itself is the answer just stored: asking for it again would fetch the same.
      predicate: (query) => query.queryHash !== hashKey(detail),
    }),
    client.invalidateQueries({ queryKey: queryKeys.transactions.all }),
  ]);
}

/** Admin: corrects the buyer of an order. */
export function useUpdateBuyer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, buyer }: { id: string; buyer: BuyerContact }) => adminOrderApi.updateBuyer(id, buyer),
    onSuccess: (order: AdminOrder) => orderAnswered(client, order),
  });
}

/** Admin: renames one ticket's attendee; the ticket is issued again under a new code. */
export function useRenameAttendee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code, attendee }: { id: string; code: string; attendee: AttendeeChange }) =>
      adminOrderApi.renameAttendee(id, code, attendee),
    onSuccess: (order: AdminOrder) => orderAnswered(client, order),
  });
}

/** Saves the admin's own details; the profile shown is the answer. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => adminApi.updateProfile(body),
    onSuccess: (saved: AdminUser) => client.setQueryData(queryKeys.admin.me, saved),
  });
}
