import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { http } from './client';
import { EVENT_TICKET_PAGE_HANDOVER_MS, eventTicketKeys, useEventTicketPage, usePrefetchEventTicketPage } from './eventTickets';
import { createQueryClient } from './queryClient';

let seen: InternalAxiosRequestConfig[] = [];
const page = { data: [], total: 0, page: 1, pageSize: 25 };
http.defaults.adapter = (async (config) => {
  seen.push(config);
  return { status: 200, data: page, headers: {}, config, statusText: '200' };
}) satisfies AxiosAdapter;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const query = { page: 1, pageSize: 25, sort: 'date', dir: 'desc' } as const;
const asked = () => seen.map((config) => [config.url, config.params]);

beforeEach(() => {
  seen = [];
  client = createQueryClient({ retry: false });
});

afterEach(() => jest.useRealTimers());

describe('usePrefetchEventTicketPage', () => {
  it("asks for the page as it renders, and the page's own read takes that answer without asking again", async () => {
    renderHook(() => usePrefetchEventTicketPage('ev/1', query), { wrapper });
    await waitFor(() => expect(asked()).toEqual([['/admin/events/ev%2F1/tickets', query]]));
    await waitFor(() => expect(client.getQueryState(eventTicketKeys.page('ev/1', query))?.status).toBe('success'));

    const { result } = renderHook(() => useEventTicketPage('ev/1', query), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(asked()).toHaveLength(1);
  });

  it('leaves a later visit to ask again, as every read does', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    renderHook(() => usePrefetchEventTicketPage('ev/1', query), { wrapper });
    await waitFor(() => expect(client.getQueryState(eventTicketKeys.page('ev/1', query))?.status).toBe('success'));
    jest.advanceTimersByTime(EVENT_TICKET_PAGE_HANDOVER_MS + 1);

    renderHook(() => useEventTicketPage('ev/1', query), { wrapper });
    await waitFor(() => expect(asked()).toHaveLength(2));
  });
});
