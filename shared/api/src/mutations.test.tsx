import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { adminApi, adminOrderApi, experienceApi, merchandiseApi, merchandiseOrderApi, orderApi } from './endpoints';
import {
  useCancelOrder,
  useMerchandiseOrderStep,
  useCreateOrder,
  useEditExperience,
  useRefundOrder,
  useRemoveMerchandise,
  useResendTickets,
  useRenameAttendee,
  useUpdateBuyer,
  useUpdateProfile,
} from './mutations';
import { eventTicketKeys } from './eventTickets';
import { useAdminOrder, useEvent, useOrderSearch } from './queries';
import { createQueryClient } from './queryClient';
import { queryKeys } from './queryKeys';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

const experience = (title: string) => ({ id: 'e1', title }) as Awaited<ReturnType<typeof experienceApi.get>>;
const item = (id: number) => ({ id, title: `Item ${id}` }) as Awaited<ReturnType<typeof merchandiseApi.get>>;

beforeEach(() => {
  client = createQueryClient({ retry: false });
  jest.restoreAllMocks();
});

it("an event edit stores the saved event and refreshes its lists, the Event Hub table's pages and the dashboard, not the other kind's lists", async () => {
  jest.spyOn(experienceApi, 'edit').mockResolvedValue(experience('New title'));
  client.setQueryData(queryKeys.events.detail('experiences', 'e1'), experience('Old title'));
  for (const key of [
    queryKeys.events.list('experiences', 'OPEN'),
    queryKeys.events.list('parties', 'OPEN'),
    queryKeys.events.adminPage({ kind: 'experiences', filter: 'all', page: 2 }),
    queryKeys.events.adminPage({ kind: 'parties', filter: 'past', page: 1 }),
    queryKeys.dashboard.summary('12m'),
  ]) {
    client.setQueryData(key, []);
  }
  const { result } = renderHook(() => useEditExperience(), { wrapper });
  await act(() => result.current.mutateAsync({ id: 'e1', edit: { updateData: { title: 'New title' } } }));
  expect(experienceApi.edit).toHaveBeenCalledWith('e1', { updateData: { title: 'New title' } });
  expect(client.getQueryData(queryKeys.events.detail('experiences', 'e1'))).toEqual(experience('New title'));
  expect(invalidated(queryKeys.events.list('experiences', 'OPEN'))).toBe(true);
  expect(invalidated(queryKeys.dashboard.summary('12m'))).toBe(true);
  // Every page of the table counts both kinds.
  expect(invalidated(queryKeys.events.adminPage({ kind: 'experiences', filter: 'all', page: 2 }))).toBe(true);
  expect(invalidated(queryKeys.events.adminPage({ kind: 'parties', filter: 'past', page: 1 }))).toBe(true);
  expect(invalidated(queryKeys.events.list('parties', 'OPEN'))).toBe(false);
});

it('a screen showing the event shows the edit at once, without asking the API again', async () => {
  const get = jest.spyOn(experienceApi, 'get').mockResolvedValue(experience('Old title'));
  jest.spyOn(experienceApi, 'edit').mockResolvedValue(experience('New title'));
  const shown = renderHook(() => useEvent('experiences', 'e1'), { wrapper });
  await waitFor(() => expect(shown.result.current.data?.title).toBe('Old title'));
  const { result } = renderHook(() => useEditExperience(), { wrapper });
  await act(() => result.current.mutateAsync({ id: 'e1', edit: { updateData: { title: 'New title' } } }));
  await waitFor(() => expect(shown.result.current.data?.title).toBe('New title'));
  expect(get).toHaveBeenCalledTimes(1);
});

it('a deleted item leaves the cached list at once, and the list is fetched again', async () => {
  jest.spyOn(merchandiseApi, 'remove').mockResolvedValue();
  client.setQueryData(queryKeys.merchandise.list, [item(1), item(2)]);
  client.setQueryData(queryKeys.merchandise.detail(1), item(1));
  const { result } = renderHook(() => useRemoveMerchandise(), { wrapper });
  await act(() => result.current.mutateAsync(1));
  expect(client.getQueryData(queryKeys.merchandise.list)).toEqual([item(2)]);
  expect(invalidated(queryKeys.merchandise.list)).toBe(true);
  expect(client.getQueryData(queryKeys.merchandise.detail(1))).toBeUndefined();
});

it.each(['confirm', 'deliver'] as const)(
  'a merchandise order taken a step on (%s) refreshes every order page and the dashboard',
  async (step) => {
    jest.spyOn(merchandiseOrderApi, step).mockResolvedValue({} as never);
    client.setQueryData(queryKeys.merchandiseOrders.page({ page: 2, status: 'Pending' }), { data: [] });
    client.setQueryData(queryKeys.dashboard.summary('7d'), {});
    const { result } = renderHook(() => useMerchandiseOrderStep(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 4, step }));
    expect(merchandiseOrderApi[step]).toHaveBeenCalledWith(4);
    expect(invalidated(queryKeys.merchandiseOrders.page({ page: 2, status: 'Pending' }))).toBe(true);
    expect(invalidated(queryKeys.dashboard.summary('7d'))).toBe(true);
  },
);

it("a new order marks the events and unpaid orders stale, without fetching the buyer's event under them", async () => {
  const get = jest.spyOn(experienceApi, 'get').mockResolvedValue(experience('Trip'));
  jest.spyOn(orderApi, 'create').mockResolvedValue({ id: 'o1', reference: 'EVT-7K3P9Q' });
  client.setQueryData(queryKeys.orders.unpaid({}), []);
  const shown = renderHook(() => useEvent('experiences', 'e1'), { wrapper });
  await waitFor(() => expect(shown.result.current.data).toBeDefined());
  const { result } = renderHook(() => useCreateOrder(), { wrapper });
  await act(() => result.current.mutateAsync({ type: 'EXPERIENCE' } as never));
  expect(invalidated(queryKeys.events.detail('experiences', 'e1'))).toBe(true);
  expect(invalidated(queryKeys.orders.unpaid({}))).toBe(true);
  expect(get).toHaveBeenCalledTimes(1);
});

it('a saved profile is the profile shown', async () => {
  const saved = { id: 'a1', email: 'admin@example.com', name: 'Augusta', role: 'ADMIN' as const };
  jest.spyOn(adminApi, 'updateProfile').mockResolvedValue(saved);
  const { result } = renderHook(() => useUpdateProfile(), { wrapper });
  await act(() => result.current.mutateAsync({ name: 'Augusta' }));
  expect(client.getQueryData(queryKeys.admin.me)).toEqual(saved);
});

describe('admin order writes', () => {
  const order = (email: string) => ({ id: 'o1', reference: 'EVT-7K3P9Q', email }) as Awaited<ReturnType<typeof adminOrderApi.get>>;
  // What an order write may change, and what it must leave alone.
  const keys = {
    order: queryKeys.orders.detail('o1'),
    otherOrder: queryKeys.orders.detail('o2'),
    search: queryKeys.orders.search('ada'),
    unpaid: queryKeys.orders.unpaid({}),
    payments: queryKeys.transactions.list({}),
    event: queryKeys.events.detail('parties', 'p1'),
    dashboard: queryKeys.dashboard.summary('12m'),
    merchandise: queryKeys.merchandise.list,
  };
  const stale = () => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, invalidated(key)]));
  beforeEach(() => {
    for (const key of Object.values(keys)) client.setQueryData(key, {});
  });

  it('a refund refreshes the orders, the payments, the events (tickets back on sale) and the dashboard', async () => {
    jest.spyOn(adminOrderApi, 'refund').mockResolvedValue({ id: 'r1', amount: 1200, status: 'SUCCEEDED' });
    const { result } = renderHook(() => useRefundOrder(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'o1', refund: { amount: 1200, reason: 'Unused' } }));
    expect(adminOrderApi.refund).toHaveBeenCalledWith('o1', { amount: 1200, reason: 'Unused' });
    expect(stale()).toEqual({
      order: true,
      otherOrder: true,
      search: true,
      unpaid: true,
      payments: true,
      event: true,
      dashboard: true,
      merchandise: false,
    });
  });

  it('a cancellation refreshes the same', async () => {
    jest.spyOn(adminOrderApi, 'cancel').mockResolvedValue({ status: 'CANCELLED', reference: 'EVT-7K3P9Q', refunded: 0, refund: null });
    const { result } = renderHook(() => useCancelOrder(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'o1', cancel: { reason: 'Moved', refund: false } }));
    expect(adminOrderApi.cancel).toHaveBeenCalledWith('o1', { reason: 'Moved', refund: false });
    expect(stale()).toMatchObject({ order: true, search: true, payments: true, event: true, dashboard: true, merchandise: false });
  });

  it('a failed refund changes nothing', async () => {
    jest.spyOn(adminOrderApi, 'refund').mockRejectedValue(new Error('Nothing left to refund'));
    const { result } = renderHook(() => useRefundOrder(), { wrapper });
    await act(() => expect(result.current.mutateAsync({ id: 'o1', refund: { reason: 'x' } })).rejects.toThrow('Nothing left'));
    expect(Object.values(stale()).every((value) => value === false)).toBe(true);
  });

  it('resending the tickets refreshes only that order (its e-mails)', async () => {
    jest.spyOn(adminOrderApi, 'resend').mockResolvedValue();
    const { result } = renderHook(() => useResendTickets(), { wrapper });
    await act(() => result.current.mutateAsync('o1'));
    expect(adminOrderApi.resend).toHaveBeenCalledWith('o1');
    expect(stale()).toMatchObject({ order: true, otherOrder: false, search: false, payments: false, event: false });
  });

  it('a buyer change shows the answer at once without asking for the order again, and refreshes what names the buyer', async () => {
    const get = jest.spyOn(adminOrderApi, 'get').mockResolvedValue(order('ada@example.com'));
    jest.spyOn(adminOrderApi, 'updateBuyer').mockResolvedValue(order('byron@example.com'));
    jest.spyOn(adminOrderApi, 'search').mockResolvedValue([]);
    const shown = renderHook(() => useAdminOrder('o1'), { wrapper });
    await waitFor(() => expect(shown.result.current.data?.email).toBe('ada@example.com'));
    const buyer = { firstName: 'Ada', lastName: 'Byron', email: 'byron@example.com', phoneNumber: '447700900123' };
    const { result } = renderHook(() => useUpdateBuyer(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'o1', buyer }));
    expect(adminOrderApi.updateBuyer).toHaveBeenCalledWith('o1', buyer);
    await waitFor(() => expect(shown.result.current.data?.email).toBe('byron@example.com'));
    expect(get).toHaveBeenCalledTimes(1);
    expect(stale()).toMatchObject({ order: false, otherOrder: true, search: true, unpaid: true, payments: true, event: false });
  });

  it('renaming an attendee shows the order answered at once and refreshes the other reads of its tickets', async () => {
    const get = jest.spyOn(adminOrderApi, 'get').mockResolvedValue(order('ada@example.com'));
    const tickets = eventTicketKeys.list('e1');
    client.setQueryData(tickets, {});
    jest.spyOn(adminOrderApi, 'renameAttendee').mockResolvedValue({ ...order('ada@example.com'), reference: 'EVT-RENAMED' });
    const shown = renderHook(() => useAdminOrder('o1'), { wrapper });
    await waitFor(() => expect(shown.result.current.data?.reference).toBe('EVT-7K3P9Q'));
    const { result } = renderHook(() => useRenameAttendee(), { wrapper });
    const attendee = { attendeeName: 'Mary Somerville', attendeeEmail: 'mary@example.com' };
    await act(() => result.current.mutateAsync({ id: 'o1', code: 'AB12-CD34', attendee }));
    expect(adminOrderApi.renameAttendee).toHaveBeenCalledWith('o1', 'AB12-CD34', attendee);
    await waitFor(() => expect(shown.result.current.data?.reference).toBe('EVT-RENAMED'));
    expect(get).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(tickets)?.isInvalidated).toBe(true);
    expect(stale()).toMatchObject({ order: false, otherOrder: true, search: true, event: false });
  });
});

it('an order search asks nothing while the text is blank, then the trimmed text', async () => {
  const search = jest.spyOn(adminOrderApi, 'search').mockResolvedValue([]);
  const { result, rerender } = renderHook(({ text }) => useOrderSearch(text), { wrapper, initialProps: { text: '  ' } });
  expect(result.current.fetchStatus).toBe('idle');
  rerender({ text: ' ada ' });
  await waitFor(() => expect(result.current.data).toEqual([]));
  expect(search).toHaveBeenCalledTimes(1);
  expect(search).toHaveBeenCalledWith('ada');
});
